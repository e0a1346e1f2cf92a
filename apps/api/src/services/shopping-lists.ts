/**
 * Shopping lists (issue 31): a profile's lists and their items, only ever the caller's own. Lists
 * and items carry the app's ids (UUIDs), so every creation is idempotent: a retry after a lost
 * answer finds what the first call made. Every change of a list's items moves its `updated_at`
 * (the app opens the most recently changed list).
 *
 * A list's products are read with the catalogue's own rows (`ProductListCache.byIds`): the
 * caller's colours, and the price and retailer of the offer the catalogue chooses for the caller.
 */
import {
  INTOLERANCE_CODES,
  SHOPPING_LIST_ITEMS_MAX,
  SHOPPING_LISTS_MAX,
  type ApiResponseBody,
  type IntoleranceCode,
  type ParsedApiRequest,
} from '@diet/domain';

import type { AuthUser } from '../auth/verifier';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { conflict, notFound } from '../http/errors';
import { catalogueId } from './catalogue';
import type { ProductListCache } from './product-list';
import { requireOwnProfile, type ProfileRow } from './profiles';

type Deps = { db: Db; clock: Clock };
type ListDeps = Deps & { productList: ProductListCache };

interface SummaryRow {
  id: string;
  name: string;
  created_at: Date | string;
  updated_at: Date | string;
  items: number;
  checked: number;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const summary = (row: SummaryRow) => ({
  id: row.id,
  name: row.name,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  items: Number(row.items),
  checked: Number(row.checked),
});

const SUMMARY_SQL = `SELECT l.id::text AS id, l.name, l.created_at, l.updated_at,
    (SELECT count(*) FROM shopping_list_items i WHERE i.list_id = l.id)::int AS items,
    (SELECT count(*) FROM shopping_list_items i WHERE i.list_id = l.id AND i.checked)::int AS checked
  FROM shopping_lists l`;

/** The caller's list, or 404: another profile's list is as unknown as one that never was. */
async function ownList(deps: Deps, user: AuthUser, profileId: string, listId: string) {
  const profile = await requireOwnProfile(deps, user, { profileId });
  const { rows } = await deps.db.query<SummaryRow>(`${SUMMARY_SQL} WHERE l.id = $1 AND l.profile_id = $2`, [
    listId,
    profile.id,
  ]);
  if (!rows[0]) throw notFound('No such list');
  return { profile, list: rows[0] };
}

async function touch(deps: Deps, listId: string) {
  await deps.db.query('UPDATE shopping_lists SET updated_at = $2 WHERE id = $1', [listId, deps.clock.now()]);
}

/** POST /shopping-lists: the caller's lists, the most recently changed first. */
export async function listShoppingLists(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/shopping-lists'>,
): Promise<ApiResponseBody<'/shopping-lists'>> {
  const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id });
  const { rows } = await deps.db.query<SummaryRow>(
    `${SUMMARY_SQL} WHERE l.profile_id = $1 ORDER BY l.updated_at DESC, l.created_at DESC, l.id LIMIT ${SHOPPING_LISTS_MAX}`,
    [profile.id],
  );
  return rows.map(summary);
}

/** POST /shopping-lists/create: idempotent by the list's id; 409 past {@link SHOPPING_LISTS_MAX}. */
export async function createShoppingList(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/shopping-lists/create'>,
): Promise<void> {
  const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id });
  const now = deps.clock.now();
  await deps.db.query(
    `INSERT INTO shopping_lists (id, profile_id, name, created_at, updated_at)
     SELECT $1, $2, $3, $4, $4
     WHERE (SELECT count(*) FROM shopping_lists WHERE profile_id = $2) < ${SHOPPING_LISTS_MAX}
     ON CONFLICT (id) DO NOTHING`,
    [body.list_id, profile.id, body.name, now],
  );
  const { rows } = await deps.db.query<{ profile_id: string }>(
    'SELECT profile_id FROM shopping_lists WHERE id = $1',
    [body.list_id],
  );
  if (!rows[0]) throw conflict(`At most ${SHOPPING_LISTS_MAX} lists`);
  if (rows[0].profile_id !== profile.id) throw conflict('This list id is taken');
}

