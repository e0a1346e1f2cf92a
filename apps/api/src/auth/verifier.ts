/**
 * Cognito id-token checks with jose: signature against the pool's JWKS, issuer, audience (the app
 * client id), expiry against the injected clock, and `token_use` 'id'. The user comes from the
 * token: `sub`, `email`, `cognito:username`.
 */
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

import { systemClock, type Clock } from '../clock';
import { describeError, jsonLogger, type Logger } from '../logger';

/** The caller, as the verified token says. */
export interface AuthUser {
  sub: string;
  username: string;
  email: string | null;
  /** The token's `email_verified`: only a verified e-mail is copied to the profile. */
  emailVerified: boolean;
}

export interface TokenVerifier {
  /** @throws {InvalidTokenError} when the token is not a valid id token of the configured pool */
  verify(token: string): Promise<AuthUser>;
}

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

/** The pool's signing keys cannot be had (its key endpoint is down): the API's trouble, a 503. */
export class KeysUnavailableError extends Error {
  override readonly name = 'KeysUnavailableError';
  constructor(readonly retryAfterSeconds: number) {
    super('The identity service is unavailable, please try again later');
  }
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
   * Longest lifetime (`exp - iat`) a token may claim, seconds; a token issued later than now (past
   * the tolerance) is refused too. Default a day, Cognito's longest id-token validity.
   */
  maxTokenLifetimeSeconds?: number;
  /**
   * Most tokens remembered as verified (0: verify every time). A token already verified is taken
   * at its word until it expires instead of checking its RSA signature on every call; it is the
   * same string, so nothing can be forged through the cache. Default 4,096 (a few MB).
   */
  cachedTokens?: number;
}

/** A day: Cognito's longest id-token validity. */
export const MAX_TOKEN_LIFETIME_SECONDS = 24 * 3600;

export function cognitoVerifier({
  issuer,
  clientId,
  jwks,
  clock,
  clockToleranceSeconds = 30,
  maxTokenLifetimeSeconds = MAX_TOKEN_LIFETIME_SECONDS,
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
        // A key source that cannot be reached is our failure, not the caller's: let it be a 503.
        if (error instanceof KeysUnavailableError) throw error;
        if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
          throw new InvalidTokenError(error instanceof errors.JWTExpired ? 'Token expired' : 'Invalid token');
        }
        throw error;
      }
      if (payload.token_use !== 'id') throw new InvalidTokenError('Not an id token');
      // jose required both as numbers; a correctly signed token may still claim an absurd life.
      const [issuedAt, expiresAt] = [payload.iat!, payload.exp!];
      if (issuedAt > clock.now().getTime() / 1000 + clockToleranceSeconds) {
        throw new InvalidTokenError('Token issued in the future');
      }
      if (expiresAt - issuedAt > maxTokenLifetimeSeconds)
        throw new InvalidTokenError('Token lifetime too long');
      const username = payload['cognito:username'];
      const email = payload.email;
      if (typeof payload.sub !== 'string' || typeof username !== 'string' || username === '') {
        throw new InvalidTokenError('Token lacks the user');
      }
      const user = {
        sub: payload.sub,
        username,
        email: typeof email === 'string' ? email : null,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      };
      if (cachedTokens > 0) {
        // jose accepted `exp` (required above) with the same tolerance.
        verified.set(token, { user, expiredFrom: (payload.exp! + clockToleranceSeconds) * 1000 });
        if (verified.size > cachedTokens) verified.delete(verified.keys().next().value!);
      }
      return user;
    },
  };
}

/** After a failed fetch of the pool's keys, no new fetch for this long (every instance). */
export const KEYS_COOLDOWN_MS = 30_000;

export interface RemoteJwksOptions {
  /** Reads the cooldown's time (tests move it). */
  clock?: Clock;
  logger?: Logger;
  timeoutMs?: number;
  cooldownMs?: number;
}

/** Errors of the key lookup that are the token's doing, not the key source's. */
const tokenFaults = [errors.JWKSNoMatchingKey, errors.JWKSMultipleMatchingKeys, errors.JOSENotSupported];

/**
 * The production key source: the pool's JWKS over HTTP, cached and refreshed by jose. When the
 * keys cannot be fetched (no connection, a timeout, an answer that is not a key set) the lookup
 * throws {@link KeysUnavailableError} and no fetch is tried again for `cooldownMs`; meanwhile the
 * keys fetched before still verify the tokens they signed. One error line marks the start of an
 * outage and one info line its end, however many requests meet it.
 */
export function remoteJwks(jwksUrl: string, options: RemoteJwksOptions = {}): JWTVerifyGetKey {
  const {
    clock = systemClock,
    logger = jsonLogger,
    timeoutMs = 5000,
    cooldownMs = KEYS_COOLDOWN_MS,
  } = options;
  const remote = createRemoteJWKSet(new URL(jwksUrl), {
    timeoutDuration: timeoutMs,
    cooldownDuration: 30_000,
  });
  /** When the last fetch failed (ms), null while the keys are reachable. */
  let failedAt: number | null = null;
  const unavailable = () =>
    new KeysUnavailableError(Math.max(1, Math.ceil((failedAt! + cooldownMs - clock.now().getTime()) / 1000)));
  return async (header, token) => {
    if (failedAt !== null && clock.now().getTime() < failedAt + cooldownMs) {
      // Cooling down: only the keys already known, without a fetch.
      const known = remote.jwks();
      if (known) {
        try {
          return await createLocalJWKSet(known)(header, token);
        } catch (error) {
          if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        }
      }
      throw unavailable();
    }
    try {
      const key = await remote(header, token);
      if (failedAt !== null) {
        failedAt = null;
        logger.info('Identity keys reachable again', { url: jwksUrl });
      }
      return key;
    } catch (error) {
      if (tokenFaults.some((fault) => error instanceof fault)) throw error;
      if (failedAt === null)
        logger.error('Identity keys unreachable', { url: jwksUrl, ...describeError(error) });
      failedAt = clock.now().getTime();
      throw unavailable();
    }
  };
}
