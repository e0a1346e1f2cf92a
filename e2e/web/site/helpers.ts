import type { Page, TestInfo } from '@playwright/test';

import { PUBLIC_PATHS } from '../../../apps/web/src/config/routes';

/** The public pages (public-site spec §2), from the web app's one route table. */
export const PUBLIC_ROUTES = PUBLIC_PATHS;

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Starts the page in a language, as a returning visitor whose choice is stored. */
export async function useLanguage(page: Page, code: 'ENG' | 'FRA' | 'DEU') {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('lang_code', value);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, code);
}

/** Fails the test on any uncaught error in the page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a page and the parts below its first screen, which load when a person first scrolls,
 * types, points or touches (apps/web `BelowTheFold`): a small scroll, then wait until all are in.
 */
export async function openWholePage(page: Page, route: string) {
  await page.goto(route);
  await page.locator('main').waitFor();
  await page.mouse.wheel(0, 1);
  await page.locator('[data-slot="below-the-fold"]').first().waitFor({ state: 'detached' });
}
