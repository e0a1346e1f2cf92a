/**
 * Login (public-site spec §2, §4, §8) against the real local stack: the web app signs in through
 * Amplify on cognito-local. Every test makes its own pool users (`support/pool.ts`).
 */
import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from '../../support/axe';
import {
  createConfirmedUser,
  createUnconfirmedUser,
  nextCode,
  storedCode,
  type PoolAccount,
} from '../../support/pool';
import { withProfile } from '../../support/members';
import { confirmationCode } from '../../support/stack';
import { useLanguage } from '../site/helpers';

const TEXT = {
  title: 'Log in to your account',
  identifier: 'Username or email',
  password: 'Password',
  submit: 'Log in to DietCheck',
  forgot: 'Forgot password?',
  reset: 'Reset your password.',
  notAuthorized: 'Incorrect username or password.',
  notConfirmed: 'Your account is not confirmed. Please check your email.',
};

function form(page: Page) {
  return {
    identifier: page.getByLabel(TEXT.identifier, { exact: true }),
    password: page.getByLabel(TEXT.password, { exact: true }),
    submit: page.getByRole('button', { name: TEXT.submit }),
    error: page.getByRole('alert'),
  };
}

async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.title })).toBeVisible();
}

async function logIn(page: Page, identifier: string, password: string) {
  const { identifier: id, password: pw, submit } = form(page);
  await id.fill(identifier);
  await pw.fill(password);
  await submit.click();
}

/** The payload of a JWT, decoded without checking it (the API checks it). */
function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** On the dashboard with the account's id token under `token` and the sign-in result under `user`. */
async function expectSignedInAs(page: Page, account: PoolAccount) {
  // Loading Amplify, signing in and fetching the session: allow for a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
  }));
  expect(stored.token).toBeTruthy();
  expect(claims(stored.token!)).toMatchObject({
    'cognito:username': account.username,
    email: account.email,
    token_use: 'id',
  });
  expect(JSON.parse(stored.user!)).toMatchObject({
    isSignedIn: true,
    nextStep: { signInStep: 'DONE' },
    username: account.username,
    email: account.email,
  });
}

