/**
 * POST /products/discover (issue 31): "What can I eat?" and "Swaps" in one round trip.
 *
 * **Suitable** means green for every diet asked: none of the product's red or yellow codes is one
 * of the request's intolerances (with none asked, every product suits). A product is shown only
 * with an offer that passes the caller's store preferences (only local, only the picked
 * retailers) and the request's `retailer`; its price, store and logo are the cheapest such offer.
 *
 * **Rows.** Every category in display order, with how many of its products suit and the best
 * `per_category` of them: cheapest first, then by sort name in the page's language, then id.
 *
 * **Swaps.** Everyday products that do not suit (red for a diet asked): per subcategory the red
 * product sold by the most retailers (the ordinary one on every shelf), cheapest on a tie, the
 * subcategories with the most red products first; when its page has no green better swap, the
 * shelf's next one ({@link TRIES_PER_SHELF} at most). Each is paired with its better swap as its
 * product page shows it: the first of its suggestions ({@link rankAlternatives}, the one swap rule:
 * green for every diet asked first, its own shelf before namesakes elsewhere, then the closest),
 * when that one is green; then the next green suggestions, one per name. A product whose first
 * suggestion is only yellow, or none, gets no swap here rather than a different one than on its
 * page. With `retailer`, the suggestions sold there.
 *
 * **Cache.** Per instance, tagged with the catalogue version read with the caller's state on every
 * call (any write to products or retailers moves it); the per-user favourite flag is set on the way
 * out. Bounded ({@link MAX_ANSWERS}).
 */
import {
  colorFlags,
  DISCOVER_ALTERNATIVES_MAX,
  DISCOVER_SWAPS_MAX,
  type ApiResponseBody,
  type CatalogueLanguage,
  type ParsedApiRequest,
} from '@diet/domain';

import type { AuthUser } from '../auth/verifier';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import {
  listFields,
  pickedRetailers,
  rankAlternatives,
  storedColors,
  LIST_COLUMNS,
  type ListFieldsRow,
} from './catalogue';
import { foldText } from './product-list';
import { PROFILE_COLUMNS, requireOwnProfile, type ProfileRow } from './profiles';

type Deps = { db: Db; clock: Clock };
/** A product as the list calls answer it. */
type ProductJson = ApiResponseBody<'/products/by-ids'>[number];
interface Answer {
  categories: { category_id: number; suitable: number; products: ProductJson[] }[];
  swaps: { product: ProductJson; alternatives: ProductJson[] }[];
}

/** Answers kept per instance (each a few dozen products). */
export const MAX_ANSWERS = 200;
/** Subcategories considered for swaps (those with the most red products first). */
const SWAP_SHELVES = 3 * DISCOVER_SWAPS_MAX;
/** Red products of one subcategory tried in turn until one has a green better swap. */
const TRIES_PER_SHELF = 3;
/** Red products whose suggestions are ranked at most, for one answer (its time is bounded). */
const SWAP_RANKINGS = 4 * DISCOVER_SWAPS_MAX;

type Row = ListFieldsRow;

interface View {
  version: string;
  mask: number;
  intolerances: number[];
  localOnly: boolean;
  picked: string[] | null;
  retailer: string | null;
  language: CatalogueLanguage;
  perCategory: number;
}

type CallerState = ProfileRow & { catalogue_version: string; favorite_ids: number[] };

/** The SQL of a view: its parameters, the offer filter and the chosen offer per product. */
function viewSql(view: View) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const passes: string[] = [];
  if (view.picked) passes.push(`r.name = ANY(${param(view.picked)}::text[])`);
  if (view.retailer) passes.push(`r.name = ${param(view.retailer)}`);
  if (view.localOnly) passes.push('o.is_local');
  const filtered = passes.length > 0;
  // The cheapest offer passing the filters, per product, in one pass over the offers.
  const chosen = `(SELECT DISTINCT ON (o.product_id) o.product_id, o.price::float8 AS price,
       r.name AS store, r.logo AS store_logo
     FROM offers o LEFT JOIN retailers r ON r.id = o.retailer_id
     ${filtered ? `WHERE ${passes.join(' AND ')}` : ''}
     ORDER BY o.product_id, o.price NULLS LAST, r.name NULLS LAST, o.id)`;
  const mask = String(view.mask);
  return {
    params,
    param,
    // Without filters a product with no offer still shows (no price), as on the list.
    join: `${filtered ? 'JOIN' : 'LEFT JOIN'} ${chosen} c ON c.product_id = p.id`,
    suits: `((p.red_mask | p.yellow_mask) & ${mask}::int) = 0`,
    red: `(p.red_mask & ${mask}::int) <> 0`,
    sort: `p.sort_${view.language}`,
  };
}

