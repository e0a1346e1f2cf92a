/** Favourites: add and remove, both idempotent, only on the caller's own profile. */
import type { ParsedApiRequest } from '@diet/domain';

import type { AuthUser } from '../auth/verifier';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { notFound } from '../http/errors';
import { catalogueId } from './catalogue';
import { requireOwnProfile } from './profiles';

type FavoriteRequest = ParsedApiRequest<'/favorites/add-favorite'>;

export async function addFavorite(deps: { db: Db; clock: Clock }, user: AuthUser, body: FavoriteRequest) {
  const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id });
  const { rows } = await deps.db.query<{ found: boolean }>(
    `WITH product AS (SELECT id FROM products WHERE id = $2),
     added AS (
       INSERT INTO favorites (profile_id, product_id, created_at)
       SELECT $1, id, $3 FROM product
       ON CONFLICT (profile_id, product_id) DO NOTHING
     )
     SELECT EXISTS (SELECT 1 FROM product) AS found`,
    [profile.id, catalogueId(body.product_id), deps.clock.now()],
  );
  if (!rows[0]?.found) throw notFound('No such product');
}

export async function removeFavorite(deps: { db: Db; clock: Clock }, user: AuthUser, body: FavoriteRequest) {
  const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id });
  const { rows } = await deps.db.query<{ found: boolean }>(
    `WITH product AS (SELECT id FROM products WHERE id = $2),
     removed AS (DELETE FROM favorites WHERE profile_id = $1 AND product_id IN (SELECT id FROM product))
     SELECT EXISTS (SELECT 1 FROM product) AS found`,
    [profile.id, catalogueId(body.product_id)],
  );
  if (!rows[0]?.found) throw notFound('No such product');
}

/** Most favourite ids answered (most recent first). */
export const FAVORITES_LIMIT = 1000;

/** POST /favorites: the caller's favourite product ids, most recent first. */
export async function listFavorites(
  deps: { db: Db; clock: Clock },
  user: AuthUser,
  body: ParsedApiRequest<'/favorites'>,
): Promise<number[]> {
  const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id });
  const { rows } = await deps.db.query<{ product_id: number }>(
    `SELECT product_id FROM favorites WHERE profile_id = $1 ORDER BY created_at DESC, seq DESC LIMIT ${FAVORITES_LIMIT}`,
    [profile.id],
  );
  return rows.map((row) => row.product_id);
}
