/**
 * The signed-in routes' guard tells its cases apart (issue 33, item 2), on the real local stack:
 * an account without a profile completes it in the quiz; an API that cannot be reached keeps the
 * session and says so (an API answering 500 is in ../app/shell.spec.ts); a token the API refuses
 * ends the session at /login.
 */
import { expect, test, type Page } from '@playwright/test';

import { apiFails } from '../../support/api-faults';
import { withProfile } from '../../support/members';
import { createConfirmedUser, type PoolAccount } from '../../support/pool';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function logIn(page: Page, account: PoolAccount) {
  await page.goto('/login');
  await expect(heading(page, 'Log in to your account')).toBeVisible();
  await page.getByLabel('Username or email', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in to DietCheck' }).click();
}

test.describe('the guard', () => {
  // Signing in loads Amplify and makes several round trips to the pool: allow for a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('given a confirmed account without a profile, should complete it in the quiz and open the dashboard @desktop-only', async ({
    page,
  }) => {
    const account = await createConfirmedUser('noprofile');
    await logIn(page, account);

    // Not a silent bounce to /login: the quiz, in its "complete your profile" form.
    await expect(page).toHaveURL(/\/registration-questionnaire$/, { timeout: 20_000 });
    await expect(heading(page, 'Complete your profile')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await expect(heading(page, 'Which diets or intolerances apply to you?')).toBeFocused();
    await page.getByText('Lactose intolerance', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page, 'Where do you do your grocery shopping?')).toBeFocused();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page, 'What is your gender?')).toBeFocused();
    await page.getByText('Female', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Birth year' }).fill('1988');
    await page.getByRole('button', { name: 'Finish quiz' }).click();

    // The last step saves with the owner's token: no account form, no password.
    await expect(heading(page, 'Save your profile')).toBeFocused();
    await expect(page.getByText(account.username, { exact: true })).toBeVisible();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save my profile' }).click();

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: /^Hi, / })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Every product is checked against your diets: Lactose-free.')).toBeVisible();
    // Still signed in, and the quiz's answers are gone.
    expect(
      await page.evaluate(() => [!!localStorage.getItem('token'), localStorage.getItem('quiz_answers')]),
    ).toEqual([true, null]);
  });

  test('given the API unreachable while signing in, should say so rather than show the login again @desktop-only', async ({
    page,
  }) => {
    const account = await withProfile(await createConfirmedUser('apinet'));
    await page.route(
      (url) => url.pathname === '/user-profile/get-user-profile',
      (route) => route.abort('connectionrefused'),
    );
    await logIn(page, account);
    await expect(heading(page, 'We cannot reach DietCheck')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('given a token the API refuses (401), should end the session at /login @desktop-only', async ({
    page,
  }) => {
    const account = await withProfile(await createConfirmedUser('refused'));
    await apiFails(page, { path: '/user-profile/get-user-profile', status: 401 });
    await logIn(page, account);
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect(heading(page, 'Log in to your account')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
