/**
 * Pending profiles: a registration saved without the owner's id token (the user cancelled the
 * e-mail code, so no token exists yet) is only pending. The owner's own, token-bearing registration
 * replaces it, and the owner's first signed-in call adopts it. Profiles that were never used with a
 * token were all saved without one, so they start pending.
 */
export default /* sql */ `
ALTER TABLE profiles ADD COLUMN pending boolean NOT NULL DEFAULT false;
UPDATE profiles SET pending = true WHERE cognito_sub IS NULL;
`;