function toProduct(row: Row, intolerances: readonly number[]): ProductJson {
  const colors = storedColors(row.colors);
  const flags = colorFlags(colors, intolerances);
  return {
    ...listFields(row),
    is_favorite: false,
    is_red: flags.is_red,
    is_yellow: flags.is_yellow,
    colors,
    offers_count: row.offers_count,
  };
}

/** Every category with its count of suitable products and the best of them. */
async function rows(db: Queryable, view: View): Promise<Answer['categories']> {
  const sql = viewSql(view);
  const limit = sql.param(view.perCategory);
  const { rows: found } = await db.query<Row & { rank: number | null; suitable: number; cat: number }>(
    `WITH fit AS (
       SELECT p.id, p.category_id, c.price, c.store, c.store_logo,
         row_number() OVER (PARTITION BY p.category_id ORDER BY c.price NULLS LAST, ${sql.sort}, p.id) AS rank,
         count(*) OVER (PARTITION BY p.category_id)::int AS suitable
       FROM products p ${sql.join}
       WHERE ${sql.suits} AND p.category_id IS NOT NULL)
     SELECT cat.id AS cat, COALESCE(c.suitable, 0)::int AS suitable, c.rank, ${LIST_COLUMNS}
     FROM categories cat
     LEFT JOIN fit c ON c.category_id = cat.id AND c.rank <= ${limit}::int
     LEFT JOIN products p ON p.id = c.id
     ORDER BY cat.sort_order, cat.id, c.rank`,
    sql.params,
  );
  const categories: Answer['categories'] = [];
  for (const row of found) {
    let last = categories.at(-1);
    if (!last || last.category_id !== row.cat) {
      last = { category_id: row.cat, suitable: row.suitable, products: [] };
      categories.push(last);
    }
    if (row.id !== null) last.products.push(toProduct(row, view.intolerances));
  }
  return categories;
}

/**
 * Where a swap may be bought: the store preferences, narrowed to the request's retailer (none at
 * all when the preferences leave that retailer out).
 */
function swapRetailers(view: View): string[] | null {
  if (view.retailer === null) return view.picked;
  return view.picked === null || view.picked.includes(view.retailer) ? [view.retailer] : [];
}

