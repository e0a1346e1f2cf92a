/**
 * The profile area (signed-in spec §2 Profile area, §4 saves, §5, §8): the greeting and tabs, the
 * diet profile saved with the dashboard's colours changing at once and what changed said (the
 * server's count), red products appearing and leaving with the preferences switch, as said, the retailer picker, personal information sent as numbers,
 * every save's API error with and without a message, the missing e-mail or id in the cached
 * profile, shared profiles, keyboard use, axe and the three languages.
 *
 * Tests that save use their own fresh member. The dashboard is reached through the app's own
 * links after a save (no reload): what it shows is what the save left in the app.
 */
import type { Browser, Page, TestInfo } from '@playwright/test';

import { apiDown, apiFails } from '../../support/api-faults.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import {
  expect as baseExpect,
  freshMember,
  memberApi,
  test,
  type Member,
  type MemberProfile,
  wholeList,
} from '../../support/members.ts';
import { useLanguage } from '../site/helpers.ts';

// A new member's first product list is the API's slowest call; on a loaded machine it takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

interface Listed {
  id: number;
  name_en: string;
  is_red: boolean;
  is_yellow: boolean;
}

/** Opens a page of the app as `member` in a context of its own (the project's viewport). */
async function memberPage(browser: Browser, member: Member, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    storageState: member.storageState,
    viewport: testInfo.project.use.viewport ?? null,
    baseURL: testInfo.project.use.baseURL,
  });
  return context.newPage();
}

async function newMember(browser: Browser, testInfo: TestInfo, profile: Partial<MemberProfile>) {
  const member = await freshMember(browser, 'profile', profile);
  return { member, page: await memberPage(browser, member, testInfo) };
}

/** The member's products for given diets, as the API judges them. */
async function productsFor(member: Member, intolerances: number[], seesRed = true): Promise<Listed[]> {
  const profile = await memberApi<{ id: string }>(member, '/user-profile/get-user-profile', {
    email: member.email,
  });
  return wholeList<Listed>(member, {
    intolerances,
    sees_red_products: seesRed,
    user_profile_id: profile.id,
  });
}

