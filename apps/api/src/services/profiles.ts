/**
 * User profiles: registration (before the user can sign in, vouched for by the user pool), the
 * caller's own profile, and its updates. The caller is always the token's user; ids and e-mails
 * in bodies must be the caller's (403 otherwise).
 */
import { randomUUID } from 'node:crypto';

import { isValidBirthYear, type ApiResponseBody, type ParsedApiRequest } from '@diet/domain';

import { DirectoryUnavailableError, type UserDirectory } from '../auth/directory';
import type { AuthUser } from '../auth/verifier';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { badRequest, conflict, forbidden, HttpError, notFound, serviceUnavailable } from '../http/errors';

export interface ProfileRow {
  id: string;
  username: string;
  email: string;
  cognito_sub: string | null;
  first_name: string;
  last_name: string;
  gender: number | null;
  birth_year: number | null;
  language: 'EN' | 'DE' | 'FR';
  country: string | null;
  intolerances: number[];
  extra_intolerance: string | null;
  sees_red_products: boolean;
  sees_local_products: boolean;
  sees_only_specific_retailer: boolean;
  retailers: string[];
  /** Saved without a token (the e-mail code skipped): never served, only replaced by the owner's save. */
  pending: boolean;
}

/** The profile columns every reader selects (a `ProfileRow`). */
export const PROFILE_COLUMNS = `id, username, email, cognito_sub, first_name, last_name, gender, birth_year, language,
  country, intolerances, extra_intolerance, sees_red_products, sees_local_products,
  sees_only_specific_retailer, retailers, pending`;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function checkBirthYear(year: number | null, clock: Clock): void {
  if (year !== null && !isValidBirthYear(String(year), clock.now().getUTCFullYear())) {
    throw badRequest('Invalid request: birth_year', [
      { field: 'birth_year', message: 'Birth year must be within the last 120 years' },
    ]);
  }
}

// --- Registration -----------------------------------------------------------------------------

/**
 * POST /user-profile: registration. The password and its confirmation are validated by the schema
 * and dropped: they belong to the user pool, never to this database.
 *
 * Who may set the profile the owner will see (the squatting fix):
 * - **With the owner's id token** (`caller`, after confirmation and auto sign-in): the token's
 *   username must be the body's and its e-mail the body's, and the token must say that e-mail is
 *   verified (`email_verified`; 403 "Confirm your e-mail first" otherwise, and without an e-mail):
 *   the profile's e-mail is the token's, never an unverified one. The profile is bound to the
 *   token's `sub` at once. It replaces a pending profile of that username; an owned one gives 409.
 * - **Without a token** (the e-mail code was skipped, so none exists yet): stored as **pending**
 *   only while the pool holds this username with this e-mail, the account is still UNCONFIRMED and
 *   no profile of that username exists. The answer is the same in every case (201, nothing but the
 *   message): whoever knows a username and an e-mail learns nothing about either from it.
 * - **A pending profile is never served nor adopted**: anyone who knows an unconfirmed account's
 *   username and e-mail could have written it. The owner's signed-in calls find no profile (404),
 *   so the web app asks the owner to complete it, and the owner's token-bearing save, with the
 *   owner's own answers, replaces it.
 */
export async function registerProfile(
  deps: { db: Db; clock: Clock; directory: UserDirectory },
  body: ParsedApiRequest<'/user-profile'>,
  caller: AuthUser,
): Promise<{ id: string }>;
export async function registerProfile(
  deps: { db: Db; clock: Clock; directory: UserDirectory },
  body: ParsedApiRequest<'/user-profile'>,
  caller?: AuthUser | null,
): Promise<{ id?: string }>;
export async function registerProfile(
  deps: { db: Db; clock: Clock; directory: UserDirectory },
  body: ParsedApiRequest<'/user-profile'>,
  caller: AuthUser | null = null,
): Promise<{ id?: string }> {
  checkBirthYear(body.birth_year, deps.clock);
  if (caller === null) {
    try {
      await saveRegistration(deps, body, null);
    } catch (error) {
      // Refused (no such unconfirmed account, another e-mail) or already there: the same answer.
      if (!(error instanceof HttpError) || (error.status !== 403 && error.status !== 409)) throw error;
    }
    return {};
  }
  return saveRegistration(deps, body, caller);
}

