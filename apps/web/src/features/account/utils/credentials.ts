import type { UserProfile } from '@diet/domain';
import type { CredentialsFormError } from '@diet/ui/credentials-form';

import { textClaim, type TokenClaims } from '../../../lib/api/token';
import { IdentityError, type IdentityErrorCode } from '../../../lib/identity';

/** The pool's refusals of a password change as the credentials form words them. */
const FORM_ERRORS: Partial<Record<IdentityErrorCode, CredentialsFormError>> = {
  NotAuthorized: 'wrongPassword',
  InvalidPassword: 'policy',
  LimitExceeded: 'limit',
  Network: 'network',
};

/**
 * Why a password change failed, for the form: the identity error's code, 'network' when the
 * identity module itself could not be downloaded (offline), otherwise 'unknown'.
 */
export function credentialsFormError(error: unknown): CredentialsFormError {
  if (error instanceof IdentityError) return FORM_ERRORS[error.code] ?? 'unknown';
  if (error instanceof TypeError && /fetch|network|import/i.test(error.message)) return 'network';
  return 'unknown';
}

/**
 * The e-mail and username the page shows: the cached profile's, else the token's `email` and
 * `cognito:username` claims (signed-in spec §2, §6).
 */
export function accountNames(
  profile: Pick<UserProfile, 'email' | 'username'> | undefined,
  claims: TokenClaims,
): { email: string; username: string } {
  return {
    email: profile?.email?.trim() || textClaim(claims, 'email') || '',
    username: profile?.username?.trim() || textClaim(claims, 'cognito:username') || '',
  };
}
