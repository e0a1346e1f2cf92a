/**
 * An in-memory identity service for unit tests and stories: a user pool of a few accounts with the
 * same outcomes and error codes as the Amplify adapter, no network.
 *
 *   const identity = createFakeIdentity({ users: [{ username: 'anna', email: 'anna@example.ch', password: 'Secret-123' }] });
 *   await identity.signIn('anna@example.ch', 'Secret-123'); // { kind: 'signed-in', session }
 */
import { isValidPassword } from '@diet/domain';

import {
  IdentityError,
  type Identity,
  type IdentityErrorCode,
  type IdentitySession,
  type SignInOutcome,
} from './types';

export interface FakeUser {
  username: string;
  email: string;
  password: string;
  /** Default true. An unconfirmed account answers sign-in with 'confirm-sign-up'. */
  confirmed?: boolean;
  /** The pool asks for a reset ('reset-password') or a new password ('new-password-required'). */
  requires?: 'reset-password' | 'new-password-required' | { unsupported: string };
}

export interface FakeIdentityOptions {
  users?: FakeUser[];
  /** The code every sign-up, resend and reset "sends". Default '123456'. */
  code?: string;
  /**
   * Minimum password length checked at sign-up, reset, new password and password change, besides
   * the rest of the pool's policy (the domain's rule: an uppercase letter, a digit, a symbol).
   * Default 8.
   */
  minPasswordLength?: number;
  /** Makes every call reject with this code (e.g. 'Network'), until set back to undefined. */
  failWith?: IdentityErrorCode;
  /**
   * An unknown user's sign-in answers 'UserNotFound' (a pool that reveals user existence) instead
   * of 'NotAuthorized' (Cognito's default for new clients, and cognito-local's). Default false.
   */
  revealUnknownUsers?: boolean;
  /** Milliseconds each call waits, to show busy states. Default 0. */
  delayMs?: number;
}

export type FakeIdentity = Identity & {
  /** The accounts as they are now (for assertions). */
  readonly users: FakeUser[];
  /** The signed-in session, if any. */
  readonly session: IdentitySession | null;
  /** Changes the failure mode at run time. */
  failWith(code: IdentityErrorCode | undefined): void;
  /** Every call made, by method name, in order. */
  readonly calls: string[];
};

const HOUR = 3600;

