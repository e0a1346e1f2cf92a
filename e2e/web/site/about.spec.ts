import { expect, test } from '@playwright/test';

import { isMobile, openWholePage } from './helpers.ts';

test.describe('the about page', () => {
  test('given the page, should tell the story with a picture, the mission and the team of three', async ({
    page,
  }, testInfo) => {
    await openWholePage(page, '/about');
    await expect(page.getByRole('img', { name: /./ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
    if (isMobile(testInfo)) {
      const team = page.locator('[aria-roledescription="carousel"][aria-label="Team"]');
      await expect(team.getByRole('group', { name: '1 of 3' })).toBeVisible();
      await team.getByRole('button', { name: 'Next' }).click();
      await expect(team.getByRole('group', { name: '2 of 3' })).toBeVisible();
      await team.getByRole('button', { name: 'Next' }).click();
      await expect(team.getByRole('link', { name: 'Get in touch' })).toBeVisible();
    } else {
      const team = page.getByRole('list', { name: 'Team' });
      await expect(team.getByRole('listitem')).toHaveCount(3);
      await team.getByRole('link', { name: 'Get in touch' }).click();
      await expect(page).toHaveURL(/\/contact$/);
    }
  });

  test('given the closing call to action, should lead into the quiz', async ({ page }) => {
    await openWholePage(page, '/about');
    await page.getByRole('main').getByRole('link', { name: 'Start the quiz' }).click();
    await expect(page).toHaveURL(/\/registration-questionnaire$/);
  });
});
