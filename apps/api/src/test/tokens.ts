/** Test id tokens: our own RSA key pair and local JWKS, signed like Cognito's. */
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';

export const TEST_ISSUER = 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_TestPool';
export const TEST_CLIENT_ID = 'test-client-id';

export interface TokenClaims {
  sub: string;
  username: string;
  email?: string | null;
}

export interface TokenOptions {
  issuer?: string;
  audience?: string;
  tokenUse?: string;
  /** Seconds from `now` until expiry (negative: already expired). */
  expiresIn?: number;
  now?: Date;
  /** Sign with another key (same kid): a forged token. */
  forged?: boolean;
  /** The key id in the header (default `test-key`, the one the key set holds). */
  kid?: string;
  /** The `email_verified` claim (default true). */
  emailVerified?: boolean;
  /** `iat`, seconds from `now` (default 0; positive: issued in the future). */
  issuedIn?: number;
}

export interface TestTokens {
  jwks: JWTVerifyGetKey;
  /** The public key set as a pool's JWKS endpoint serves it. */
  keySet: JSONWebKeySet;
  sign(claims: TokenClaims, options?: TokenOptions): Promise<string>;
}

export async function createTestTokens(now: () => Date): Promise<TestTokens> {
  const [real, other] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')]);
  const jwk = { ...(await exportJWK(real.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keySet = { keys: [jwk] };
  const jwks = createLocalJWKSet(keySet);
  return {
    jwks,
    keySet,
    async sign(claims, options = {}) {
      const current = Math.floor((options.now ?? now()).getTime() / 1000);
      const issuedAt = current + (options.issuedIn ?? 0);
      const payload: Record<string, unknown> = {
        'cognito:username': claims.username,
        token_use: options.tokenUse ?? 'id',
        email_verified: options.emailVerified ?? true,
      };
      if (claims.email !== null) payload.email = claims.email ?? `${claims.username}@example.test`;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
        .setSubject(claims.sub)
        .setIssuer(options.issuer ?? TEST_ISSUER)
        .setAudience(options.audience ?? TEST_CLIENT_ID)
        .setIssuedAt(issuedAt)
        .setExpirationTime(current + (options.expiresIn ?? 3600))
        .sign(options.forged ? other.privateKey : real.privateKey);
    },
  };
}