async function saveRegistration(
  deps: { db: Db; clock: Clock; directory: UserDirectory },
  body: ParsedApiRequest<'/user-profile'>,
  caller: AuthUser | null,
): Promise<{ id: string }> {
  let username: string;
  let email: string;
  if (caller) {
    if (caller.username !== body.username) throw forbidden('This username is not yours');
    if (caller.email !== null && !sameEmail(caller.email, body.email)) {
      throw forbidden('This e-mail is not yours');
    }
    // Only an address the pool has verified becomes the profile's: the token must carry one.
    if (caller.email === null || !caller.emailVerified) throw forbidden('Confirm your e-mail first');
    username = caller.username;
    email = caller.email;
  } else {
    let account;
    try {
      account = await deps.directory.findUser(body.username);
    } catch (error) {
      if (error instanceof DirectoryUnavailableError) {
        throw serviceUnavailable('The user pool is unavailable, please try again later');
      }
      throw error;
    }
    // One answer for no such user, another e-mail and a confirmed account: a stranger holding a
    // username and an e-mail learns nothing about either.
    if (!account || account.email === null || !sameEmail(account.email, body.email) || account.confirmed) {
      throw forbidden(
        'No unconfirmed account with this username and e-mail in the user pool: if the account is yours, sign in to save its profile',
      );
    }
    username = account.username;
    email = body.email.trim();
  }
  const now = deps.clock.now();
  const values = [
    randomUUID(),
    username,
    email,
    body.name.trim(),
    body.surname.trim(),
    body.gender,
    body.birth_year,
    body.knows_intolerance,
    body.intolerances,
    body.extra_intolerance?.trim() || null,
    body.shop,
    body.sees_red_products,
    body.sees_local_products,
    body.sees_only_specific_retailer,
    body.retailer_list,
    body.shared_accounts,
    now,
    caller?.sub ?? null,
    caller === null,
  ];
  const insert = `INSERT INTO profiles (id, username, email, first_name, last_name, gender, birth_year,
       knows_intolerance, intolerances, extra_intolerance, shop_scale, sees_red_products,
       sees_local_products, sees_only_specific_retailer, retailers, shared_accounts, created_at, updated_at,
       cognito_sub, pending)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, $18, $19)`;
  // A token-less save never touches an existing row; the owner's replaces a pending one only.
  const { rows } = await deps.db.query<{ id: string }>(
    caller === null
      ? `${insert} ON CONFLICT (username) DO NOTHING RETURNING id`
      : `${insert}
     ON CONFLICT (username) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
       last_name = EXCLUDED.last_name, gender = EXCLUDED.gender, birth_year = EXCLUDED.birth_year,
       knows_intolerance = EXCLUDED.knows_intolerance, intolerances = EXCLUDED.intolerances,
       extra_intolerance = EXCLUDED.extra_intolerance, shop_scale = EXCLUDED.shop_scale,
       sees_red_products = EXCLUDED.sees_red_products, sees_local_products = EXCLUDED.sees_local_products,
       sees_only_specific_retailer = EXCLUDED.sees_only_specific_retailer, retailers = EXCLUDED.retailers,
       shared_accounts = EXCLUDED.shared_accounts, updated_at = EXCLUDED.updated_at,
       cognito_sub = EXCLUDED.cognito_sub, pending = false
     WHERE profiles.pending
     RETURNING id`,
    values,
  );
  const created = rows[0];
  if (!created) throw conflict('A profile already exists for this username');
  return created;
}

// --- The caller's profile ---------------------------------------------------------------------