export async function renameShoppingList(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/shopping-lists/rename'>,
): Promise<void> {
  await ownList(deps, user, body.user_profile_id, body.list_id);
  await deps.db.query('UPDATE shopping_lists SET name = $2, updated_at = $3 WHERE id = $1', [
    body.list_id,
    body.name,
    deps.clock.now(),
  ]);
}

/** POST /shopping-lists/delete: the list and its items; deleting one already gone changes nothing. */
export async function deleteShoppingList(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/shopping-lists/delete'>,
): Promise<void> {
  const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id });
  await deps.db.query('DELETE FROM shopping_lists WHERE id = $1 AND profile_id = $2', [
    body.list_id,
    profile.id,
  ]);
}

interface ItemRow {
  id: string;
  product_id: number | null;
  text: string | null;
  quantity: number;
  checked: boolean;
  position: number;
}

/** The profile's diets as the catalogue reads them (unknown codes left out). */
function dietsOf(profile: ProfileRow): IntoleranceCode[] {
  const known = new Set<number>(INTOLERANCE_CODES);
  return [...new Set(profile.intolerances)].filter((code) => known.has(code)) as IntoleranceCode[];
}

/** Cents, so that a total of prices adds up exactly. */
const cents = (price: number) => Math.round(price * 100);

/**
 * POST /shopping-lists/get-list: the list with its items in order, each product as the catalogue
 * shows it to the caller (the diets of the profile as saved, so a diet added since is read), and
 * what the priced items cost at the chosen retailers.
 */
export async function getShoppingList(
  deps: ListDeps,
  user: AuthUser,
  body: ParsedApiRequest<'/shopping-lists/get-list'>,
): Promise<ApiResponseBody<'/shopping-lists/get-list'>> {
  const { profile, list } = await ownList(deps, user, body.user_profile_id, body.list_id);
  const { rows } = await deps.db.query<ItemRow>(
    `SELECT id::text AS id, product_id, text, quantity, checked, position FROM shopping_list_items
     WHERE list_id = $1 ORDER BY position, created_at, id`,
    [body.list_id],
  );
  const ids = [...new Set(rows.flatMap((row) => (row.product_id === null ? [] : [String(row.product_id)])))];
  const products =
    ids.length === 0
      ? []
      : await deps.productList.byIds(deps, user, {
          user_profile_id: profile.id,
          intolerances: dietsOf(profile),
          ids,
          ...(body.language ? { language: body.language } : {}),
        });
  const byId = new Map(products.map((product) => [String(product.id), product]));
  const totals = new Map<string, number>();
  let unpriced = 0;
  const entries = rows.map((row, index) => {
    const product = row.product_id === null ? null : (byId.get(String(row.product_id)) ?? null);
    const price = product?.price;
    if (row.product_id !== null) {
      if (typeof price === 'number' && Number.isFinite(price)) {
        const retailer = typeof product?.store === 'string' ? product.store : '';
        totals.set(retailer, (totals.get(retailer) ?? 0) + cents(price) * row.quantity);
      } else {
        unpriced += 1;
      }
    }
    return {
      id: row.id,
      product_id: row.product_id === null ? null : String(row.product_id),
      text: row.text,
      quantity: row.quantity,
      checked: row.checked,
      position: index,
      product,
    };
  });
  const byRetailer = [...totals]
    .map(([retailer, amount]) => ({ retailer, amount: amount / 100 }))
    .sort((a, b) => b.amount - a.amount || a.retailer.localeCompare(b.retailer));
  return {
    ...summary(list),
    entries,
    total: {
      amount: [...totals.values()].reduce((sum, amount) => sum + amount, 0) / 100,
      by_retailer: byRetailer,
      unpriced,
    },
  };
}

/**
 * POST /shopping-lists/add-item: at the end of the list. Idempotent by the item's id (a retry
 * changes nothing); 404 for an unknown product, 409 past {@link SHOPPING_LIST_ITEMS_MAX}.
 */
