/**
 * The sign-up quiz and registration (public-site spec §2 quiz, §4, §5, §8) against the real local
 * stack: cognito-local (the confirmation code is read from the pool's data file), the API on PGlite
 * and the built web app. Each journey signs up a fresh user.
 */
import { randomUUID } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from '../../support/axe';
import { cognitoCall, confirmationCode, DEMO_USER, signIn, stack } from '../../support/stack';

const PASSWORD = 'Quiz-pass1!';
/** The spec's messages under the password fields after a failed submit (public-site spec §5). */
const PASSWORD_RULE =
  'Password must be at least 8 characters and include 1 uppercase, 1 number, and 1 special character.';
const MISMATCH = 'Passwords do not match.';

/** A pattern matching a text that begins with `text`. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const QUIZ = '/registration-questionnaire';

interface Account {
  username: string;
  email: string;
  password: string;
}

function newAccount(): Account {
  const username = `quiz-${randomUUID().slice(0, 12)}`;
  return { username, email: `${username}@example.test`, password: PASSWORD };
}

/** Opens the quiz and waits out the 2.7 s splash, up to the welcome step (its heading takes focus). */
async function openQuiz(page: Page) {
  await page.goto(QUIZ);
  await expect(page.locator('[data-slot="quiz-welcome"] h1')).toBeFocused({ timeout: 15_000 });
}

/** Clicks a choice card by its visible title, as a user does (the input itself lies under the card). */
const choose = (page: Page, title: string) => page.getByText(title, { exact: true }).click();

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Answers the four questions with the mouse (lactose + other 'nuts', shop 5, female, 1990). */
async function answerQuiz(page: Page, { axe = false } = {}) {
  await page.getByRole('button', { name: 'Start quiz' }).click();
  await expect(heading(page, 'Which diets or intolerances apply to you?')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await choose(page, 'Lactose intolerance');
  await choose(page, 'Other');
  await page.getByRole('textbox', { name: 'Which other intolerance or diet?' }).fill('nuts');
  if (axe) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(heading(page, 'Where do you do your grocery shopping?')).toBeFocused();
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '5');
  if (axe) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(heading(page, 'What is your gender?')).toBeFocused();
  await choose(page, 'Female');
  if (axe) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(heading(page, 'In which year were you born?')).toBeFocused();
  const year = page.getByRole('textbox', { name: 'Birth year' });
  await year.fill('19x90');
  await expect(year).toHaveValue('1990');
  if (axe) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Finish quiz' }).click();
  await expect(heading(page, 'Secure your account')).toBeFocused();
}

async function fillAccount(page: Page, account: Account) {
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByRole('textbox', { name: 'Email' }).fill(`  ${account.email} `);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
}

const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your email' });

