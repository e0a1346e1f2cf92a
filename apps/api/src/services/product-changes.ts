/**
 * POST /products/changes: what a save of diets or preferences changes in the caller's lists, counted
 * on the catalogue (issue 30: "14 products are now red, 6 now green", "12 products are now hidden,
 * 3 shown again"). Stateless: the two views come in the request (the profile the app showed and the
 * one it saved), so the answer never depends on when the save reached the server.
 */
import { isIntoleranceCode, type ApiResponseBody, type ParsedApiRequest } from '@diet/domain';

import type { AuthUser } from '../auth/verifier';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { requireOwnProfile } from './profiles';

type Deps = { db: Db; clock: Clock };

type ParsedView = ParsedApiRequest<'/products/changes'>['before'];

/** The intolerance codes as the bits of `red_mask` / `yellow_mask` (code - 1): 0-15. */
function maskOf(codes: readonly number[]): number {
  return codes.reduce((mask, code) => (isIntoleranceCode(code) ? mask | (1 << (code - 1)) : mask), 0);
}

/** The SQL of one view over `products p`; `param` adds a parameter and gives its placeholder. */
function viewSql(view: ParsedView, param: (value: unknown) => string) {
  // A number made here (0-15), written into the SQL.
  const mask = maskOf(view.intolerances);
  const tier = `(CASE WHEN (p.red_mask & ${mask}) <> 0 THEN 2 WHEN (p.yellow_mask & ${mask}) <> 0 THEN 1 ELSE 0 END)`;
  // As the lists: an empty retailer pick with "only specific retailer" on is no pick yet (any retailer).
  const picked = view.sees_only_specific_retailer && view.shop.length > 0 ? view.shop : null;
  let eligible = 'true';
  if (picked) {
    const ids = `ARRAY(SELECT id FROM retailers WHERE name = ANY(${param(picked)}::text[]))`;
    eligible = `p.${view.sees_local_products ? 'local_retailers' : 'offer_retailers'} && ${ids}`;
  } else if (view.sees_local_products) {
    eligible = 'cardinality(p.local_retailers) > 0';
  }
  const shown = view.sees_red_products ? eligible : `(${eligible}) AND ${tier} <> 2`;
  return { tier, eligible: `(${eligible})`, shown: `(${shown})` };
}

/**
 * Counts, over the whole catalogue: products whose verdict for all the diets of `after` is red,
 * yellow or green and was not so for those of `before` (among the products the retailer and local
 * preferences of `after` let through), and products shown under one view and hidden under the other.
 */
export async function productChanges(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/products/changes'>,
): Promise<ApiResponseBody<'/products/changes'>> {
  await requireOwnProfile(deps, user, { profileId: body.user_profile_id });
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const before = viewSql(body.before, param);
  const after = viewSql(body.after, param);
  const became = (tier: number) =>
    `count(*) FILTER (WHERE ${after.eligible} AND ${after.tier} = ${tier} AND ${before.tier} <> ${tier})::int`;
  const { rows } = await deps.db.query<ApiResponseBody<'/products/changes'>>(
    `SELECT ${became(2)} AS now_red, ${became(1)} AS now_yellow, ${became(0)} AS now_green,
       count(*) FILTER (WHERE ${before.shown} AND NOT ${after.shown})::int AS now_hidden,
       count(*) FILTER (WHERE NOT ${before.shown} AND ${after.shown})::int AS now_shown
     FROM products p`,
    params,
  );
  return rows[0]!;
}