export async function addShoppingItem(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/shopping-lists/add-item'>,
): Promise<void> {
  await ownList(deps, user, body.user_profile_id, body.list_id);
  let productId: number | null = null;
  if (body.product_id !== undefined) {
    productId = catalogueId(body.product_id);
    const { rows } = await deps.db.query('SELECT 1 FROM products WHERE id = $1', [productId ?? 0]);
    if (productId === null || rows.length === 0) throw notFound('No such product');
  }
  const now = deps.clock.now();
  await deps.db.query(
    `INSERT INTO shopping_list_items (id, list_id, product_id, text, quantity, position, created_at)
     SELECT $1, $2, $3, $4, $5, coalesce(max(position) + 1, 0), $6
     FROM shopping_list_items WHERE list_id = $2
     HAVING count(*) < ${SHOPPING_LIST_ITEMS_MAX}
     ON CONFLICT (id) DO NOTHING`,
    [
      body.item_id,
      body.list_id,
      productId,
      productId === null ? (body.text ?? null) : null,
      body.quantity,
      now,
    ],
  );
  const { rows } = await deps.db.query<{ list_id: string }>(
    'SELECT list_id::text AS list_id FROM shopping_list_items WHERE id = $1',
    [body.item_id],
  );
  if (!rows[0]) throw conflict(`At most ${SHOPPING_LIST_ITEMS_MAX} items in a list`);
  if (rows[0].list_id !== body.list_id) throw conflict('This item id is taken');
  await touch(deps, body.list_id);
}

/** The item in the caller's list, or 404. */
async function ownItem(
  deps: Deps,
  user: AuthUser,
  body: { user_profile_id: string; list_id: string; item_id: string },
) {
  await ownList(deps, user, body.user_profile_id, body.list_id);
  const { rows } = await deps.db.query('SELECT 1 FROM shopping_list_items WHERE id = $1 AND list_id = $2', [
    body.item_id,
    body.list_id,
  ]);
  if (rows.length === 0) throw notFound('No such item');
}

export async function updateShoppingItem(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/shopping-lists/update-item'>,
): Promise<void> {
  await ownItem(deps, user, body);
  await deps.db.query(
    `UPDATE shopping_list_items SET quantity = coalesce($3, quantity), checked = coalesce($4, checked)
     WHERE id = $1 AND list_id = $2`,
    [body.item_id, body.list_id, body.quantity ?? null, body.checked ?? null],
  );
  await touch(deps, body.list_id);
}

/** POST /shopping-lists/move-item: the item to `position` (past the end: last), the others in order. */
export async function moveShoppingItem(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/shopping-lists/move-item'>,
): Promise<void> {
  await ownItem(deps, user, body);
  await deps.db.query(
    `WITH others AS (
       SELECT id, row_number() OVER (ORDER BY position, created_at, id) - 1 AS idx
       FROM shopping_list_items WHERE list_id = $1 AND id <> $2
     ),
     target AS (SELECT LEAST($3::int, (SELECT count(*) FROM others)::int) AS p),
     wanted AS (
       SELECT id, (CASE WHEN idx >= (SELECT p FROM target) THEN idx + 1 ELSE idx END)::int AS pos FROM others
       UNION ALL SELECT $2::uuid, (SELECT p FROM target)
     )
     UPDATE shopping_list_items i SET position = wanted.pos FROM wanted WHERE i.id = wanted.id AND i.list_id = $1`,
    [body.list_id, body.item_id, body.position],
  );
  await touch(deps, body.list_id);
}

/** POST /shopping-lists/remove-item: removing one already gone changes nothing (the list must be the caller's). */
export async function removeShoppingItem(
  deps: Deps,
  user: AuthUser,
  body: ParsedApiRequest<'/shopping-lists/remove-item'>,
): Promise<void> {
  await ownList(deps, user, body.user_profile_id, body.list_id);
  await deps.db.query('DELETE FROM shopping_list_items WHERE id = $1 AND list_id = $2', [
    body.item_id,
    body.list_id,
  ]);
  await touch(deps, body.list_id);
}