/** The caller's profile, or null when it has none. */
export async function findOwnProfile(db: Queryable, user: AuthUser): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE username = $1`, [
    user.username,
  ]);
  return rows[0] ?? null;
}

/** The caller's profile when it has one that is not bound to another account; for calls without claims. */
export async function callerProfile(db: Queryable, user: AuthUser): Promise<ProfileRow | null> {
  const profile = await findOwnProfile(db, user);
  return profile && !profile.pending && (profile.cognito_sub === null || profile.cognito_sub === user.sub)
    ? profile
    : null;
}

/**
 * The caller's profile, checked against what the body claims: `profileId` and `email`, when
 * given, must be the caller's. On first use the profile is bound to the token's `sub`, so a pool
 * user re-created under the same username cannot take over an old profile; the e-mail follows the
 * token's once the pool has verified it (`email_verified`).
 * @throws 404 when the caller has no profile, 403 when a claim is not the caller's
 */
export async function requireOwnProfile(
  deps: { db: Db; clock: Clock },
  user: AuthUser,
  claims: { profileId?: string; email?: string } = {},
  /** The caller's profile row when the caller has already read it (by username), null for none. */
  found?: ProfileRow | null,
): Promise<ProfileRow> {
  if (claims.email !== undefined && user.email !== null && !sameEmail(claims.email, user.email)) {
    throw forbidden('This e-mail is not yours');
  }
  const profile = found === undefined ? await findOwnProfile(deps.db, user) : found;
  // A pending profile (saved without a token) may be anyone's: never the owner's until replaced.
  if (!profile || profile.pending) throw notFound('No profile exists for this account');
  if (profile.cognito_sub !== null && profile.cognito_sub !== user.sub) {
    throw forbidden('This profile belongs to another account');
  }
  if (claims.profileId !== undefined && claims.profileId !== profile.id) {
    throw forbidden('This profile is not yours');
  }
  if (claims.email !== undefined && user.email === null && !sameEmail(claims.email, profile.email)) {
    throw forbidden('This e-mail is not yours');
  }
  // Only a verified e-mail is followed: an unverified one is whatever the user typed in the pool.
  const email = user.email !== null && user.emailVerified ? user.email : profile.email;
  if (profile.cognito_sub === null || profile.email !== email) {
    // Binds a profile saved before profiles were bound to their account, at its first signed-in call.
    await deps.db.query('UPDATE profiles SET cognito_sub = $2, email = $3, updated_at = $4 WHERE id = $1', [
      profile.id,
      user.sub,
      email,
      deps.clock.now(),
    ]);
    return { ...profile, cognito_sub: user.sub, email };
  }
  return profile;
}

export function toProfileResponse(row: ProfileRow): ApiResponseBody<'/user-profile/get-user-profile'> {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender as 1 | 2 | 3 | 4 | 5 | null,
    birth_year: row.birth_year,
    language: row.language,
    country: row.country,
    intolerances: row.intolerances,
    extra_intolerance: row.extra_intolerance,
    sees_red_products: row.sees_red_products,
    sees_local_products: row.sees_local_products,
    sees_only_specific_retailer: row.sees_only_specific_retailer,
    shop: row.retailers,
  };
}

export async function getUserProfile(
  deps: { db: Db; clock: Clock },
  user: AuthUser,
  body: ParsedApiRequest<'/user-profile/get-user-profile'>,
) {
  return toProfileResponse(await requireOwnProfile(deps, user, { email: body.email }));
}

// --- Updates ----------------------------------------------------------------------------------

export async function updatePersonalInfo(
  deps: { db: Db; clock: Clock },
  user: AuthUser,
  body: ParsedApiRequest<'/user-profile/update-personal-info'>,
): Promise<void> {
  checkBirthYear(body.birth_year, deps.clock);
  const profile = await requireOwnProfile(deps, user, { email: body.email });
  await deps.db.query(
    `UPDATE profiles SET first_name = $2, last_name = $3, gender = $4, birth_year = $5, updated_at = $6
     WHERE id = $1`,
    [profile.id, body.name.trim(), body.surname.trim(), body.gender, body.birth_year, deps.clock.now()],
  );
}

export async function updatePersonalDiets(
  deps: { db: Db; clock: Clock },
  user: AuthUser,
  body: ParsedApiRequest<'/user-profile/update-personal-diets'>,
): Promise<void> {
  const profile = await requireOwnProfile(deps, user, { email: body.email, profileId: body.user_id });
  const extra = body.extra_intolerance?.trim() || null;
  await deps.db.query(
    `UPDATE profiles SET intolerances = $2, extra_intolerance = $3, knows_intolerance = $4, updated_at = $5
     WHERE id = $1`,
    [profile.id, body.intolerances, extra, body.intolerances.length > 0 || extra !== null, deps.clock.now()],
  );
}

export async function updatePreferences(
  deps: { db: Db; clock: Clock },
  user: AuthUser,
  body: ParsedApiRequest<'/user-profile/update-preferences'>,
): Promise<void> {
  const profile = await requireOwnProfile(deps, user, { email: body.email, profileId: body.user_id });
  const shop = [...new Set(body.shop.map((name) => name.trim()))];
  const { rows } = await deps.db.query<{ name: string }>(
    'SELECT name FROM retailers WHERE name = ANY($1::text[])',
    [shop],
  );
  const known = new Set(rows.map((row) => row.name));
  const unknown = shop.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw badRequest('Invalid request: shop', [{ field: 'shop', message: 'Unknown retailer' }]);
  }
  await deps.db.query(
    `UPDATE profiles SET sees_red_products = $2, sees_local_products = $3, sees_only_specific_retailer = $4,
       retailers = $5, updated_at = $6
     WHERE id = $1`,
    [
      profile.id,
      body.sees_red_products,
      body.sees_local_products,
      body.sees_only_specific_retailer,
      shop,
      deps.clock.now(),
    ],
  );
}