/** The user's profile as the API gives it to the signed-in owner. */
async function ownProfile(account: Account) {
  const { IdToken } = await signIn(account.username, account.password);
  const response = await fetch(`${stack().apiUrl}/user-profile/get-user-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${IdToken}` },
    body: JSON.stringify({ email: account.email }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** A token-less registration, as anyone who knows the username and e-mail could send it. */
async function squat(account: Account) {
  return fetch(`${stack().apiUrl}/user-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Mallory',
      surname: 'Squatter',
      email: account.email,
      knows_intolerance: true,
      intolerances: [4],
      extra_intolerance: 'planted',
      shop: 0,
      gender: 1,
      birth_year: 1950,
      username: account.username,
      password: 'Squat-pass1!',
      confirmPassword: 'Squat-pass1!',
      sees_red_products: false,
      sees_local_products: false,
      sees_only_specific_retailer: false,
      retailer_list: [],
      shared_accounts: [],
    }),
  });
}

const QUIZ_PROFILE = { intolerances: [1], extra_intolerance: 'nuts', gender: 2, birth_year: 1990 };

test.describe('registration', () => {
  // Each journey signs up through the real pool and saves through the real API, axe-checking its
  // steps, on a shared 2-core machine.
  test.describe.configure({ timeout: 240_000 });

  test('the splash names the page and gives way to the welcome step after 2.7 s', async ({ page }) => {
    // The page's clock is paused on the splash (only here: the identity library needs real timers).
    // Axe does not run on the splash: it waits on timers; the kit's splash stories are checked by axe.
    await page.clock.install();
    // When the splash appeared, on the page's clock: on a loaded machine the pause below may come
    // well after it, so the time left is counted from here, not from the pause.
    await page.addInitScript(() => {
      const w = window as unknown as { __splashShownAt?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-slot="quiz-splash"]')) {
          w.__splashShownAt = Date.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(QUIZ);
    await expect(page.locator('[data-slot="quiz-splash"]')).toBeAttached();
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 300);
    const shownAt = await page.evaluate(
      () => (window as unknown as { __splashShownAt: number }).__splashShownAt,
    );
    const left = shownAt + 2700 - (now + 300);
    await expect(page.getByRole('status').filter({ hasText: 'Getting your quiz ready' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your profile' })).toBeAttached();
    // Only when the splash has had less than 2.7 s by the pause can it be seen going away on time.
    if (left > 200) {
      await page.clock.runFor(left - 200);
      await expect(page.locator('[data-slot="quiz-splash"]')).toBeAttached();
      await page.clock.runFor(400);
    } else {
      test.info().annotations.push({ type: 'slow machine', description: `splash left ${left} ms` });
      await page.clock.runFor(Math.max(0, left) + 200);
    }
    await expect(heading(page, "Welcome! Let's find what suits you")).toBeFocused();
  });

  test('the whole registration: quiz, account, e-mail code (pasted), profile saved, storage cleared, /login @desktop-only', async ({
    page,
    context,
  }) => {
    const account = newAccount();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openQuiz(page);
    await expectNoAxeViolations(page);
    await answerQuiz(page, { axe: true });
    await expectNoAxeViolations(page);

    // Errors show only after the first submit, on every broken field with its message under it (the
    // spec's password rule and 'Passwords do not match.'); the checklist's unmet rules turn red.
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create DietCheck profile' }).click();
    await expect(page.getByText('Please enter a username.')).toBeVisible();
    await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
    await expect(page.getByText(MISMATCH)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    const rules = page.getByRole('list', { name: 'Password requirements' });
    const length = rules.getByRole('listitem').filter({ hasText: 'At least 8 characters' });
    await expect(length).toContainText('not met yet');
    await expect(length).toHaveAttribute('data-flagged');
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
    await expectNoAxeViolations(page);

    await fillAccount(page, account);
    await page.getByRole('button', { name: 'Create DietCheck profile' }).click();
    await expect(codeDialog(page)).toBeVisible();
    await expect(codeDialog(page)).toContainText(account.email);
    await expectNoAxeViolations(page);

    const code = await confirmationCode(account.username);
    await page.evaluate((text) => navigator.clipboard.writeText(text), code);
    await page.getByRole('textbox', { name: 'Confirmation code' }).focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByRole('textbox', { name: 'Confirmation code' })).toHaveValue(code);
    await codeDialog(page).getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
      notice: 'account-confirmed',
    });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'lang_code'))).toEqual(
      [],
    );
    // The profile is the owner's, with the quiz's answers and the trimmed e-mail.
    expect(await ownProfile(account)).toMatchObject({ ...QUIZ_PROFILE, email: account.email });
  });

  test('cancelling the code dialog skips the confirmation and still saves the profile @desktop-only', async ({
    page,
  }) => {
    const account = newAccount();
    await openQuiz(page);
    await answerQuiz(page);
    await fillAccount(page, account);
    await page.getByRole('button', { name: 'Create DietCheck profile' }).click();
    await codeDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const user = await cognitoCall<{ UserStatus: string }>('AdminGetUser', {
      UserPoolId: stack().userPoolId,
      Username: account.username,
    });
    expect(user.UserStatus).toBe('UNCONFIRMED');
    // Confirmed later: the pending profile (saved without a token, so maybe by anyone) is never
    // served; the owner's first sign-in in this browser completes it from the kept answers. (The
    // owner confirms with the e-mail's code, which verifies the address, as a person would.)
    await cognitoCall('ConfirmSignUp', {
      ClientId: stack().clientId,
      Username: account.username,
      ConfirmationCode: await confirmationCode(account.username),
    });
    await page.getByLabel('Username or email', { exact: true }).fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in to DietCheck' }).click();
    await expect(heading(page, 'Save your profile')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Save my profile' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    expect(await ownProfile(account)).toMatchObject(QUIZ_PROFILE);
  });

  test('a wrong code says so in the dialog, which stays open for the right one @desktop-only', async ({
    page,
  }) => {
    const account = newAccount();
    await openQuiz(page);
    await answerQuiz(page);
    await fillAccount(page, account);
    await page.getByRole('button', { name: 'Create DietCheck profile' }).click();
    const code = await confirmationCode(account.username);
    const wrong = code === '000000' ? '111111' : '000000';
    const field = page.getByRole('textbox', { name: 'Confirmation code' });
    await field.fill(wrong);
    await page.keyboard.press('Enter');
    await expect(codeDialog(page).getByRole('alert')).toHaveText(
      '❌ Confirmation failed: The code is not correct. Please check the email and try again.',
    );
    await expectNoAxeViolations(page);
    await field.fill(code);
    await codeDialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await ownProfile(account)).toMatchObject(QUIZ_PROFILE);
  });

  test("the account step: an empty submit flags every field with its message, a weak password and another confirmation show the spec's two messages under their fields @desktop-only", async ({
    page,
  }) => {
    await openQuiz(page);
    await answerQuiz(page);
    // Nothing may leave the page while the form is invalid: no sign-up, no profile.
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      const target = request.headers()['x-amz-target'] ?? '';
      if (target.endsWith('.SignUp') || url.startsWith(`${stack().apiUrl}/user-profile`)) sent.push(url);
    });
    const submit = page.getByRole('button', { name: 'Create DietCheck profile' });
    const username = page.getByRole('textbox', { name: 'Username' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    const rules = page.getByRole('list', { name: 'Password requirements' }).getByRole('listitem');

    /** The field is invalid, its message is shown just under it and describes it for screen readers. */
    const expectMessageUnder = async (input: typeof username, message: string) => {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(startsWith(message));
      const shown = page.locator('[data-slot$="-field"]').filter({ has: input }).getByText(message);
      await expect(shown).toBeVisible();
      const [field, text] = [await input.boundingBox(), await shown.boundingBox()];
      expect(text!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
      expect(text!.y).toBeLessThan(field!.y + field!.height + 24);
    };

    // Empty: every field at once, each with its message; every rule of the checklist in red.
    await submit.click();
    await expectMessageUnder(username, 'Please enter a username.');
    await expectMessageUnder(email, 'Please enter a valid email address.');
    await expectMessageUnder(password, PASSWORD_RULE);
    await expectMessageUnder(confirm, MISMATCH);
    await expect(username).toBeFocused();
    await expect(rules).toHaveCount(5);
    for (const rule of await rules.all()) await expect(rule).toHaveAttribute('data-flagged');
    await expectNoAxeViolations(page);

    // A weak password (8 letters, nothing else) and a confirmation that differs.
    await username.fill(newAccount().username);
    await email.fill('someone@example.test');
    await password.fill('weakpass');
    await confirm.fill('weakpas');
    await submit.click();
    await expect(password).toBeFocused();
    for (const input of [username, email]) await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Please enter a username.')).toHaveCount(0);
    await expectMessageUnder(password, PASSWORD_RULE);
    await expectMessageUnder(confirm, MISMATCH);
    // The checklist ticks the length and marks the rest in red.
    await expect(rules.filter({ hasText: 'At least 8 characters' })).not.toHaveAttribute('data-flagged');
    await expect(page.locator('[data-slot="password-rule"][data-flagged]')).toHaveCount(4);
    await expect(heading(page, 'Secure your account')).toBeVisible();
    await expectNoAxeViolations(page);

    // Fixed, the messages go as the user types.
    await password.fill(PASSWORD);
    await expect(page.getByText(PASSWORD_RULE)).toHaveCount(0);
    await expect(page.getByText(MISMATCH)).toBeVisible();
    await confirm.fill(PASSWORD);
    await expect(page.getByText(MISMATCH)).toHaveCount(0);
    await expect(page.locator('[data-slot="password-rule"][data-flagged]')).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('an existing username is refused with "Registration failed" in a dialog @desktop-only', async ({
    page,
  }) => {
    await openQuiz(page);
    await answerQuiz(page);
    await fillAccount(page, { ...newAccount(), username: DEMO_USER.username });
    await page.getByRole('button', { name: 'Create DietCheck profile' }).click();
    const failure = page.getByRole('alertdialog', { name: 'Something went wrong' });
    await expect(failure).toContainText(
      'Registration failed: This username is already taken. Please choose another one.',
    );
    await expectNoAxeViolations(page);
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(failure).toBeHidden();
    await expect(heading(page, 'Secure your account')).toBeVisible();
  });

  test('a password the pool refuses is "Registration failed", in French for a French visitor @desktop-only', async ({
    page,
  }) => {
    // The form's rule is the pool's, so no password passes one and fails the other: the test swaps
    // the password on its way to the real pool for a weak one, and the pool refuses it.
    await page.route(stack().cognitoEndpoint, async (route) => {
      const request = route.request();
      if (request.headers()['x-amz-target'] !== 'AWSCognitoIdentityProviderService.SignUp') {
        await route.continue();
        return;
      }
      const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, Password: 'weakpass' }) });
    });
    await page.addInitScript(() => localStorage.setItem('lang_code', 'FRA'));
    await page.goto(QUIZ);
    const next = page.getByRole('button', { name: 'Suivant' });
    await page.getByRole('button', { name: 'Commencer le questionnaire' }).click({ timeout: 15_000 });
    await page.locator('[data-slot="option-card"]').first().click();
    await next.click();
    await expect(page.getByRole('slider')).toBeVisible();
    await next.click();
    await page.getByRole('radiogroup').locator('label').first().click();
    await next.click();
    await page.locator('input[name="birthYear"]').fill('1985');
    await page.getByRole('button', { name: 'Terminer le questionnaire' }).click();
    const account = newAccount();
    const fields = page.locator('form[data-slot="account-form"] input');
    await fields.nth(0).fill(account.username);
    await fields.nth(1).fill(account.email);
    await fields.nth(2).fill(account.password);
    await fields.nth(3).fill(account.password);
    await page.getByRole('button', { name: 'Créer mon profil DietCheck' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Échec de l’inscription : Le mot de passe ne respecte pas les règles du compte.',
    );
    await expectNoAxeViolations(page);
  });

  test('the squatting attempt is refused: a token-less save never wins over the owner @desktop-only', async ({
    page,
  }) => {
    const account = newAccount();
    await openQuiz(page);
    await answerQuiz(page);
    await fillAccount(page, account);
    await page.getByRole('button', { name: 'Create DietCheck profile' }).click();
    await expect(codeDialog(page)).toBeVisible();
    // While the owner reads the e-mail, someone who knows the username and e-mail posts first.
    expect((await squat(account)).status).toBe(201);
    await page
      .getByRole('textbox', { name: 'Confirmation code' })
      .fill(await confirmationCode(account.username));
    await codeDialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The owner's save (with the owner's token) replaced the squatter's.
    expect(await ownProfile(account)).toMatchObject({ ...QUIZ_PROFILE, firstName: '' });
    // Once confirmed, a token-less save changes nothing (and answers as any other would).
    const late = await squat(account);
    expect(late.status).toBe(201);
    expect(await late.json()).toEqual({ message: 'Profile created' });
    expect(await ownProfile(account)).toMatchObject(QUIZ_PROFILE);
  });

  test('the quiz can be completed with the keyboard alone @desktop-only', async ({ page }) => {
    await openQuiz(page);
    const tabTo = async (
      name: RegExp | string,
      role: 'button' | 'checkbox' | 'radio' | 'slider' | 'textbox',
    ) => {
      const target = page.getByRole(role, { name, exact: typeof name === 'string' });
      for (
        let i = 0;
        i < 40 && !(await target.first().evaluate((el) => el === document.activeElement));
        i += 1
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(target.first()).toBeFocused();
    };
    await tabTo('Start quiz', 'button');
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Which diets or intolerances apply to you?')).toBeFocused();
    await tabTo(/Gluten-free/, 'checkbox');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /Gluten-free/ })).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Where do you do your grocery shopping?')).toBeFocused();
    await tabTo(/.*/, 'slider');
    await page.keyboard.press('Home');
    await expect(page.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    await tabTo('Next', 'button');
    await page.keyboard.press('Enter');
    await expect(heading(page, 'What is your gender?')).toBeFocused();
    await tabTo('Male', 'radio');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
    await tabTo('Next', 'button');
    await page.keyboard.press('Enter');
    await expect(heading(page, 'In which year were you born?')).toBeFocused();
    await tabTo('Birth year', 'textbox');
    await page.keyboard.type('1975');
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Secure your account')).toBeFocused();
    // The back arrow (before the heading), by keyboard, returns to the questionnaire with the answer kept.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Back to the questionnaire' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Birth year' })).toHaveValue('1975');
  });

  test('a reload keeps the answers and the step @desktop-only', async ({ page }) => {
    await openQuiz(page);
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await choose(page, 'Low FODMAP');
    await choose(page, 'Other');
    await page.getByRole('textbox', { name: 'Which other intolerance or diet?' }).fill('soy');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('slider').focus();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Next' }).click();
    await choose(page, 'Other');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Birth year' }).fill('20');

    await page.reload();
    // No splash again: the quiz resumes where it was.
    await expect(heading(page, 'In which year were you born?')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Birth year' })).toHaveValue('20');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: 'Other' })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('slider')).toHaveAttribute('aria-valuenow', '6');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('checkbox', { name: /Low FODMAP/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Which other intolerance or diet?' })).toHaveValue('soy');
    // Unchecking 'other' clears its text.
    await choose(page, 'Other');
    await choose(page, 'Other');
    await expect(page.getByRole('textbox', { name: 'Which other intolerance or diet?' })).toHaveValue('');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(heading(page, "Welcome! Let's find what suits you")).toBeFocused();
  });
});
