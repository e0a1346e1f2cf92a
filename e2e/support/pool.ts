/**
 * Accounts in the run's local user pool (cognito-local), made for one test each:
 *
 *   const anna = await createConfirmedUser('login');   // can sign in by username or e-mail
 *   const ben = await createUnconfirmedUser('login');  // signed up, code never entered
 *   const code = await confirmationCode(ben.username); // from stack.ts: the code sign-up "sent"
 *
 * Users are made as the app makes them (SignUp, so the pool's password policy applies), then
 * confirmed with the admin calls Cognito offers (AdminConfirmSignUp verifies no attribute, so the
 * e-mail is marked verified explicitly: only a verified e-mail is a sign-in alias).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { cognitoCall, stack } from './stack.ts';

export interface PoolAccount {
  username: string;
  email: string;
  password: string;
}

/** A password the pool's policy accepts (8+ characters, an uppercase letter, a digit, a symbol). */
export const TEST_PASSWORD = 'Login-pass1!';

/** A fresh, unique account (not yet in the pool): `<prefix>-<12 hex>` and `<username>@example.test`. */
export function newAccount(prefix = 'e2e', password = TEST_PASSWORD): PoolAccount {
  const username = `${prefix}-${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  return { username, email: `${username}@example.test`, password };
}

/** Signs the account up (SignUp on the web client); its code waits in the pool's data file. */
export async function createUnconfirmedUser(
  prefix = 'e2e',
  account = newAccount(prefix),
): Promise<PoolAccount> {
  await cognitoCall('SignUp', {
    ClientId: stack().clientId,
    Username: account.username,
    Password: account.password,
    UserAttributes: [{ Name: 'email', Value: account.email }],
  });
  return account;
}

/** A confirmed account with a verified e-mail: it signs in by username or by e-mail. */
export async function createConfirmedUser(
  prefix = 'e2e',
  account = newAccount(prefix),
): Promise<PoolAccount> {
  await createUnconfirmedUser(prefix, account);
  const { userPoolId } = stack();
  await cognitoCall('AdminConfirmSignUp', { UserPoolId: userPoolId, Username: account.username });
  await cognitoCall('AdminUpdateUserAttributes', {
    UserPoolId: userPoolId,
    Username: account.username,
    UserAttributes: [
      { Name: 'email', Value: account.email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  return account;
}

/** The account's status in the pool: 'UNCONFIRMED', 'CONFIRMED', 'RESET_REQUIRED'… */
export async function userStatus(username: string): Promise<string> {
  const user = await cognitoCall<{ UserStatus: string }>('AdminGetUser', {
    UserPoolId: stack().userPoolId,
    Username: username,
  });
  return user.UserStatus;
}

/**
 * The code waiting for `username` in the pool's data file once it differs from `previous` (a
 * password-reset code replaces the sign-up one there). Waits up to `timeoutMs`.
 */
export async function nextCode(
  username: string,
  previous: string | undefined,
  { timeoutMs = 5000 } = {},
): Promise<string> {
  const { poolFile } = stack();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = await storedCode(username, poolFile);
    if (code && code !== previous) return code;
    if (Date.now() > deadline) throw new Error(`No new code for ${username} in ${poolFile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The code in the pool's data file for `username` now, if any. */
export async function storedCode(username: string, poolFile = stack().poolFile): Promise<string | undefined> {
  try {
    const data = JSON.parse(await readFile(poolFile, 'utf8')) as {
      Users?: Record<string, { ConfirmationCode?: string }>;
    };
    return data.Users?.[username]?.ConfirmationCode;
  } catch {
    return undefined; // not written yet, or caught mid-write
  }
}
