/**
 * The identity token's claims (signed-in spec §6): the profile's e-mail is read from the token's
 * payload; an undecodable token yields an empty payload.
 */
export type TokenClaims = Record<string, unknown>;

export function tokenClaims(token: string | null | undefined): TokenClaims {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as TokenClaims)
      : {};
  } catch {
    return {};
  }
}

/** A text claim, or null. */
export function textClaim(claims: TokenClaims, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
