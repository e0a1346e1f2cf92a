import { expect, test, type Page } from '@playwright/test';

import { apiDown, apiFails } from '../../support/api-faults.ts';
import { collectPageErrors, isMobile, openWholePage } from './helpers.ts';

const carousel = (page: Page, name: string) =>
  page.locator(`[aria-roledescription="carousel"][aria-label="${name}"]`);

test.describe('the home page', () => {
  test('given the hero, should lead into the quiz', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Know at a glance which groceries suit your diet.',
    );
    await page.getByRole('main').getByRole('link', { name: 'Start the quiz' }).first().click();
    await expect(page).toHaveURL(/\/registration-questionnaire$/);
    expect(errors).toEqual([]);
  });

  test('given the first screen, should load the rest of the page on the first key press, before focus reaches it', async ({
    page,
  }) => {
    const codeBelow: string[] = [];
    page.on('request', (request) => {
      if (/home-below-[\w-]+\.js$/.test(request.url())) codeBelow.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-slot="below-the-fold"]')).toHaveCount(1);
    expect(codeBelow).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('heading', { level: 2, name: 'How DietCheck works' })).toBeAttached();
    await expect(page.locator('[data-slot="below-the-fold"]')).toHaveCount(0);
    expect(codeBelow).toHaveLength(1);
  });

  test('given the how-it-works steps, should select a step on click and advance every 5 s', async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    await openWholePage(page, '/');
    const section = page.getByRole('region', { name: 'How DietCheck works' });
    await section.scrollIntoViewIfNeeded();
    if (isMobile(testInfo)) {
      const third = section.getByRole('button', { name: /Get your verdict/ });
      await third.click();
      await expect(third).toHaveAttribute('aria-expanded', 'true');
      await page.clock.runFor(5000);
      await expect(section.getByRole('button', { name: /Find alternatives/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    } else {
      const third = section.getByRole('tab', { name: /Get your verdict/ });
      await third.click();
      await expect(third).toHaveAttribute('aria-selected', 'true');
      await page.clock.runFor(5000);
      await expect(section.getByRole('tab', { name: /Find alternatives/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.clock.runFor(5000);
      await expect(section.getByRole('tab', { name: /Answer the quiz/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    await section.getByRole('link', { name: 'Learn about the diets' }).click();
    await expect(page).toHaveURL(/\/diets$/);
  });

  test('given a step change by scroll or by the clock on a phone, should move neither the section nor the page @mobile-only', async ({
    page,
  }) => {
    test.slow(); // a slow scroll through the section, step by step
    await page.clock.install();
    await openWholePage(page, '/');
    const section = page.locator('[data-slot="how-it-works"]');
    const measure = () =>
      section.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const selected = element.querySelector('[aria-expanded="true"], [aria-selected="true"]');
        return {
          top: Math.round(box.top + window.scrollY),
          bottom: Math.round(box.bottom + window.scrollY),
          pageHeight: document.documentElement.scrollHeight,
          step: selected?.textContent ?? '',
        };
      });
    await section.evaluate((element) => window.scrollTo(0, (element as HTMLElement).offsetTop - 200));
    const start = await measure();
    const steps = new Set([start.step]);
    // Slowly through the section: every step is selected on the way, and nothing moves.
    for (let y = 0; y < start.bottom - start.top; y += 60) {
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 60);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
      const now = await measure();
      steps.add(now.step);
      expect({ ...now, step: '' }).toEqual({ ...start, step: '' });
    }
    expect(steps.size).toBe(4);
    const scrollY = await page.evaluate(() => window.scrollY);
    const before = await measure();
    await page.clock.runFor(5000);
    await expect.poll(async () => (await measure()).step).not.toBe(before.step);
    expect({ ...(await measure()), step: '' }).toEqual({ ...before, step: '' });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test('given the diets section, should rotate over four items every 5 s', async ({ page }) => {
    await page.clock.install();
    await openWholePage(page, '/');
    const rotating = carousel(page, 'Four diets, checked ingredient by ingredient');
    await expect(rotating.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(rotating.getByRole('group', { name: '2 of 4' })).toBeVisible();
  });

  test('given the testimonials, should hold 13 and wrap around both ways', async ({ page }) => {
    await openWholePage(page, '/');
    const quotes = carousel(page, 'Testimonials');
    await expect(quotes.locator('[aria-roledescription="slide"]')).toHaveCount(13);
    await quotes.getByRole('button', { name: 'Previous' }).click();
    await expect(quotes.getByRole('group', { name: '13 of 13' })).toBeVisible();
    await quotes.getByRole('button', { name: 'Next' }).click();
    await expect(quotes.getByRole('group', { name: '1 of 13' })).toBeVisible();
  });

  test('given the features, should keep one section open at a time @desktop-only', async ({ page }) => {
    await openWholePage(page, '/');
    const features = page.getByRole('region', { name: 'What DietCheck does for you' });
    const first = features.getByRole('button', { name: 'Made for your diets' });
    const second = features.getByRole('button', { name: 'A clear yes or no, right in the shop' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(features.getByRole('button', { expanded: true })).toHaveCount(1);
  });

  test.describe('the newsletter box', () => {
    const box = (page: Page) => page.getByRole('region', { name: 'Stay in the loop' });

    test('given no or a bad address, should say so without sending @desktop-only', async ({ page }) => {
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/newsletter')) sent += 1;
      });
      await openWholePage(page, '/');
      await box(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(box(page).getByText('⚠️ Please enter your email address.')).toBeVisible();
      await box(page).getByRole('textbox', { name: 'Email address' }).fill('anna@example');
      await box(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(box(page).getByText('🚫 Please enter a valid email address.')).toBeVisible();
      expect(sent).toBe(0);
    });

    test('given a good address, should subscribe through the API, clear the field and the message after 3 s @desktop-only', async ({
      page,
    }) => {
      await page.clock.install();
      await openWholePage(page, '/');
      const email = box(page).getByRole('textbox', { name: 'Email address' });
      await email.fill(`home-${test.info().project.name}-${Date.now()}@example.ch`);
      const answer = page.waitForResponse((response) => response.url().endsWith('/newsletter'));
      await box(page).getByRole('button', { name: 'Subscribe' }).click();
      expect((await answer).status()).toBe(200);
      await expect(box(page).getByText('🎉 Subscription successful!')).toBeVisible();
      await expect(email).toHaveValue('');
      await page.clock.runFor(3000);
      await expect(box(page).getByText('🎉 Subscription successful!')).toBeHidden();
    });

    test('given the API answering 500, should show the spec’s failure and keep the address @desktop-only', async ({
      page,
    }) => {
      await apiFails(page, { path: '/newsletter' });
      await openWholePage(page, '/');
      const email = box(page).getByRole('textbox', { name: 'Email address' });
      await email.fill('anna@example.ch');
      await box(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(box(page).getByText('❌ There was a problem. Please try again later.')).toBeVisible();
      await expect(email).toHaveValue('anna@example.ch');
    });

    test('given the API down, should show the network message @desktop-only', async ({ page }) => {
      await apiDown(page, { path: '/newsletter' });
      await openWholePage(page, '/');
      await box(page).getByRole('textbox', { name: 'Email address' }).fill('anna@example.ch');
      await box(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(box(page).getByText('🚫 Network error — please try again.')).toBeVisible();
    });
  });
});
