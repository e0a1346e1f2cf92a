/**
 * The identity service through `aws-amplify/auth` (v6): the ONLY module of the web app that imports
 * Amplify. It is loaded on demand by `loadIdentity()` (login, the quiz's account step, signed-in
 * routes), so no public page downloads it.
 *
 * - User pool only: no identity pool (the API takes the id token as a bearer; see the README).
 * - USER_PASSWORD_AUTH, by username or e-mail alias (the local pool answers SRP with "Unsupported").
 * - Tokens stay where Amplify keeps them by default (localStorage); Amplify refreshes them.
 * - Every rejection is an {@link IdentityError} with a product code; every sign-in step an outcome.
 */
import { Amplify } from 'aws-amplify';
import {
  autoSignIn as amplifyAutoSignIn,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
  updatePassword,
  type AuthSession,
  type SignInOutput,
  type SignUpOutput,
} from 'aws-amplify/auth';

import { config } from '../../config';
import {
  IdentityError,
  type Identity,
  type IdentityErrorCode,
  type IdentitySession,
  type SignInOutcome,
  type SignUpNext,
} from './types';

/** What Amplify is told about the pool (exported for the tests). */
export function amplifyAuthConfig(identity = config.identity) {
  return {
    Auth: {
      Cognito: {
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.clientId,
        // Only the local pool (cognito-local) has an endpoint of its own.
        ...(identity.endpoint ? { userPoolEndpoint: identity.endpoint } : {}),
        loginWith: { username: true, email: true },
      },
    },
  };
}

/** Amplify's error names (service exceptions, its own validation and network errors) → our codes. */
const ERROR_CODES: Record<string, IdentityErrorCode> = {
  UserNotConfirmedException: 'UserNotConfirmed',
  NotAuthorizedException: 'NotAuthorized',
  UserNotFoundException: 'UserNotFound',
  PasswordResetRequiredException: 'PasswordResetRequired',
  UsernameExistsException: 'UsernameExists',
  AliasExistsException: 'UsernameExists',
  InvalidPasswordException: 'InvalidPassword',
  InvalidParameterException: 'InvalidParameter',
  CodeMismatchException: 'CodeMismatch',
  ExpiredCodeException: 'ExpiredCode',
  LimitExceededException: 'LimitExceeded',
  TooManyRequestsException: 'LimitExceeded',
  TooManyFailedAttemptsException: 'LimitExceeded',
  NetworkError: 'Network',
  // Amplify's own checks before it calls the pool (an empty field): the pool would refuse it too.
  EmptySignInUsername: 'InvalidParameter',
  EmptySignInPassword: 'InvalidParameter',
  EmptySignUpUsername: 'InvalidParameter',
  EmptySignUpPassword: 'InvalidPassword',
  EmptyConfirmSignUpUsername: 'InvalidParameter',
  EmptyConfirmSignUpCode: 'CodeMismatch',
  EmptyresendSignUpCodeUsername: 'InvalidParameter',
  EmptyChallengeResponse: 'InvalidParameter',
  EmptyConfirmResetPasswordUsername: 'InvalidParameter',
  EmptyConfirmResetPasswordNewPassword: 'InvalidPassword',
  EmptyConfirmResetPasswordConfirmationCode: 'CodeMismatch',
  EmptyResetPasswordUsername: 'InvalidParameter',
  EmptyUpdatePassword: 'InvalidParameter',
};

/** Any error Amplify throws (or a fetch failure below it) as an {@link IdentityError}. */
export function toIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown identity error';
  const code =
    (typeof name === 'string' ? ERROR_CODES[name] : undefined) ??
    // A fetch that never reached the pool ("Failed to fetch", "NetworkError when attempting…").
    (error instanceof TypeError && /fetch|network/i.test(message) ? 'Network' : 'Unknown');
  return new IdentityError(code, message, { cause: error });
}

/** Runs an Amplify call; rejects only with {@link IdentityError}. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toIdentityError(error);
  }
}

/** A sign-in step of Amplify as the product's outcome (spec §4). `session` is read once signed in. */
export async function toSignInOutcome(
  output: SignInOutput,
  session: () => Promise<IdentitySession | null>,
): Promise<SignInOutcome> {
  const step = output.nextStep.signInStep;
  switch (step) {
    case 'DONE': {
      const current = await session();
      if (!current) throw new IdentityError('Unknown', 'Signed in, but no session was found');
      return { kind: 'signed-in', session: current };
    }
    case 'CONFIRM_SIGN_UP':
      return { kind: 'confirm-sign-up' };
    case 'RESET_PASSWORD':
      return { kind: 'reset-password' };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'new-password-required' };
    // MFA (SMS, TOTP, e-mail codes and their setup), custom challenges, passkeys and the
    // first-factor choice of USER_AUTH: not offered by this product.
    default:
      return { kind: 'unsupported', step };
  }
}

