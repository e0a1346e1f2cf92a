/**
 * The account area's informational pages (signed-in spec §2 Account area): subscription (DietCheck
 * is free), app preferences (the app's language, changed at once; the rest cannot change), privacy & data
 * (the prepared view and deletion e-mails, the links to the diet profile and the policies) and
 * legal & help, each inside the area's frame with its tab current, axe clean, in English, German
 * and French. Nothing here writes data, so the worker's `member` serves every test.
 */
import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/members.ts';
import { useLanguage } from '../site/helpers.ts';

const SUPPORT = 'support@dietcheck.ch';

/** The area's frame: the greeting, the subtitle and the tabs with `tab` current. */
async function expectFrame(page: Page, tab: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Lena!' })).toBeVisible();
  await expect(page.getByText('Manage your general DietCheck settings.')).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Account' });
  await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
}

/** A `mailto:` link's address, subject and body, decoded. */
async function mailto(page: Page, name: RegExp) {
  const href = (await page.getByRole('link', { name }).getAttribute('href')) ?? '';
  const [address, query = ''] = href.replace(/^mailto:/, '').split('?');
  const fields = Object.fromEntries(
    query
      .split('&')
      .filter(Boolean)
      .map((field) => field.split('=').map(decodeURIComponent) as [string, string]),
  );
  return { href, address, subject: fields.subject, body: fields.body };
}

/** Makes the cached profile (and any fresh read of it) say `patch`, as a profile saved elsewhere would. */
async function profileSays(page: Page, patch: Record<string, unknown>) {
  await page.addInitScript((fields) => {
    const raw = localStorage.getItem('user_profile_cache');
    if (!raw) return;
    const entry = JSON.parse(raw) as { data: Record<string, unknown> };
    localStorage.setItem(
      'user_profile_cache',
      JSON.stringify({ ...entry, data: { ...entry.data, ...fields } }),
    );
  }, patch);
  await page.route('**/user-profile/get-user-profile', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
}

test('each page shows in the account frame with its tab current; subscription says DietCheck is free and leads back', async ({
  page,
}) => {
  await page.goto('/subscription');
  await expectFrame(page, 'Subscription');
  await expect(page.getByRole('heading', { level: 2, name: 'DietCheck is free' })).toBeVisible();
  await expect(
    page.getByText(/Every feature is free, with no plan to choose\. Premium features may come later/),
  ).toBeVisible();
  await expect(page.getByText('Feature coming soon')).toHaveCount(0);
  await expectNoAxeViolations(page);

  for (const [path, tab, heading] of [
    ['/privacy-data', 'Privacy & data', 'Your data at DietCheck'],
    ['/legal-help', 'Legal & help', 'Questions? Write to us'],
    ['/app-preferences', 'App preferences', 'App preferences'],
  ] as const) {
    // Through the tabs (client-side navigation), as a person moves between the pages.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: tab }).click();
    await page.waitForURL(`**${path}`);
    await expectFrame(page, tab);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached();
    await expectNoAxeViolations(page);
  }
  // The language the app is in (English here), and the member's profile has no country.
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('EN');
  await expect(page.getByRole('combobox', { name: 'Country/region' })).toHaveValue('');

  await page.goto('/subscription');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await page.waitForURL('**/dashboard');
});

test('app preferences: the language shows the app’s (not the profile’s) and changes it at once, kept after a reload and saved nowhere else; the rest cannot change @desktop-only', async ({
  page,
}) => {
  // A profile saved with German elsewhere: the selector shows the language the app is in.
  await profileSays(page, { language: 'DE', country: 'CH' });
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /update|preferences/.test(request.url())) writes.push(request.url());
  });
  await page.goto('/app-preferences');
  await expectFrame(page, 'App preferences');
  await expect(page.getByText('Notifications and country cannot be changed yet.')).toBeVisible();

  const email = page.getByRole('switch', { name: 'Notifications/alerts on email' });
  const inApp = page.getByRole('switch', { name: 'Notifications/alerts in app' });
  const country = page.getByRole('combobox', { name: 'Country/region' });
  const save = page.getByRole('button', { name: 'Save preferences' });
  for (const control of [email, inApp, country, save]) await expect(control).toBeDisabled();
  await expect(email).not.toBeChecked();
  await expect(inApp).toBeChecked();
  await expect(country).toHaveValue('CH');
  await expect(country.locator('option:checked')).toHaveText('Switzerland');

  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeEnabled();
  await expect(language).toHaveValue('EN');
  await expect(language).toHaveAccessibleDescription('Changes at once, on this device.');
  await expect(language.locator('option')).toHaveText(['English (EN)', 'Deutsch (DE)', 'Français (FR)']);
  // Clicks on the disabled controls change nothing.
  for (const control of [email, inApp, country, save]) {
    await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await control.click({ force: true });
  }
  await expect(email).not.toBeChecked();
  await expect(inApp).toBeChecked();

  // By keyboard, as a person would: French, at once.
  await language.focus();
  await language.selectOption('FR');
  const langue = page.getByRole('combobox', { name: 'Langue' });
  await expect(langue).toHaveValue('FR');
  await expect(
    page.getByText('Les notifications et le pays ne peuvent pas encore être modifiés.'),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('lang_code'))).toBe('FRA');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('FR');
  await expect(page).toHaveTitle('Préférences de l’app · DietCheck');
  expect(writes).toEqual([]);
});

