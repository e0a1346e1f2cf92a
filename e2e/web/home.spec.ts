import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('given a first visit, should show the hero with the kit button leading to the quiz', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Know at a glance which groceries suit your diet.',
    );
    // The hero's call to action; the page repeats it further down.
    const cta = page.getByRole('link', { name: 'Start the quiz' }).first();
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('data-slot', 'button');
    await expect(cta).toHaveAttribute('href', '/registration-questionnaire');
    expect(errors).toEqual([]);
  });

  test('given a stored language choice, should render in that language @desktop-only', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang_code', 'DEU'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Quiz starten' }).first()).toBeVisible();
  });

  test('given a French browser and no stored choice, should render in French @desktop-only', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-CH' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Commencer le quiz' }).first()).toBeVisible();
    await context.close();
  });

  test('given the keyboard, should reach the call to action with a visible focus ring', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('link', { name: 'Start the quiz' }).first();
    await expect(cta).toBeVisible();
    // The skip link and the header come first.
    for (let i = 0; i < 30 && !(await cta.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(cta).toBeFocused();
    const ring = await cta.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).not.toBe('none');
  });
});