export function toSignUpNext(output: Pick<SignUpOutput, 'nextStep'>): SignUpNext {
  switch (output.nextStep.signUpStep) {
    case 'CONFIRM_SIGN_UP':
      return 'confirm';
    case 'COMPLETE_AUTO_SIGN_IN':
      return 'auto-sign-in';
    default:
      return 'done';
  }
}

/** The session's id token and who it belongs to, or null when there is no id token. */
export function toSession(session: AuthSession): IdentitySession | null {
  const idToken = session.tokens?.idToken;
  if (!idToken) return null;
  const { payload } = idToken;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    idToken: idToken.toString(),
    expiresAt: typeof payload.exp === 'number' ? payload.exp : 0,
    userId: text(payload.sub) ?? session.userSub ?? '',
    username: text(payload['cognito:username']) ?? text(payload.sub) ?? '',
    ...(text(payload.email) ? { email: text(payload.email) } : {}),
  };
}

/** USER_PASSWORD_AUTH: what the local pool supports, and what the real pool's web client allows. */
const PASSWORD_FLOW = { authFlowType: 'USER_PASSWORD_AUTH' } as const;

export function createAmplifyIdentity(): Identity {
  const currentSession = async (
    options: { forceRefresh?: boolean } = {},
  ): Promise<IdentitySession | null> => {
    try {
      // Amplify refreshes expired tokens with the refresh token here (and any with forceRefresh).
      return toSession(await fetchAuthSession(options.forceRefresh ? { forceRefresh: true } : undefined));
    } catch (error) {
      const failure = toIdentityError(error);
      // Offline: the tokens are kept (Amplify keeps them too); the caller decides what to show.
      if (failure.code === 'Network') throw failure;
      // A failed refresh: clear the tokens (spec §7), the user signs in again.
      await amplifySignOut({ global: false }).catch(() => undefined);
      return null;
    }
  };

  const signIn = async (username: string, password: string): Promise<SignInOutcome> => {
    const attempt = () => amplifySignIn({ username, password, options: PASSWORD_FLOW });
    let output: SignInOutput;
    try {
      output = await attempt();
    } catch (error) {
      // 'There is already a signed in user.': sign out locally and sign in as asked.
      if ((error as { name?: unknown } | null)?.name !== 'UserAlreadyAuthenticatedException') {
        throw toIdentityError(error);
      }
      await amplifySignOut({ global: false }).catch(() => undefined);
      output = await call(attempt);
    }
    return toSignInOutcome(output, currentSession);
  };

  return {
    signIn,
    async completeNewPassword(newPassword) {
      const output = await call(() => confirmSignIn({ challengeResponse: newPassword }));
      return toSignInOutcome(output, currentSession);
    },
    async requestPasswordReset(username) {
      await call(() => resetPassword({ username }));
    },
    async confirmPasswordReset(username, code, newPassword) {
      await call(() => confirmResetPassword({ username, confirmationCode: code, newPassword }));
    },
    async signUp({ username, email, password }) {
      const output = await call(() =>
        amplifySignUp({
          username,
          password,
          options: { userAttributes: { email }, autoSignIn: PASSWORD_FLOW },
        }),
      );
      return { ...(output.userId ? { userId: output.userId } : {}), next: toSignUpNext(output) };
    },
    async confirmSignUp(username, code) {
      const output = await call(() => amplifyConfirmSignUp({ username, confirmationCode: code }));
      return { next: toSignUpNext(output) };
    },
    async resendSignUpCode(username) {
      await call(() => resendSignUpCode({ username }));
    },
    async autoSignIn() {
      const output = await call(() => amplifyAutoSignIn());
      return toSignInOutcome(output, currentSession);
    },
    currentSession: (options) => currentSession(options),
    async changePassword(currentPassword, newPassword) {
      // ChangePassword with the session's access token (Amplify refreshes it first if needed).
      await call(() => updatePassword({ oldPassword: currentPassword, newPassword }));
    },
    async signOut() {
      await call(() => amplifySignOut());
    },
  };
}

let configured = false;

/** Configures Amplify once (user pool only) and returns the adapter. */
export function createIdentity(): Identity {
  if (!configured) {
    Amplify.configure(amplifyAuthConfig());
    configured = true;
  }
  return createAmplifyIdentity();
}
