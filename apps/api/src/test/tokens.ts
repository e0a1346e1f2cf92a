/** Test id tokens: our own RSA key pair and local JWKS, signed like Cognito's. */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';

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
}

export interface TestTokens {
  jwks: JWTVerifyGetKey;
  sign(claims: TokenClaims, options?: TokenOptions): Promise<string>;
}

export async function createTestTokens(now: () => Date): Promise<TestTokens> {
  const [real, other] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')]);
  const jwk = { ...(await exportJWK(real.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const jwks = createLocalJWKSet({ keys: [jwk] });
  return {
    jwks,
    async sign(claims, options = {}) {
      const issuedAt = Math.floor((options.now ?? now()).getTime() / 1000);
      const payload: Record<string, unknown> = {
        'cognito:username': claims.username,
        token_use: options.tokenUse ?? 'id',
        email_verified: true,
      };
      if (claims.email !== null) payload.email = claims.email ?? `${claims.username}@example.test`;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(claims.sub)
        .setIssuer(options.issuer ?? TEST_ISSUER)
        .setAudience(options.audience ?? TEST_CLIENT_ID)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + (options.expiresIn ?? 3600))
        .sign(options.forged ? other.privateKey : real.privateKey);
    },
  };
}
