/**
 * /login-credentials (signed-in spec §2 Account area, §5 Credentials, §8 'Credentials saved!'): the
 * e-mail and username read-only, the password rule (save disabled while it fails, pink fields, the
 * confirmation's mismatch), a password against the pool's policy that cannot be sent, a wrong
 * current password refused by the pool with nothing changed, all by keyboard and axe clean; a real
 * change ('Credentials saved!', then only the new password logs in); the French and German texts.
 *
 * The pool is the real local one (patched cognito-local: ChangePassword checks the old password and
 * the policy as Cognito does). Only the real change uses a fresh member; the rest leaves the
 * worker's member as it was.
 */
import type { Page, Request } from '@playwright/test';

import { expectNoAxeViolations } from '../../support/axe.ts';
import { expect as baseExpect, freshMember, test } from '../../support/members.ts';
import { signIn } from '../../support/stack.ts';
import { isMobile, useLanguage } from '../site/helpers.ts';

// A new member's first signed-in page builds their product list; every wait ends once it holds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/** The pink of an invalid field (the kit's `--danger-soft`). */
const PINK = 'rgb(251, 232, 230)';

/** The ChangePassword calls the page sends to the user pool. */
function changePasswordCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.headers()['x-amz-target']?.endsWith('.ChangePassword')) calls.push(request);
  });
  return calls;
}

function form(page: Page) {
  return {
    email: page.getByRole('textbox', { name: 'Email' }),
    username: page.getByRole('textbox', { name: 'Username' }),
    current: page.getByLabel('Current password', { exact: true }),
    password: page.getByLabel('New password', { exact: true }),
    confirm: page.getByLabel('Confirm password', { exact: true }),
    save: page.getByRole('button', { name: 'Save credentials' }),
    error: page.getByRole('alert').filter({ hasText: /\S/ }),
    saved: page.getByRole('status').filter({ hasText: 'Credentials saved!' }),
  };
}

test('read-only e-mail and username, the rule, a policy-breaking password not sent and a wrong current password refused, by keyboard @desktop-only', async ({
  page,
  member,
}, testInfo) => {
  const calls = changePasswordCalls(page);
  await page.goto('/login-credentials');
  const f = form(page);
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login credentials' }),
  ).toHaveAttribute('aria-current', 'page');

  // Read-only: announced as such, with the account's e-mail and username, and why the username stays.
  await expect(f.email).toHaveValue(member.email);
  await expect(f.username).toHaveValue(member.username);
  for (const field of [f.email, f.username]) {
    await expect(field).not.toBeEditable();
    await expect(field).toHaveAttribute('readonly');
  }
  await expect(f.username).toHaveAccessibleDescription(/so it cannot be changed/);
  await expect(f.current).toHaveAccessibleDescription(/device you left unlocked/);
  await expect(f.current).toHaveAttribute('autocomplete', 'current-password');

  // Nothing typed: nothing pink, nothing to save.
  for (const field of [f.current, f.password, f.confirm])
    await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(f.save).toBeDisabled();
  await expectNoAxeViolations(page);

  // Keyboard only from here: from the username, Tab to the current password.
  await f.username.focus();
  await page.keyboard.press('Tab');
  await expect(f.current).toBeFocused();
  await page.keyboard.type(member.password);
  await page.keyboard.press('Tab'); // its show/hide toggle
  await page.keyboard.press('Space');
  await expect(f.current).toHaveAttribute('type', 'text');
  await page.keyboard.press('Space');
  await expect(f.current).toHaveAttribute('type', 'password');
  await page.keyboard.press('Tab');
  await expect(f.password).toBeFocused();

  // A password against the rule (no uppercase letter, no symbol): pink, and it cannot be sent.
  await page.keyboard.type('password123');
  await expect(f.password).toHaveAttribute('aria-invalid', 'true');
  await expect(f.password).toHaveCSS('background-color', PINK);
  await expect(f.confirm).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(f.confirm).toBeFocused();
  await page.keyboard.type('password123');
  await page.keyboard.press('Enter');
  await expect(f.save).toBeDisabled();

  // A good password and a confirmation that differs: the confirmation is pink, saving disabled.
  await f.password.fill('Brand-new-pass7');
  await f.confirm.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Brand-new-pass8');
  await expect(f.password).not.toHaveAttribute('aria-invalid');
  await expect(f.confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(f.confirm).toHaveCSS('background-color', PINK);
  await expect(page.locator('[data-rule="match"]')).not.toHaveAttribute('data-met');
  await page.keyboard.press('Enter');
  await expect(f.save).toBeDisabled();
  expect(calls).toHaveLength(0);

  // A wrong current password: the pool refuses, the form says so and puts the keyboard back there.
  await f.current.fill('Not-my-pass9!');
  await f.confirm.focus();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('7');
  await expect(f.save).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(f.error).toHaveText('Your current password is not correct. Nothing was changed.');
  await expect(f.current).toHaveAttribute('aria-invalid', 'true');
  await expect(f.current).toBeFocused();
  await expect(f.saved).toHaveCount(0);
  expect(calls).toHaveLength(1);
  await expectNoAxeViolations(page);
  // Typing again clears the outcome.
  await page.keyboard.type('x');
  await expect(f.error).toHaveCount(0);

  // Nothing changed: the old password still signs in.
  await expect(signIn(member.username, member.password)).resolves.toMatchObject({
    IdToken: expect.any(String),
  });

  if (isMobile(testInfo)) {
    // The phone layout: nothing wider than the screen, the button reachable.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await f.save.scrollIntoViewIfNeeded();
    await expect(f.save).toBeInViewport();
  }
});

