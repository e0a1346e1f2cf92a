import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from '../../support/axe.ts';
import { collectPageErrors, isMobile, openWholePage, PUBLIC_ROUTES, useLanguage } from './helpers.ts';

test.describe('the site shell', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`given ${route}, should show its page with a title, a description and no accessibility violation`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await openWholePage(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/DietCheck/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('given every public page, should load no identity-library code @desktop-only', async ({ page }) => {
    // Amplify (about 37 kB gzip) belongs to login, the quiz's account step and the signed-in routes.
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(response.url(), await response.text().catch(() => ''));
    });
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.size).toBeGreaterThan(5);
    const amplify = [...scripts].filter(([, text]) =>
      /aws-amplify|@aws-amplify|AmplifyClassV6|cognito-idp\./.test(text),
    );
    expect(amplify.map(([url]) => url)).toEqual([]);
  });

  test('given German, should translate every public page, its title and <html lang> @desktop-only', async ({
    page,
  }) => {
    await useLanguage(page, 'DEU');
    const titles: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(PUBLIC_ROUTES.length);
    expect(titles).toContain('Datenschutzerklärung · DietCheck');
  });

  test('given a French page, should download no English or German text @desktop-only', async ({ page }) => {
    await useLanguage(page, 'FRA');
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (/\.(js|json)$/.test(response.url())) bodies.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Commencer le quiz' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const all = bodies.join('\n');
    expect(all).toContain('Commencer le quiz');
    expect(all).not.toContain('Know at a glance which groceries suit your diet.');
    expect(all).not.toContain('Quiz starten');
  });

  test('given the language menu, should switch the page, store the choice and close', async ({
    page,
  }, testInfo) => {
    await page.goto('/about');
    if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Über uns · DietCheck');
    expect(await page.evaluate(() => localStorage.getItem('lang_code'))).toBe('DEU');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The header's control names the page's language.
    if (isMobile(testInfo)) await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('button', { name: /^Sprache/ })).toHaveAccessibleName(/Sprache:\s*DE/);
  });

  // On mobile the language choice lives in the full-screen menu (tested above).
  test('given the open language menu, should close it on a click outside @desktop-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('given a nav link far down a page, should open the next page at its top @desktop-only', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    if (!isMobile(testInfo)) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Diets' }).click();
      await expect(page).toHaveURL(/\/diets$/);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Diets' }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });

  test('given the mobile menu, should lock the page scroll and close on a link @mobile-only', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test("given 'Go to the app', should lead to /dashboard, which asks a visitor to log in @desktop-only", async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
    const toApp = page.getByRole('link', { name: 'Go to the app' });
    await expect(toApp).toHaveAttribute('href', '/dashboard');
    await toApp.click();
    // Signed out: the signed-in app's guard replaces /dashboard with /login.
    await expect(page).toHaveURL(/\/login$/);
  });

  test('given the footer, should offer the pages, three social accounts, the e-mail, the legal pages and sign-up', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of [
      'Home',
      'About us',
      'Diets',
      'FAQ',
      'Cookie policy',
      'Privacy policy',
      'Terms of service',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Instagram', 'Facebook', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByRole('link', { name: 'hello@dietcheck.ch' })).toHaveAttribute(
      'href',
      'mailto:hello@dietcheck.ch',
    );
    await footer.getByRole('link', { name: 'Sign up for free' }).click();
    await expect(page).toHaveURL(/\/registration-questionnaire$/);
  });

  test('given an unknown address, should show a 404 page with ways on @desktop-only', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this page');
    await expect(page).toHaveTitle('Page not found · DietCheck');
    await page.getByRole('link', { name: 'Explore the diets' }).click();
    await expect(page).toHaveURL(/\/diets$/);
  });

  test('given the first paint, should have the text font on its way (preloaded, so text does not reflow) @desktop-only', async ({
    page,
    request,
  }) => {
    await page.goto('/privacy');
    const href = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
    expect(href).toMatch(/inter-latin-wght-normal-[\w-]+\.woff2$/);
    expect((await request.get(href!)).status()).toBe(200);
  });

  test('given a page opened afresh in the same tab, should open at its top, not where the last page was @desktop-only', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window.scrollTo(0, 2000), window.scrollY)))
      .toBeGreaterThan(1000);
    await page.goto('/cookie');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('given a signed-in route while signed out, should ask to log in @desktop-only', async ({ page }) => {
    for (const route of ['/favorites', '/product/details/12', '/personal-info']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
    }
  });

  test('given the keyboard, should skip to the content first', async ({ page }) => {
    await page.goto('/about');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    // The first Tab may land on the document itself; the skip link is the first stop in the page.
    for (let i = 0; i < 3 && !(await skip.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