test('privacy & data in German: the request e-mails carry the address, the German subject and the account’s e-mail; the links lead to the diet profile and the policies @desktop-only', async ({
  page,
  member,
}) => {
  await useLanguage(page, 'DEU');
  await page.goto('/privacy-data');
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten bei DietCheck' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Datenschutz & Daten' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const heading of ['Was wir erheben', 'Wozu wir sie verwenden', 'Wer Zugriff hat', 'Ihre Rechte']) {
    await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  await expect(
    page.getByText(/Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten \(EDÖB\)/),
  ).toBeVisible();

  const view = await mailto(page, /Auskunft über meine Daten verlangen/);
  expect(view.address).toBe(SUPPORT);
  expect(view.subject).toBe('Auskunft über meine Daten');
  expect(view.body).toContain('Bitte senden Sie mir eine Kopie davon.');
  expect(view.body).toContain(`Die E-Mail-Adresse meines Kontos: ${member.email}`);
  expect(view.body).toMatch(/^Guten Tag\r\n\r\n/);
  // Encoded: no raw space, line break or second `?` in the address.
  expect(view.href).not.toMatch(/[\s]|\?.*\?/);

  const remove = await mailto(page, /Löschung meiner Daten verlangen/);
  expect(remove.address).toBe(SUPPORT);
  expect(remove.subject).toBe('Löschung meiner Daten');
  expect(remove.body).toContain('Bitte löschen Sie mein DietCheck-Konto');
  expect(remove.body).toContain(member.email);

  await expectNoAxeViolations(page);

  for (const [name, path, heading] of [
    [/Ernährungs\u00adpräferenzen bearbeiten|Ernährungspräferenzen bearbeiten/, '/diets-profile', null],
    [/^Cookie-Richtlinie/, '/cookie', /Cookie-Richtlinie/],
    [/^Datenschutz\u00aderklärung|^Datenschutzerklärung/, '/privacy', /Datenschutz\u00ad?erklärung/],
  ] as const) {
    await page.getByRole('link', { name }).click();
    await page.waitForURL(`**${path}`);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('switch', { name: 'Laktoseintoleranz' })).toBeVisible();
    await page.goBack();
    await page.waitForURL('**/privacy-data');
  }
});

test('legal & help in French: a question goes by e-mail to support; the terms and the privacy policy are a click away @desktop-only', async ({
  page,
}) => {
  await useLanguage(page, 'FRA');
  await page.goto('/legal-help');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Lena\u00a0!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mentions légales et aide' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 2, name: /Des questions.*Écrivez-nous/ })).toBeVisible();

  // The address in the text and the 'Écrire au support' link: support, with a subject.
  const inText = await mailto(page, /^support@dietcheck\.ch$/);
  const action = await mailto(page, /Écrire au support/);
  for (const link of [inText, action]) {
    expect(link.address).toBe(SUPPORT);
    expect(link.subject).toBe('Question sur DietCheck');
  }
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Conditions d’utilisation/ }).click();
  await page.waitForURL('**/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: /Politique de confidentialité/ }).click();
  await page.waitForURL('**/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
});