/** A product whose name no other product contains, red for lactose and green without diets. */
async function redForLactose(member: Member): Promise<Listed> {
  const [none, lactose] = await Promise.all([productsFor(member, []), productsFor(member, [1])]);
  const green = new Set(none.filter((p) => !p.is_red && !p.is_yellow).map((p) => p.id));
  const names = lactose.map((p) => p.name_en.toLowerCase());
  const product = lactose.find(
    (p) =>
      p.is_red &&
      green.has(p.id) &&
      names.filter((name) => name.includes(p.name_en.toLowerCase())).length === 1,
  );
  if (!product) throw new Error('The catalogue has no product that is red for lactose only');
  return product;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

/** What a save changed in the lists, under the form (a status region). */
const saveEffect = (page: Page) => page.getByRole('status').filter({ hasText: 'What changed' });

/** How many of `products` are red and yellow. */
function tiers(products: readonly Listed[]) {
  return {
    red: products.filter((p) => p.is_red).length,
    yellow: products.filter((p) => !p.is_red && p.is_yellow).length,
  };
}

/** Goes to the dashboard through the app's navigation (no reload) and searches for `name`. */
async function dashboardSearch(page: Page, name: string) {
  // The sidebar and the bottom bar name it alike.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).filter({ visible: true }).first().click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('searchbox').fill(name);
}

const tile = (page: Page, name: string) =>
  page.locator('[data-slot="product-grid"]').getByRole('listitem').filter({ hasText: name });

test('the diet profile shows the cached diets; saving new ones updates the dashboard colours at once', async ({
  browser,
}, testInfo) => {
  test.slow(); // the whole round: profile, dashboard twice, save, caches, reload
  const { member, page } = await newMember(browser, testInfo, { intolerances: [], sees_red_products: true });
  const product = await redForLactose(member);
  await page.goto('/diets-profile');

  // The area's frame: greeting from the cached profile, subtitle, tabs with this one current.
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Lena!' })).toBeVisible();
  await expect(page.getByText('Manage your DietCheck profile.')).toBeVisible();
  const tabs = page.getByRole('navigation', { name: /profile/i });
  await expect(tabs.getByRole('link', { name: 'Diet profile' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Personal information', 'Preferences', 'Shared profiles']) {
    await expect(tabs.getByRole('link', { name })).toBeVisible();
  }
  const lactose = page.getByRole('switch', { name: 'Lactose intolerance' });
  await expect(lactose).not.toBeChecked();
  await expectNoAxeViolations(page);

  // Green before: the product suits a member without diets.
  await dashboardSearch(page, product.name_en);
  await expect(tile(page, product.name_en).getByRole('link', { name: /, suits you$/ })).toBeVisible();
  await page.goBack();
  await page.waitForURL('**/diets-profile');

  // By keyboard: switch lactose on, write other needs, save.
  await page.getByRole('switch', { name: 'Lactose intolerance' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Lactose intolerance' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Other dietary needs' }).fill('Hazelnuts');
  const stamp = await page.evaluate(
    () => JSON.parse(localStorage.getItem('products_cache')!).timestamp as number,
  );
  await page.getByRole('button', { name: 'Update diet profile' }).click();
  await expect(toast(page, 'Diet profile and products cache updated successfully!')).toBeVisible();

  // Then what changed, as the server judges the catalogue for lactose (every product was green).
  const { red, yellow } = tiers(await productsFor(member, [1]));
  await expect(saveEffect(page)).toContainText(
    yellow > 0 ? `${red} products are now red and ${yellow} now yellow.` : `${red} products are now red.`,
  );
  await expect(saveEffect(page).getByRole('link', { name: 'See them on your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );

  // The caches: profile with the new diets, products with a new timestamp.
  const caches = await page.evaluate(() => ({
    profile: JSON.parse(localStorage.getItem('user_profile_cache')!).data,
    products: JSON.parse(localStorage.getItem('products_cache')!),
  }));
  expect(caches.profile).toMatchObject({ intolerances: [1], extra_intolerance: 'Hazelnuts' });
  expect(caches.products.timestamp).toBeGreaterThan(stamp);

  // Red now, without a reload.
  await dashboardSearch(page, product.name_en);
  await expect(
    tile(page, product.name_en).getByRole('link', { name: /, not suitable for you\. Contains milk\b/ }),
  ).toBeVisible();

  // The server kept it: a reload of the page shows the saved choices.
  await page.goto('/diets-profile');
  await expect(page.getByRole('switch', { name: 'Lactose intolerance' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Other dietary needs' })).toHaveValue('Hazelnuts');
  await page.context().close();
});

test('red products appear and leave the dashboard with the preferences switch @desktop-only', async ({
  browser,
}, testInfo) => {
  const { member, page } = await newMember(browser, testInfo, {
    intolerances: [1],
    sees_red_products: false,
  });
  const product = await redForLactose(member);
  await page.goto('/preferences');
  const red = page.getByRole('switch', { name: 'See unsuitable products (red)' });
  await expect(red).not.toBeChecked();
  await expectNoAxeViolations(page);

  await dashboardSearch(page, product.name_en);
  await expect(tile(page, product.name_en)).toHaveCount(0);

  const shownAgain = tiers(await productsFor(member, [1])).red;
  for (const on of [true, false]) {
    await page.goto('/preferences');
    await page.getByRole('switch', { name: 'See unsuitable products (red)' }).click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(toast(page, 'Preferences and product cache updated successfully!')).toBeVisible();
    // Then what changed: the red products shown again, or hidden again.
    await expect(saveEffect(page)).toContainText(
      on ? `${shownAgain} products are shown again.` : `${shownAgain} products are now hidden.`,
    );
    await dashboardSearch(page, product.name_en);
    if (on)
      await expect(
        tile(page, product.name_en).getByRole('link', { name: /, not suitable for you\. Contains milk\b/ }),
      ).toBeVisible();
    else await expect(tile(page, product.name_en)).toHaveCount(0);
  }
  await page.context().close();
});

test('the retailer picker opens with the switch, lists the catalogue’s retailers and collapses when it is turned off @desktop-only', async ({
  browser,
}, testInfo) => {
  const { page } = await newMember(browser, testInfo, { intolerances: [1] });
  await page.goto('/preferences');
  const specific = page.getByRole('switch', { name: 'Show only specific retailer' });
  await expect(page.getByRole('button', { name: 'Pick retailers to show' })).toHaveCount(0);
  await specific.click();
  const picker = page.getByRole('button', { name: 'Pick retailers to show' });
  await expect(picker).toBeVisible();
  await expect(page.getByText('— none selected —')).toBeVisible();
  await picker.click();
  const retailers = page.getByRole('group', { name: /retailers/i });
  // The seeded catalogue's retailers, not only the spec's one.
  await expect(retailers.getByRole('button', { name: 'Coop' })).toBeVisible();
  await expect(retailers.getByRole('button', { name: 'Migros' })).toBeVisible();
  await retailers.getByRole('button', { name: 'Migros' }).click();
  await expect(page.locator('[data-slot="retailer-summary"]')).toHaveText(/Showing:\s*Migros/);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(toast(page, 'Preferences and product cache updated successfully!')).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('user_profile_cache')!).data);
  expect(saved).toMatchObject({ sees_only_specific_retailer: true, shop: ['Migros'] });
  // Only Migros products now.
  const stores = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('products_cache')!).data as { store: string | null }[]).map(
      (p) => p.store,
    ),
  );
  expect(stores.length).toBeGreaterThan(0);
  expect(new Set(stores)).toEqual(new Set(['Migros']));

  await specific.click();
  await expect(page.getByRole('button', { name: 'Pick retailers to show' })).toHaveCount(0);
  await page.context().close();
});

test('personal information is saved with gender and year as numbers, and the greeting follows @desktop-only', async ({
  browser,
}, testInfo) => {
  const { page } = await newMember(browser, testInfo, {});
  await page.goto('/personal-info');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Lena');
  await expect(page.getByRole('textbox', { name: 'Surname' })).toHaveValue('Meier');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Anna');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Non-binary' });
  const year = page.getByRole('textbox', { name: 'Year of birth' });
  await year.fill('1850');
  await page.getByRole('button', { name: 'Save information' }).click();
  // Out of range: nothing is sent, the field says why and has the focus.
  await expect(year).toBeFocused();
  await expect(year).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Enter a year between \d{4} and \d{4}/)).toBeVisible();

  await year.fill('1985');
  const sent = page.waitForRequest((request) => request.url().endsWith('/user-profile/update-personal-info'));
  await page.getByRole('button', { name: 'Save information' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Anna', gender: 4, birth_year: 1985 });
  await expect(toast(page, 'Information updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Anna!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: 'Year of birth' })).toHaveValue('1985');
  await page.context().close();
});

// Each save's failure paths: the server's message, no message, and a cached profile lacking what
// the save must send. These change nothing on the server, so the worker's member is enough.
const saves = [
  {
    path: '/diets-profile',
    api: '/user-profile/update-personal-diets',
    button: 'Update diet profile',
    failed: 'Failed to update diet profile',
    missing: 'Missing user email or ID. Please log in again.',
    drop: 'id',
  },
  {
    path: '/preferences',
    api: '/user-profile/update-preferences',
    button: 'Save preferences',
    failed: 'Failed to update preferences',
    missing: 'Missing user email or ID. Please log in again.',
    drop: 'id',
  },
  {
    path: '/personal-info',
    api: '/user-profile/update-personal-info',
    button: 'Save information',
    failed: 'Failed to update information',
    missing: 'Email missing from profile, please log in again.',
    drop: 'email',
  },
] as const;

for (const save of saves) {
  test(`${save.path}: an API error with and without a message, and a cached profile without ${save.drop} @desktop-only`, async ({
    page,
  }) => {
    await page.goto(save.path);
    const button = page.getByRole('button', { name: save.button });
    await expect(button).toBeVisible();

    const restore = await apiFails(page, {
      path: save.api,
      status: 409,
      body: { error: 'Profile is being updated' },
    });
    await button.click();
    await expect(toast(page, `${save.failed}: Profile is being updated`)).toBeVisible();
    await restore();

    await apiFails(page, { path: save.api, status: 500, body: {} });
    await button.click();
    await expect(toast(page, new RegExp(`^\\s*${save.failed}\\s*$`))).toBeVisible();

    // A cached profile without the e-mail or id: nothing is sent.
    await page.evaluate((field) => {
      const entry = JSON.parse(localStorage.getItem('user_profile_cache')!);
      delete entry.data[field];
      entry.timestamp = Date.now();
      localStorage.setItem('user_profile_cache', JSON.stringify(entry));
    }, save.drop);
    await page.reload();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(save.api)) sent += 1;
    });
    await page.getByRole('button', { name: save.button }).click();
    await expect(toast(page, save.missing)).toBeVisible();
    expect(sent).toBe(0);
  });
}

test('/personal-info with the API unreachable: "DietCheck can\'t be reached" stays until dismissed or the next save succeeds, and the typed values stay @desktop-only', async ({
  page,
}) => {
  await page.goto('/personal-info');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const surname = page.getByRole('textbox', { name: 'Surname' });
  const button = page.getByRole('button', { name: 'Save information' });
  await expect(name).not.toHaveValue('');
  const original = { name: await name.inputValue(), surname: await surname.inputValue() };
  const unreachable = toast(page, 'DietCheck can’t be reached — your changes are still here');

  const restore = await apiDown(page, { path: '/user-profile/update-personal-info' });
  await name.fill('Unsaved name');
  await surname.fill('Unsaved surname');
  await button.click();
  await expect(unreachable).toBeVisible();
  await expect(toast(page, 'Failed to update information')).toHaveCount(0);
  // Still there well after the spec's 3 s message time, and what was typed with it.
  await page.waitForTimeout(4_000);
  await expect(unreachable).toBeVisible();
  await expect(name).toHaveValue('Unsaved name');
  await expect(surname).toHaveValue('Unsaved surname');
  await expectNoAxeViolations(page);
  // It goes when the user dismisses it.
  await unreachable.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(unreachable).toHaveCount(0);

  // No answer in time says the same; the next successful save takes it away.
  await restore();
  const late = await apiDown(page, { path: '/user-profile/update-personal-info', errorCode: 'timedout' });
  await button.click();
  await expect(unreachable).toBeVisible();
  await expect(name).toHaveValue('Unsaved name');
  await late();
  // Saved back as it was: the worker's member is shared with other tests.
  await name.fill(original.name);
  await surname.fill(original.surname);
  await button.click();
  await expect(toast(page, 'Information updated successfully!')).toBeVisible();
  await expect(unreachable).toHaveCount(0);
});

test('shared profiles: the empty list and the add field, disabled and marked coming soon @desktop-only', async ({
  page,
}) => {
  await page.goto('/shared-profiles');
  await expect(page.getByRole('heading', { name: 'Profiles shared with you' })).toBeVisible();
  await expect(page.getByText('No shared profiles yet.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Add a new profile/ })).toBeDisabled();
  await expect(page.getByText('Coming soon', { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the profile area in French and German @mobile-only', async ({ page }) => {
  await useLanguage(page, 'FRA');
  await page.goto('/diets-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Lena !' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mettre à jour le profil alimentaire' })).toBeVisible();
  await expect(page).toHaveTitle('Profil alimentaire · DietCheck');
  // A new tab of the same browser, switched to German.
  const german = await page.context().newPage();
  await useLanguage(german, 'DEU');
  await german.goto('/preferences');
  await expect(german.getByRole('heading', { level: 1, name: 'Hallo Lena!' })).toBeVisible();
  await expect(german.getByRole('switch', { name: 'Ungeeignete Produkte anzeigen (rot)' })).toBeVisible();
  await expect(german).toHaveTitle('Präferenzen · DietCheck');
});
