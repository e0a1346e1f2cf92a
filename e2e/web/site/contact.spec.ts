import { expect, test, type Page } from '@playwright/test';

import { apiDown, apiFails } from '../../support/api-faults.ts';
import { stack } from '../../support/stack.ts';
import { openWholePage } from './helpers.ts';

test.describe('the contact page', () => {
  test('given the FAQ, should show 3, then 6, then all 10, then 3 again, one answer open at a time', async ({
    page,
  }) => {
    await page.goto('/contact');
    const list = page.locator('[data-slot="faq-list"]');
    const items = list.getByRole('heading', { level: 3 });
    await expect(items).toHaveCount(3);
    await list.getByRole('button', { name: 'Show more' }).click();
    await expect(items).toHaveCount(6);
    await list.getByRole('button', { name: 'Show more' }).click();
    await expect(items).toHaveCount(10);
    await list.getByRole('button', { name: 'Show less' }).click();
    await expect(items).toHaveCount(3);

    await items.nth(0).getByRole('button').click();
    await items.nth(1).getByRole('button').click();
    await expect(items.nth(1).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(0).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('the contact form', () => {
    const fill = async (page: Page, email: string) => {
      await page.getByRole('textbox', { name: 'Name' }).fill('Anna Muster');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page
        .getByRole('combobox', { name: 'Reason' })
        .selectOption({ label: 'A product is missing or wrong' });
      await page.getByRole('textbox', { name: 'Message' }).fill('The oat drink I buy at Coop is missing.');
    };

    test('given a good message, should send it form-encoded to the API and empty the form @desktop-only', async ({
      page,
    }) => {
      await openWholePage(page, '/contact');
      await fill(page, 'anna@example.ch');
      const answer = page.waitForResponse((response) => response.url() === `${stack().apiUrl}/contact`);
      await page.getByRole('button', { name: 'Send' }).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      expect(response.request().headers()['content-type']).toContain('application/x-www-form-urlencoded');
      expect(response.request().postData()).toContain('reason=product');
      await expect(page.getByText('🎉 Message sent successfully!')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    });

    test('given a bad address, should say so and send nothing @desktop-only', async ({ page }) => {
      let sent = 0;
      page.on('request', (request) => {
        if (request.url() === `${stack().apiUrl}/contact`) sent += 1;
      });
      await openWholePage(page, '/contact');
      await fill(page, 'anna@');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('🚫 Please enter a valid email address.')).toBeVisible();
      expect(sent).toBe(0);
    });

    test('given the API answering 500 or down, should keep the message and say so @desktop-only', async ({
      page,
    }) => {
      const restore = await apiFails(page, { path: '/contact' });
      await openWholePage(page, '/contact');
      await fill(page, 'anna@example.ch');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('❌ Something went wrong. Please try again.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
        'The oat drink I buy at Coop is missing.',
      );
      await restore();
      await apiDown(page, { path: '/contact' });
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('🚫 Network error — please try again.')).toBeVisible();
    });
  });
});
