/**
 * The signed-in app's shell (signed-in spec §2 Access and Layout, §4 guard and log out, §9 storage
 * keys): the guard, the frame at both widths, the avatar menu, the share dialog, log out, the pages
 * with no content yet, the roadmap (Upcoming), support, and what happens when the API refuses the
 * token or is down.
 */
import { apiDown, apiFails } from '../../support/api-faults.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expect, freshMember, test } from '../../support/members.ts';
import { isMobile, useLanguage } from '../site/helpers.ts';

test.describe('signed out', () => {
  test.use({ asMember: false });

  test('a signed-in page without a token goes to /login, replacing history @desktop-only', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    // /favorites was replaced: back leads to the page before it.
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the guard lets a member in and keeps the three caches with the spec keys @desktop-only', async ({
  page,
  member,
}) => {
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/favorites$/);
  const stored = await page.evaluate(() =>
    ['user_profile_cache', 'categories_with_sub', 'products_cache'].map((key) => {
      const entry = JSON.parse(localStorage.getItem(key) ?? 'null') as { data: unknown; timestamp: number };
      return { key, hasData: entry?.data != null, age: Date.now() - entry?.timestamp };
    }),
  );
  for (const entry of stored) {
    expect(entry.hasData, entry.key).toBe(true);
    expect(entry.age, entry.key).toBeLessThan(720 * 60 * 1000);
  }
  const profile = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user_profile_cache')!).data.email,
  );
  expect(profile).toBe(member.email);
});

test('fresh caches are reused: opening a page again asks the API for nothing but the page @desktop-only', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/coming-soon');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming...' })).toBeVisible();
  expect(
    calls.filter((path) => ['/user-profile/get-user-profile', '/categories', '/products'].includes(path)),
  ).toEqual([]);
});

test('stale caches are refreshed in turn: profile, categories, products @desktop-only', async ({ page }) => {
  await page.addInitScript(() => {
    for (const key of ['user_profile_cache', 'categories_with_sub', 'products_cache']) {
      const raw = localStorage.getItem(key);
      if (raw) localStorage.setItem(key, JSON.stringify({ ...JSON.parse(raw), timestamp: 'not a time' }));
    }
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  expect(calls.filter((path) => !path.startsWith('/history'))).toEqual([
    '/user-profile/get-user-profile',
    '/categories',
    '/products',
  ]);
  const timestamp = await page.evaluate(() => JSON.parse(localStorage.getItem('products_cache')!).timestamp);
  expect(typeof timestamp).toBe('number');
});

test('a failed profile refresh (500) keeps the session, says DietCheck cannot be reached, and the retry gets in @desktop-only', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.removeItem('user_profile_cache'));
  const restore = await apiFails(page, { path: '/user-profile/get-user-profile' });
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'We cannot reach DietCheck' })).toBeVisible();
  await expect(page).toHaveURL(/\/support$/);
  expect(await page.evaluate(() => !!localStorage.getItem('token'))).toBe(true);
  await restore();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
});

test('categories and products failures are swallowed: the app opens @desktop-only', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.removeItem('categories_with_sub');
    localStorage.removeItem('products_cache');
  });
  await apiFails(page, { path: '/categories' });
  await apiFails(page, { path: '/products' });
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
});

test('every call carries the bearer token @desktop-only', async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem('products_cache'));
  const auth: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/products'))
      auth.push(request.headers().authorization);
  });
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  expect(auth.length).toBeGreaterThan(0);
  for (const header of auth) expect(header).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
});