test.describe('login', () => {
  // Several round trips to the pool and axe runs per test, on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('given the login page, should show the form, its links, and no axe violations', async ({ page }) => {
    await openLogin(page);
    await expect(page).toHaveTitle(/Log in/);
    await expect(form(page).submit).toBeEnabled();
    await expect(page.getByRole('button', { name: TEXT.forgot })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create your profile.' })).toHaveAttribute(
      'href',
      '/registration-questionnaire',
    );
    await expectNoAxeViolations(page);
  });

  test('given a confirmed user, should log in by username and open the dashboard @desktop-only', async ({
    page,
  }) => {
    const account = await withProfile(await createConfirmedUser('login'));
    await openLogin(page);
    await logIn(page, account.username, account.password);
    await expectSignedInAs(page, account);
  });

  test('given a confirmed user, should log in by e-mail alias @desktop-only', async ({ page }) => {
    const account = await withProfile(await createConfirmedUser('login'));
    await openLogin(page);
    await logIn(page, account.email, account.password);
    await expectSignedInAs(page, account);
  });

  test('given someone already signed in, should log in as the next user (no "already signed in" trap) @desktop-only', async ({
    page,
  }) => {
    const first = await withProfile(await createConfirmedUser('login'));
    const second = await withProfile(await createConfirmedUser('login'));
    await openLogin(page);
    await logIn(page, first.username, first.password);
    await expectSignedInAs(page, first);
    await openLogin(page);
    await logIn(page, second.username, second.password);
    await expectSignedInAs(page, second);
  });

  test('given a wrong password, should say so, show the recovery hint once, and clear the error on typing @desktop-only', async ({
    page,
  }) => {
    const account = await createConfirmedUser('login');
    await openLogin(page);
    await logIn(page, account.username, 'Wrong-pass1!');
    const { error, password } = form(page);
    await expect(error).toHaveText(TEXT.notAuthorized);
    await expect(page).toHaveURL(/\/login$/);
    // The recovery link moved under the password field: exactly one way to recover.
    await expect(page.getByRole('button', { name: TEXT.reset })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXT.forgot })).toHaveCount(0);
    await expect(password).toHaveAccessibleDescription(new RegExp(TEXT.notAuthorized.replace('.', '\\.')));
    await expectNoAxeViolations(page);

    await password.press('End');
    await password.pressSequentially('x');
    await expect(error).toHaveCount(0);
    await expect(page.getByRole('button', { name: TEXT.reset })).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('given an unknown user, should refuse it as the pool does (no hint whether the user exists) @desktop-only', async ({
    page,
  }) => {
    await openLogin(page);
    await logIn(page, 'nobody-here-e2e', 'Some-pass1!');
    // Cognito (and cognito-local) hide whether a user exists: NotAuthorized, not UserNotFound.
    await expect(form(page).error).toHaveText(TEXT.notAuthorized);
  });

  test('given an unconfirmed account, should ask for the e-mail code and then log in @desktop-only', async ({
    page,
  }) => {
    // Its profile was saved without a token (the quiz's cancelled code dialog): pending until now.
    const account = await withProfile(await createUnconfirmedUser('login'), { confirmed: false });
    await openLogin(page);
    await logIn(page, account.username, account.password);
    const dialog = page.getByRole('dialog', { name: 'Confirm your email' });
    await expect(dialog).toBeVisible();
    // The form behind the modal dialog (hidden from assistive technology while it is open) says why.
    await expect(page.getByRole('alert', { includeHidden: true })).toHaveText(TEXT.notConfirmed);
    await expectNoAxeViolations(page);

    const code = page.getByLabel('Confirmation code');
    await expect(code).toBeFocused();
    const wrong = (await confirmationCode(account.username)) === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/This code is not correct/);

    await code.fill(await confirmationCode(account.username));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // Signed in; the token-less profile may be anyone's, so it is not adopted: the owner completes
    // it in the quiz (the guard's 404 case) rather than seeing a stranger's answers.
    await expect(page).toHaveURL(/\/registration-questionnaire$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible({
      timeout: 15_000,
    });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(claims(token!)).toMatchObject({ 'cognito:username': account.username, email_verified: true });
  });

  test('given a forgotten password, should send a code and log in with the new password @desktop-only', async ({
    page,
  }) => {
    const account = await withProfile(await createConfirmedUser('login'));
    await openLogin(page);
    await form(page).identifier.fill(account.email);
    await page.getByRole('button', { name: TEXT.forgot }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog.getByLabel('Username or email')).toHaveValue(account.email);
    const before = await storedCode(account.username);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByLabel('Confirmation code')).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Confirmation code').fill(await nextCode(account.username, before));
    await dialog.getByLabel('New password').fill('Newer-pass2!');
    await dialog.getByRole('button', { name: 'Save and log in' }).click();
    await expectSignedInAs(page, { ...account, password: 'Newer-pass2!' });
  });

  test('given only a keyboard, should log in', async ({ page }) => {
    const account = await withProfile(await createConfirmedUser('login'));
    await openLogin(page);
    await form(page).identifier.focus();
    await page.keyboard.type(account.username);
    await page.keyboard.press('Tab');
    await expect(form(page).password).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expectSignedInAs(page, account);
  });

  test('given registration just confirmed the account, should say so above the form @desktop-only', async ({
    page,
  }) => {
    // What the quiz does: navigate('/login', { state: { notice: 'account-confirmed' } }).
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({ usr: { notice: 'account-confirmed' }, key: 'e2e', idx: 1 }, '', '/login');
    });
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: '✅ Account confirmed successfully!' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('given German, should show the form and its errors in German @desktop-only', async ({ page }) => {
    await useLanguage(page, 'DEU');
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Melden Sie sich bei Ihrem Konto an' }),
    ).toBeVisible();
    await page.getByLabel('Benutzername oder E-Mail').fill('nobody-here-e2e');
    await page.getByLabel('Passwort', { exact: true }).fill('Some-pass1!');
    await page.getByRole('button', { name: 'Bei DietCheck anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');
    await expectNoAxeViolations(page);
  });
});
