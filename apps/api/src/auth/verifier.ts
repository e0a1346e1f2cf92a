/**
 * Cognito id-token checks with jose: signature against the pool's JWKS, issuer, audience (the app
 * client id), expiry against the injected clock, and `token_use` 'id'. The user comes from the
 * token: `sub`, `email`, `cognito:username`.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

import type { Clock } from '../clock';

/** The caller, as the verified token says. */
export interface AuthUser {
  sub: string;
  username: string;
  email: string | null;
}

export interface TokenVerifier {
  /** @throws {InvalidTokenError} when the token is not a valid id token of the configured pool */
  verify(token: string): Promise<AuthUser>;
}

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

export interface CognitoVerifierOptions {
  issuer: string;
  clientId: string;
  /** `createRemoteJWKSet(new URL(jwksUrl))` in production, `createLocalJWKSet` in tests. */
  jwks: JWTVerifyGetKey;
  clock: Clock;
  /** Allowed clock skew, seconds. */
  clockToleranceSeconds?: number;
  /**
   * Most tokens remembered as verified (0: verify every time). A token already verified is taken
   * at its word until it expires instead of checking its RSA signature on every call; it is the
   * same string, so nothing can be forged through the cache. Default 4,096 (a few MB).
   */
  cachedTokens?: number;
}

export function cognitoVerifier({
  issuer,
  clientId,
  jwks,
  clock,
  clockToleranceSeconds = 30,
  cachedTokens = 4096,
}: CognitoVerifierOptions): TokenVerifier {
  /** Verified tokens, oldest first, with the instant (ms) from which each is expired. */
  const verified = new Map<string, { user: AuthUser; expiredFrom: number }>();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (clock.now().getTime() < known.expiredFrom) return known.user;
        verified.delete(token);
      }
      let payload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer,
          audience: clientId,
          algorithms: ['RS256'],
          currentDate: clock.now(),
          clockTolerance: clockToleranceSeconds,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        // A key source that cannot be reached is our failure, not the caller's: let it be a 5xx.
        if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
          throw new InvalidTokenError(error instanceof errors.JWTExpired ? 'Token expired' : 'Invalid token');
        }
        throw error;
      }
      if (payload.token_use !== 'id') throw new InvalidTokenError('Not an id token');
      const username = payload['cognito:username'];
      const email = payload.email;
      if (typeof payload.sub !== 'string' || typeof username !== 'string' || username === '') {
        throw new InvalidTokenError('Token lacks the user');
      }
      const user = { sub: payload.sub, username, email: typeof email === 'string' ? email : null };
      if (cachedTokens > 0) {
        // jose accepted `exp` (required above) with the same tolerance.
        verified.set(token, { user, expiredFrom: (payload.exp! + clockToleranceSeconds) * 1000 });
        if (verified.size > cachedTokens) verified.delete(verified.keys().next().value!);
      }
      return user;
    },
  };
}

/** The production key source: the pool's JWKS over HTTP, cached and refreshed by jose. */
export function remoteJwks(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
}