function fakeToken(user: FakeUser): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = {
    sub: `sub-${user.username}`,
    'cognito:username': user.username,
    email: user.email,
    email_verified: true,
    exp: Math.floor(Date.now() / 1000) + HOUR,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.fake`;
}

export function createFakeIdentity(options: FakeIdentityOptions = {}): FakeIdentity {
  const users: FakeUser[] = (options.users ?? []).map((user) => ({ confirmed: true, ...user }));
  const code = options.code ?? '123456';
  const minLength = options.minPasswordLength ?? 8;
  let failure = options.failWith;
  let session: IdentitySession | null = null;
  let pendingNewPassword: FakeUser | null = null;
  let pendingAutoSignIn: FakeUser | null = null;
  const calls: string[] = [];

  const run = async <T>(name: string, body: () => T | Promise<T>): Promise<T> => {
    calls.push(name);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (failure) throw new IdentityError(failure, `Fake failure: ${failure}`);
    return body();
  };
  const find = (name: string) => users.find((user) => user.username === name || user.email === name);
  const fail = (code: IdentityErrorCode, message: string): never => {
    throw new IdentityError(code, message);
  };
  const checkPassword = (password: string) => {
    if (password.length < minLength || !isValidPassword(password))
      fail('InvalidPassword', 'Password does not conform to policy');
  };
  const startSession = (user: FakeUser): SignInOutcome => {
    session = {
      idToken: fakeToken(user),
      expiresAt: Math.floor(Date.now() / 1000) + HOUR,
      userId: `sub-${user.username}`,
      username: user.username,
      email: user.email,
    };
    return { kind: 'signed-in', session };
  };

  return {
    get users() {
      return users;
    },
    get session() {
      return session;
    },
    get calls() {
      return calls;
    },
    failWith(code) {
      failure = code;
    },
    signIn: (username, password) =>
      run('signIn', () => {
        // Like the adapter: a signed-in user is signed out first, never a trap.
        session = null;
        if (!username || !password) fail('InvalidParameter', 'Username and password are required');
        const user = find(username);
        if (!user && options.revealUnknownUsers) return fail('UserNotFound', 'User does not exist.');
        // Like Cognito with user-existence errors hidden: an unknown user is 'NotAuthorized'.
        if (!user || user.password !== password)
          return fail('NotAuthorized', 'Incorrect username or password.');
        if (!user.confirmed) return { kind: 'confirm-sign-up' } as const;
        if (user.requires === 'reset-password') return { kind: 'reset-password' } as const;
        if (user.requires === 'new-password-required') {
          pendingNewPassword = user;
          return { kind: 'new-password-required' } as const;
        }
        if (user.requires) return { kind: 'unsupported', step: user.requires.unsupported } as const;
        return startSession(user);
      }),
    completeNewPassword: (newPassword) =>
      run('completeNewPassword', () => {
        const user = pendingNewPassword ?? fail('NotAuthorized', 'No sign-in is waiting for a password');
        checkPassword(newPassword);
        user.password = newPassword;
        delete user.requires;
        pendingNewPassword = null;
        return startSession(user);
      }),
    requestPasswordReset: (username) =>
      run('requestPasswordReset', () => {
        if (!find(username)) fail('UserNotFound', 'Username/client id combination not found.');
      }),
    confirmPasswordReset: (username, given, newPassword) =>
      run('confirmPasswordReset', () => {
        const user = find(username) ?? fail('UserNotFound', 'Username/client id combination not found.');
        if (given !== code) fail('CodeMismatch', 'Invalid verification code provided, please try again.');
        checkPassword(newPassword);
        user.password = newPassword;
        if (user.requires === 'reset-password') delete user.requires;
      }),
    signUp: ({ username, email, password }) =>
      run('signUp', () => {
        if (users.some((user) => user.username === username)) fail('UsernameExists', 'User already exists');
        checkPassword(password);
        const user: FakeUser = { username, email, password, confirmed: false };
        users.push(user);
        pendingAutoSignIn = user;
        return { userId: `sub-${username}`, next: 'confirm' as const };
      }),
    confirmSignUp: (username, given) =>
      run('confirmSignUp', () => {
        const user = users.find((candidate) => candidate.username === username);
        if (!user) return fail('UserNotFound', 'User not found');
        if (given !== code) fail('CodeMismatch', 'Invalid verification code provided, please try again.');
        user.confirmed = true;
        return { next: pendingAutoSignIn === user ? ('auto-sign-in' as const) : ('done' as const) };
      }),
    resendSignUpCode: (username) =>
      run('resendSignUpCode', () => {
        if (!users.some((user) => user.username === username)) fail('UserNotFound', 'User not found');
      }),
    autoSignIn: () =>
      run('autoSignIn', () => {
        const user = pendingAutoSignIn;
        if (!user?.confirmed) return fail('Unknown', 'The autoSignIn flow has not started');
        pendingAutoSignIn = null;
        return startSession(user);
      }),
    currentSession: () => run('currentSession', () => session),
    changePassword: (currentPassword, newPassword) =>
      run('changePassword', () => {
        const signedIn = session;
        const user =
          (signedIn && users.find((candidate) => candidate.username === signedIn.username)) ??
          fail('Unknown', 'User needs to be authenticated to call this API.');
        // Like Cognito (and the patched local pool): the current password first, then the policy.
        if (currentPassword !== user.password) fail('NotAuthorized', 'Incorrect username or password.');
        checkPassword(newPassword);
        user.password = newPassword;
      }),
    signOut: () =>
      run('signOut', () => {
        session = null;
      }),
  };
}
