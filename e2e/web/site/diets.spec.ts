import { expect, test, type Page } from '@playwright/test';

import { apiFails, apiSlow } from '../../support/api-faults.ts';
import { stack } from '../../support/stack.ts';
import { useLanguage } from './helpers.ts';

const openProducts = async (page: Page, dietIndex: number) => {
  // The picker's buttons, in the diets' order (their labels are in the page's language).
  await page.locator('[data-slot="diet-picker"] li button').nth(dietIndex).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  return modal;
};

test.describe('the diets page', () => {
  test('given a diet, should show 8 real products green for it, the locked tile and lead to sign-up', async ({
    page,
  }) => {
    const expected = (await (await fetch(`${stack().apiUrl}/products/samples?diet=2`)).json()) as {
      name_en: string;
    }[];
    expect(expected).toHaveLength(8);
    await page.goto('/diets');
    const modal = await openProducts(page, 1);
    await expect(
      modal.getByRole('heading', { name: 'Top 20 products for people following a gluten-free diet' }),
    ).toBeVisible();
    await expect(modal.locator('[data-slot="products-modal-tile"]')).toHaveCount(8);
    for (const product of expected)
      await expect(modal.getByText(product.name_en, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await modal.getByRole('button', { name: 'Sign up to see more products' }).click();
    const upsell = page.getByRole('dialog');
    await expect(upsell.getByRole('heading', { name: 'Get results made for you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Top 20 products/ })).toBeHidden();
    await upsell.getByRole('button', { name: 'Create my free profile' }).click();
    await expect(page).toHaveURL(/\/registration-questionnaire$/);
  });

  test('given German, should name the diet naturally in the modal title @desktop-only', async ({ page }) => {
    await useLanguage(page, 'DEU');
    await page.goto('/diets');
    const modal = await openProducts(page, 0);
    await expect(
      modal.getByRole('heading', { name: 'Top 20 Produkte für Menschen mit laktosefreier Ernährung' }),
    ).toBeVisible();
  });

  test('given a modal, should close on Escape, on the close button and on the backdrop', async ({ page }) => {
    await page.goto('/diets');
    let modal = await openProducts(page, 2);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    modal = await openProducts(page, 2);
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.getByRole('button', { name: 'Get notified when we add a diet' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('given a slow API, should show loading tiles, then the products @desktop-only', async ({ page }) => {
    await apiSlow(page, { path: '/products/samples', delayMs: 1500 });
    await page.goto('/diets');
    const modal = await openProducts(page, 3);
    await expect(modal.getByText('Loading products…')).toBeVisible();
    await expect(modal.locator('[data-slot="products-modal-tile"]')).toHaveCount(8, { timeout: 10_000 });
  });

  test('given the API failing, should say so and load on retry @desktop-only', async ({ page }) => {
    const restore = await apiFails(page, { path: '/products/samples' });
    await page.goto('/diets');
    const modal = await openProducts(page, 0);
    await expect(modal.getByText("We couldn't load the products.")).toBeVisible();
    await restore();
    await modal.getByRole('button', { name: 'Try again' }).click();
    await expect(modal.locator('[data-slot="products-modal-tile"]')).toHaveCount(8);
  });

  test.describe('the diet alerts', () => {
    const form = async (page: Page) => {
      await page.goto('/diets');
      await page.getByRole('button', { name: 'Get notified when we add a diet' }).click();
      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      return modal;
    };

    test('given a good address, should subscribe, then close after 3 s with an empty form @desktop-only', async ({
      page,
    }) => {
      await page.clock.install();
      const modal = await form(page);
      await modal.getByRole('textbox', { name: /Name/ }).fill('Anna');
      await modal
        .getByRole('textbox', { name: 'Email' })
        .fill(`diets-${test.info().project.name}-${Date.now()}@example.ch`);
      const answer = page.waitForResponse((response) => response.url().endsWith('/newsletter'));
      await modal.getByRole('button', { name: 'Notify me' }).click();
      const request = (await answer).request();
      expect(request.postData()).toContain('name=Anna');
      await expect(modal.getByText('🎉 Subscription successful!')).toBeVisible();
      await page.clock.runFor(3000);
      await expect(modal).toBeHidden();
      await page.getByRole('button', { name: 'Get notified when we add a diet' }).click();
      await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Email' })).toHaveValue('');
    });

    test('given an empty, then a bad address, should say so; given a 500, the spec’s failure @desktop-only', async ({
      page,
    }) => {
      const modal = await form(page);
      await modal.getByRole('button', { name: 'Notify me' }).click();
      await expect(modal.getByText('⚠️ Please enter your email address.')).toBeVisible();
      await modal.getByRole('textbox', { name: 'Email' }).fill('no-at-sign');
      await modal.getByRole('button', { name: 'Notify me' }).click();
      await expect(modal.getByText('🚫 Please enter a valid email address.')).toBeVisible();
      await apiFails(page, { path: '/newsletter' });
      await modal.getByRole('textbox', { name: 'Email' }).fill('anna@example.ch');
      await modal.getByRole('button', { name: 'Notify me' }).click();
      await expect(modal.getByText('❌ Something went wrong. Please try again.')).toBeVisible();
      await expect(modal).toBeVisible();
    });
  });

  test('given the journey section, should say the video is coming', async ({ page }) => {
    await page.goto('/diets');
    await expect(page.getByRole('heading', { name: 'Your journey with DietCheck', level: 2 })).toBeVisible();
    await expect(page.getByText('Video coming soon')).toBeVisible();
  });
});
