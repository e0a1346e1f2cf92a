/**
 * The interface language signed in (issue 30, "Language anywhere"; public-site spec §4 `lang_code`):
 * the avatar menu switches it at once, the catalogue's list is asked for again in it and the
 * dashboard's categories follow, and the choice survives a reload.
 */
import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/members.ts';

test.describe.configure({ timeout: 90_000 });

/** The `language` each list call (`/products/page`) sent, in order. */
function listLanguages(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/products/page') {
      sent.push((request.postDataJSON() as { language?: string }).language ?? '(none)');
    }
  });
  return sent;
}

test('German from the avatar menu: at once, the list asked for in German, still German after a reload @desktop-only', async ({
  page,
}) => {
  const sent = listLanguages(page);
  await page.goto('/dashboard');
  const dairy = page.getByRole('button', { name: 'Dairy & eggs', exact: true });
  await expect(dairy).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  expect(new Set(sent)).toEqual(new Set(['en']));
  const before = sent.length;

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  const languages = menu.getByRole('group', { name: 'Language' });
  await expect(languages.getByRole('menuitemradio')).toHaveText(['English', 'Français', 'Deutsch']);
  await expect(languages.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await languages.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(menu).toBeHidden();

  // At once: the page's texts and the categories' names, and the list on screen asked for again.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 2, name: 'Produktvorschläge für Sie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Milchprodukte & Eier', exact: true })).toBeVisible();
  await expect(dairy).toHaveCount(0);
  await expect.poll(() => sent.length).toBeGreaterThan(before);
  expect(new Set(sent.slice(before))).toEqual(new Set(['de']));
  expect(await page.evaluate(() => localStorage.getItem('lang_code'))).toBe('DEU');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Milchprodukte & Eier', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Lena!' })).toBeVisible();
  // Every list call since the switch, the reload's included, asked in German.
  expect(new Set(sent.slice(before))).toEqual(new Set(['de']));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Kontomenü' }).click();
  await expect(page.getByRole('menu').getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