test('the frame: navigation, avatar menu with the name and diets, share dialog', async ({
  page,
  member,
}, testInfo) => {
  await page.goto('/support');
  const mobile = isMobile(testInfo);
  const nav = mobile
    ? page.getByRole('navigation', { name: /main|app/i }).last()
    : page.locator('[data-slot="app-sidebar"]');
  await expect(nav).toBeVisible();
  if (mobile) {
    await expect(page.locator('[data-slot="app-sidebar"]')).toBeHidden();
    await expect(page.locator('[data-slot="mobile-bottom-bar"]')).toBeVisible();
    await expect(page.locator('[data-slot="mobile-bottom-bar"] [aria-current="page"]')).toContainText(
      'Support',
    );
  } else {
    await expect(page.locator('[data-slot="mobile-bottom-bar"]')).toBeHidden();
    await expect(page.locator('[data-slot="app-sidebar"] [aria-current="page"]')).toContainText('Support');
  }
  await expect(page.getByPlaceholder('What are you looking to purchase today?')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(member.profile.name);
  await expect(
    menu.getByRole('menuitem', { name: /Dietary preferences: Lactose-free\s*Gluten-free/ }),
  ).toHaveAttribute('href', '/diets-profile');
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/personal-info');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/login-credentials',
  );
  await menu.getByRole('menuitem', { name: 'Share profile' }).click();

  const dialog = page.getByRole('dialog', { name: 'Share your account with friends' });
  await expect(dialog).toBeVisible();
  const link = dialog.getByRole('textbox');
  await expect(link).toHaveAttribute('readonly', '');
  await expect(link).toHaveValue(/\/registration-questionnaire$/);
  await expect(dialog.locator('svg[role="img"]')).toHaveAttribute('width', '180');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('no navigation item leads to a placeholder: every page of the sidebar has its content @desktop-only', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const sidebar = page.locator('[data-slot="app-sidebar"]');
  for (const [name, path] of [
    ['Discover', '/discover'],
    ['Favorites', '/favorites'],
    ['Shopping Lists', '/shopping-lists'],
    ['Upcoming', '/coming-soon'],
    ['Support', '/support'],
  ] as const) {
    await sidebar.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Feature coming soon')).toHaveCount(0);
  }
});

test('Upcoming is a short roadmap: plans said to be not in the app yet, and a way to ask for more @desktop-only', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.locator('[data-slot="app-sidebar"]').getByRole('link', { name: 'Upcoming' }).click();
  await expect(page).toHaveURL(/\/coming-soon$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming...' })).toBeVisible();
  await expect(page.getByText(/None of it is in the app yet, and we promise no dates/)).toBeVisible();
  const plans = page.getByRole('region', { name: 'Planned' }).getByRole('heading', { level: 3 });
  await expect(plans).toHaveText([
    'Price comparison across stores',
    'Histamine and sorbitol',
    'Shared family lists',
    'Scanning without signal',
    'Alerts when a recipe changes',
  ]);
  await expect(page.getByText('Feature coming soon')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Write to us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
});

test('support gives the support address and the FAQ, in German too', async ({ page }) => {
  await useLanguage(page, 'DEU');
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@dietcheck.ch' })).toHaveAttribute(
    'href',
    'mailto:support@dietcheck.ch',
  );
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page).toHaveTitle('Hilfe · DietCheck');
  await expectNoAxeViolations(page);
});

test('typing in the header search on another page opens the dashboard with it', async ({ page }) => {
  await page.goto('/support');
  const search = page.getByPlaceholder('What are you looking to purchase today?');
  await search.fill('milk');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(search).toHaveValue('milk');
  await expect(search).toBeFocused();
});

test.describe('session end', () => {
  test('log out clears storage (but the language), signs out and goes home', async ({ browser }) => {
    const member = await freshMember(browser, 'logout');
    const context = await browser.newContext({ storageState: member.storageState });
    const page = await context.newPage();
    await page.goto('/support');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key !== 'lang_code')).toEqual([]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  });

  test('a token the API refuses (401) signs out to /login @desktop-only', async ({ page }) => {
    await page.addInitScript(() => localStorage.removeItem('products_cache'));
    await page.route(/\/products$/, (route) =>
      route.fulfill({
        status: 401,
        headers: { 'access-control-allow-origin': '*' },
        body: '{"error":"Unauthorized"}',
      }),
    );
    await page.goto('/support');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an expired id token is refreshed with the refresh token, and `token` follows @desktop-only', async ({
    page,
  }) => {
    // The next day: the id token (24 h from cognito-local) has expired, and so have the caches (12 h).
    await page.clock.install({ time: Date.now() + 25 * 60 * 60 * 1000 });
    await page.goto('/');
    const before = await page.evaluate(() => localStorage.getItem('token'));
    await page.goto('/support');
    // A token refresh and the three cache refreshes, one after the other.
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(before);
  });

  test('the API down with a fresh cache: the app still opens from what is stored @desktop-only', async ({
    page,
  }) => {
    await apiDown(page);
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming...' })).toBeVisible();
  });
});