test('a real change: Credentials saved!, then only the new password logs in @desktop-only', async ({
  browser,
}) => {
  // Four sign-ins through the pool (the fresh member's, the password change, the refused old
  // password, the new one): allow for a busy machine.
  test.setTimeout(90_000);
  const member = await freshMember(browser, 'creds');
  const context = await browser.newContext({ storageState: member.storageState });
  const page = await context.newPage();
  const calls = changePasswordCalls(page);
  const next = 'Fresh-pass2?';

  await page.goto('/login-credentials');
  const f = form(page);
  await f.current.fill(member.password);
  await f.password.fill(next);
  await f.confirm.fill(next);
  await f.save.click();
  await expect(f.saved).toBeVisible({ timeout: 15_000 });
  expect(calls).toHaveLength(1);
  await expect(f.error).toHaveCount(0);
  // The passwords are not left in the page.
  for (const field of [f.current, f.password, f.confirm]) {
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid');
  }
  await expect(f.save).toBeDisabled();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  const login = {
    identifier: page.getByLabel('Username or email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Log in to DietCheck' }),
  };
  await login.identifier.fill(member.username);
  await login.password.fill(member.password);
  await login.submit.click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/login$/);

  await login.password.fill(next);
  await login.submit.click();
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  await context.close();
});

test('French and German: the texts, and the pool’s refusal in French @desktop-only', async ({
  browser,
  member,
}) => {
  for (const [code, texts] of [
    [
      'FRA',
      {
        current: 'Mot de passe actuel',
        password: 'Nouveau mot de passe',
        confirm: 'Confirmer le mot de passe',
        username: 'Nom d’utilisateur',
        save: 'Enregistrer les identifiants',
        title: 'Modifier le mot de passe',
        error: 'Votre mot de passe actuel est incorrect. Rien n’a été modifié.',
      },
    ],
    [
      'DEU',
      {
        current: 'Aktuelles Passwort',
        password: 'Neues Passwort',
        confirm: 'Passwort bestätigen',
        username: 'Benutzername',
        save: 'Anmeldedaten speichern',
        title: 'Passwort ändern',
        error: 'Ihr aktuelles Passwort ist falsch. Es wurde nichts geändert.',
      },
    ],
  ] as const) {
    const context = await browser.newContext({ storageState: member.storageState });
    const page = await context.newPage();
    await useLanguage(page, code);
    await page.goto('/login-credentials');
    await expect(page.getByRole('group', { name: texts.title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: texts.username })).toHaveValue(member.username);
    await page.getByLabel(texts.current, { exact: true }).fill('Not-my-pass9!');
    await page.getByLabel(texts.password, { exact: true }).fill('Brand-new-pass7');
    await page.getByLabel(texts.confirm, { exact: true }).fill('Brand-new-pass7');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(texts.error);
    await context.close();
  }
});
