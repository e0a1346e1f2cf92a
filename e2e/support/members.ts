/**
 * Signed-in users for the signed-in app's journeys, signed in once and reused through Playwright's
 * saved storage state:
 *
 *   import { test, expect } from '../../support/members.ts';
 *   test('…', async ({ page, member }) => { await page.goto('/dashboard'); … });
 *
 * `member` is one per worker: a pool account with a registered profile (lactose and gluten by
 * default), signed in through the real /login page once; every test of the worker starts from that
 * browser storage (token, user, Amplify's session and the three caches as the guard left them).
 * Tests that change what others would see (favourites, history, the profile) use `freshMember()`
 * instead, or undo what they did. `memberState(account)` signs a given account in.
 */
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

import { createConfirmedUser, newAccount, type PoolAccount } from './pool.ts';
import { signIn, stack } from './stack.ts';

export { expect };

export interface MemberProfile {
  name: string;
  surname: string;
  intolerances: number[];
  sees_red_products: boolean;
}

export interface Member extends PoolAccount {
  profile: MemberProfile;
  /** The browser storage right after signing in (for `browser.newContext({ storageState })`). */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** A fresh id token, for calling the API directly. */
  idToken: () => Promise<string>;
}

export const DEFAULT_PROFILE: MemberProfile = {
  name: 'Lena',
  surname: 'Meier',
  intolerances: [1, 2],
  sees_red_products: true,
};

/** Registers the account's profile with the API, as the quiz does (bound to the user by its token). */
export async function registerProfile(
  account: PoolAccount,
  profile: MemberProfile,
  /** The owner's token binds the profile; without one it waits for the owner's first signed-in call. */
  idToken?: string,
): Promise<void> {
  const response = await fetch(`${stack().apiUrl}/user-profile`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({
      name: profile.name,
      surname: profile.surname,
      email: account.email,
      knows_intolerance: profile.intolerances.length > 0,
      intolerances: profile.intolerances,
      extra_intolerance: '',
      shop: 3,
      gender: 2,
      birth_year: 1990,
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
      sees_red_products: profile.sees_red_products,
      sees_local_products: false,
      sees_only_specific_retailer: false,
      retailer_list: [],
      shared_accounts: [],
    }),
  });
  if (!response.ok)
    throw new Error(`Registering ${account.username} failed: ${response.status} ${await response.text()}`);
}

/**
 * Gives a pool account the profile the quiz would have saved (the signed-in app's guard needs one:
 * without a profile it sends the user back to /login). A confirmed account's is bound with its token.
 */
export async function withProfile(account: PoolAccount, { confirmed = true } = {}): Promise<PoolAccount> {
  const token = confirmed ? (await signIn(account.username, account.password)).IdToken : undefined;
  await registerProfile(account, DEFAULT_PROFILE, token);
  return account;
}

/** Signs `account` in through /login in a fresh browser context; its storage state afterwards. */
export async function memberState(browser: Browser, account: PoolAccount): Promise<Member['storageState']> {
  // An empty storage: inside a test, `browser.newContext()` would otherwise start from the test's
  // `storageState` option (the worker member's), and the guard would reuse their cached profile.
  const context = await browser.newContext({
    baseURL: stack().webUrl,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang_code', 'ENG'));
    await page.goto('/login');
    await page.getByLabel('Username or email', { exact: true }).fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in to DietCheck' }).click();
    await page.waitForURL('**/dashboard');
    // The guard has run: the three caches are stored (a new profile's first product list is built
    // on this call, the slowest of the three).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('products_cache') !== null), { timeout: 30_000 })
      .toBe(true);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A new account with a registered profile, signed in. */
export async function freshMember(
  browser: Browser,
  prefix = 'member',
  profile: Partial<MemberProfile> = {},
): Promise<Member> {
  const account = await createConfirmedUser(prefix, newAccount(prefix));
  const full = { ...DEFAULT_PROFILE, ...profile };
  await registerProfile(account, full, (await signIn(account.username, account.password)).IdToken);
  return {
    ...account,
    profile: full,
    storageState: await memberState(browser, account),
    idToken: async () => (await signIn(account.username, account.password)).IdToken,
  };
}

/**
 * `member`: one signed-in member per worker; each test's `page` starts signed in as them (the
 * `storageState` option). A test that must start signed out sets `test.use({ storageState: undefined })`
 * — or opens its own context.
 */
export const test = base.extend<{ asMember: boolean }, { member: Member }>({
  member: [async ({ browser }, use) => use(await freshMember(browser, 'worker')), { scope: 'worker' }],
  asMember: [true, { option: true }],
  storageState: async ({ asMember, member, storageState }, use) => {
    await use(asMember ? member.storageState : storageState);
  },
});

/** Calls the API as `member`, as the web app does (bearer id token); the parsed JSON answer. */
export async function memberApi<T>(member: Member, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await member.idToken()}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The member's whole list as the API ranks it for `intolerances` (every page of `/products/page`,
 * 100 at a time): the first page alone (`/products`) no longer holds the catalogue.
 */
export async function wholeList<T>(
  member: Member,
  body: { user_profile_id: string | number; intolerances: number[]; sees_red_products: boolean },
): Promise<T[]> {
  const products: T[] = [];
  let cursor: string | null = null;
  do {
    const page: { products: T[]; next: string | null } = await memberApi(member, '/products/page', {
      ...body,
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    products.push(...page.products);
    cursor = page.next;
  } while (cursor);
  return products;
}