/** Everyday products that do not suit, each with its better swap and the next green suggestions. */
async function swaps(db: Queryable, view: View): Promise<Answer['swaps']> {
  if (view.mask === 0) return [];
  // The red products sold by the most retailers, per subcategory, within the store preferences
  // (the request's retailer narrows the alternatives, not what the user is used to buying).
  const fromSql = viewSql({ ...view, retailer: null });
  const { rows: candidates } = await db.query<Row>(
    `WITH red AS (
       SELECT p.id, p.subcategory_id,
         row_number() OVER (PARTITION BY p.subcategory_id
           ORDER BY cardinality(p.offer_retailers) DESC, c.price NULLS LAST, p.id) AS n,
         count(*) OVER (PARTITION BY p.subcategory_id) AS reds
       FROM products p ${fromSql.join}
       WHERE ${fromSql.red} AND p.subcategory_id IS NOT NULL),
     shelf AS (
       SELECT subcategory_id FROM red WHERE n = 1 ORDER BY reds DESC, subcategory_id LIMIT ${SWAP_SHELVES})
     SELECT ${LIST_COLUMNS} FROM red
     JOIN shelf ON shelf.subcategory_id = red.subcategory_id
     JOIN products p ON p.id = red.id ${fromSql.join}
     WHERE red.n <= ${TRIES_PER_SHELF} ORDER BY red.reds DESC, red.subcategory_id, red.n`,
    fromSql.params,
  );
  const where = { profileId: null, localOnly: view.localOnly, retailers: swapRetailers(view) };
  const result: Answer['swaps'] = [];
  const used = new Set<number>();
  const shelves = new Set<number | null>();
  let rankings = 0;
  // One candidate after the other (one connection's worth of work), until the swaps are found.
  for (const candidate of candidates) {
    // One swap per shelf: the next of its red products only when the one before had none.
    if (shelves.has(candidate.subcategory_id)) continue;
    if (rankings >= SWAP_RANKINGS) break;
    rankings += 1;
    const ranked = await rankAlternatives(
      db,
      where,
      { productId: candidate.id, name: candidate.name_en, subcategoryId: candidate.subcategory_id },
      view.intolerances,
    );
    // Its better swap is the first suggestion, as on its page; Discover pairs only a green one.
    const best = ranked[0];
    // Two ordinary products whose better swap is the same product make one swap, not two.
    if (!best || best.tier !== 0 || used.has(best.id)) continue;
    used.add(best.id);
    shelves.add(candidate.subcategory_id);
    // One alternative per name: the same product of several brands shows once, the first of them.
    const names = new Set<string>();
    const alternatives = ranked
      .filter((row) => {
        if (row.tier !== 0) return false;
        const name = foldText(row.name_en ?? '');
        if (names.has(name)) return false;
        names.add(name);
        return true;
      })
      .slice(0, DISCOVER_ALTERNATIVES_MAX);
    result.push({
      product: toProduct(candidate, view.intolerances),
      alternatives: alternatives.map((row) => toProduct(row, view.intolerances)),
    });
    if (result.length >= DISCOVER_SWAPS_MAX) break;
  }
  return result;
}

export class DiscoverCache {
  private readonly answers = new Map<string, Promise<Answer>>();
  private version: string | null = null;

  constructor(private readonly maxAnswers = MAX_ANSWERS) {}

  async answer(
    deps: Deps,
    user: AuthUser,
    body: ParsedApiRequest<'/products/discover'>,
  ): Promise<ApiResponseBody<'/products/discover'>> {
    const { rows: found } = await deps.db.query<CallerState>(
      `SELECT ${PROFILE_COLUMNS},
         (SELECT epoch || ':' || version FROM catalogue_version) AS catalogue_version,
         COALESCE((SELECT array_agg(f.product_id ORDER BY f.product_id) FROM favorites f
                   WHERE f.profile_id = profiles.id), '{}') AS favorite_ids
       FROM profiles WHERE username = $1`,
      [user.username],
    );
    const state = found[0] ?? null;
    const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id }, state);
    const intolerances = [...new Set(body.intolerances)].sort((a, b) => a - b);
    const view: View = {
      version: state!.catalogue_version,
      mask: intolerances.reduce((mask, code) => mask | (1 << (code - 1)), 0),
      intolerances,
      localOnly: profile.sees_local_products,
      picked: pickedRetailers(profile),
      retailer: body.retailer ?? null,
      language: body.language ?? (profile.language.toLowerCase() as CatalogueLanguage),
      perCategory: body.per_category,
    };
    if (this.version !== view.version) {
      // A new catalogue: what was kept describes the old one.
      this.version = view.version;
      this.answers.clear();
    }
    const key = JSON.stringify(view);
    let answer = this.answers.get(key);
    if (!answer) {
      answer = (async () => {
        // One connection's worth of work after the other: the rows, then the swaps.
        const categories = await rows(deps.db, view);
        return { categories, swaps: await swaps(deps.db, view) };
      })();
      this.answers.set(key, answer);
      answer.catch(() => this.answers.delete(key));
      if (this.answers.size > this.maxAnswers) this.answers.delete(this.answers.keys().next().value!);
    }
    const favorites = new Set(state!.favorite_ids);
    const flag = (product: ProductJson): ProductJson => ({
      ...product,
      is_favorite: favorites.has(Number(product.id)),
    });
    const done = await answer;
    return {
      categories: done.categories.map((row) => ({ ...row, products: row.products.map(flag) })),
      swaps: done.swaps.map((swap) => ({
        product: flag(swap.product),
        alternatives: swap.alternatives.map(flag),
      })),
    };
  }
}
