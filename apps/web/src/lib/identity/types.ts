/**
 * The identity service as the app sees it (public-site spec §4, §7, §8). One implementation talks
 * to the user pool through `aws-amplify/auth` (`amplify.ts`, loaded on demand, never by a public
 * page); tests and stories use a fake. Screens import these types only, never Amplify.
 */

/** What the pool asks for next after a sign-in attempt or a challenge answer (spec §4). */
export type SignInOutcome =
  | { kind: 'signed-in'; session: IdentitySession }
  /** The account exists but its e-mail code was never entered: show the code dialog. */
  | { kind: 'confirm-sign-up' }
  /** The pool requires a password reset: the user gets a code by e-mail and sets a new password. */
  | { kind: 'reset-password' }
  /** An administrator-created account must set its own password first. */
  | { kind: 'new-password-required' }
  /** MFA, custom challenge, passkey…: not supported by this product yet. `step` names it. */
  | { kind: 'unsupported'; step: string };

/** Where sign-up goes next (spec §4: confirm sign-up, complete auto sign-in, done). */
export type SignUpNext = 'confirm' | 'auto-sign-in' | 'done';

/** The error kinds the screens tell apart; everything else is 'Unknown' with the pool's message. */
export type IdentityErrorCode =
  | 'UserNotConfirmed'
  | 'NotAuthorized'
  | 'UserNotFound'
  | 'PasswordResetRequired'
  | 'UsernameExists'
  | 'InvalidPassword'
  | 'InvalidParameter'
  | 'CodeMismatch'
  | 'ExpiredCode'
  | 'LimitExceeded'
  | 'Network'
  | 'Unknown';

/** Every adapter method rejects with this, never with a library's own error class. */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly code: IdentityErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A signed-in session: the id token (sent to the API as a bearer) and who it belongs to. */
export interface IdentitySession {
  idToken: string;
  /** Seconds since the epoch at which the id token expires. */
  expiresAt: number;
  /** The pool user's id (`sub`). */
  userId: string;
  username: string;
  email?: string;
}

export interface Identity {
  /** USER_PASSWORD_AUTH by username or e-mail alias. Signing in while signed in signs out first. */
  signIn(username: string, password: string): Promise<SignInOutcome>;
  /** Answers the new-password-required challenge of the last sign-in. */
  completeNewPassword(newPassword: string): Promise<SignInOutcome>;
  /** Sends a reset code by e-mail. */
  requestPasswordReset(username: string): Promise<void>;
  confirmPasswordReset(username: string, code: string, newPassword: string): Promise<void>;
  signUp(input: { username: string; email: string; password: string }): Promise<{
    userId?: string;
    next: SignUpNext;
  }>;
  confirmSignUp(username: string, code: string): Promise<{ next: SignUpNext }>;
  resendSignUpCode(username: string): Promise<void>;
  /** Completes the sign-in that sign-up + confirmation started (Amplify's auto sign-in). */
  autoSignIn(): Promise<SignInOutcome>;
  /**
   * The current session, refreshed when its tokens have expired; null when there is none or the
   * refresh failed (the tokens are then cleared). Rejects with 'Network' only when the pool cannot
   * be reached; the tokens are then kept. `forceRefresh` asks the pool for new tokens even when
   * the current ones are still valid (after a profile save, signed-in spec §4).
   */
  currentSession(options?: { forceRefresh?: boolean }): Promise<IdentitySession | null>;
  /**
   * Changes the signed-in user's password (the credentials page, signed-in spec §2, §5). The pool
   * checks the current password ('NotAuthorized' when wrong) and its policy on the new one
   * ('InvalidPassword'); too many attempts give 'LimitExceeded'. Nothing changes on a rejection.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
}
