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
 * subcategories with the most red products first. Each is paired with the suitable products
 * closest to it: those sharing a word of four letters or more of its names (on the trigram index
 * of `search_text`), scored by the share of its names' words (every language) that theirs hold, a
 * little more for the same subcategory or category, at least {@link MIN_SIMILARITY}; on a tie the
 * cheaper. Whole milk meets
 * lactose-free whole milk ("lait entier", "Vollmilch" shared), wheat bread gluten-free bread.
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
import { listFields, pickedRetailers, storedColors, LIST_COLUMNS, type ListFieldsRow } from './catalogue';
import { foldText } from './product-list';
import { PROFILE_COLUMNS, requireOwnProfile, type ProfileRow } from './profiles';
import { words } from './similarity';

type Deps = { db: Db; clock: Clock };
/** A product as the list calls answer it. */
type ProductJson = ApiResponseBody<'/products/by-ids'>[number];
interface Answer {
  categories: { category_id: number; suitable: number; products: ProductJson[] }[];
  swaps: { product: ProductJson; alternatives: ProductJson[] }[];
}

/** Answers kept per instance (each a few dozen products). */
export const MAX_ANSWERS = 200;
/** Red products considered for swaps (per subcategory one), before their alternatives are scored. */
const SWAP_CANDIDATES = 3 * DISCOVER_SWAPS_MAX;
/** Suitable products scored as alternatives at most (those sharing a word, cheapest first). */
const ALTERNATIVE_POOL = 2000;
/** The lowest score an alternative needs (the share of words plus the shelf's bonus). */
export const MIN_SIMILARITY = 0.2;
/** Words too common on packs to tie two products together. */
const COMMON_WORDS = new Set([
  'free',
  'sans',
  'frei',
  'senza',
  'with',
  'mit',
  'avec',
  'con',
  'and',
  'und',
  'bio',
  'organic',
  'pack',
  'mini',
  'classic',
  'original',
  'style',
]);

/** Words of an English name that say how a product is made or packed, not what it is. */
const PROCESS_WORDS = new Set(['uht', 'pasteurised', 'pasteurized', 'fresh', 'light', 'pack', 'bag', 'box']);

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

/** The names' words a swap is matched on (every language, accents folded). */
function nameWords(row: Row): Set<string> {
  return words(row.name_en, row.name_de, row.name_fr, row.name_it);
}

/** A word without a plural's final s ("apples" and "apple" agree). */
function stem(word: string): string {
  return word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * What kind of product it is: the last word of its English name that is no size or process
 * ("Skimmed milk UHT": milk; "White toast bread": bread) and the words of its subcategory's name.
 */
function kindWords(row: Row & { shelf: string | null }): Set<string> {
  const kind = new Set<string>();
  // "Ravioli in tomato sauce" is ravioli: what follows "in" or "with" is what it holds.
  const named = foldText(row.name_en ?? '')
    .split(/ (?:in|with) /)[0]!
    .split(' ')
    .filter((word) => word.length >= 3 && !/[0-9]/.test(word) && !PROCESS_WORDS.has(word));
  if (named.length > 0) kind.add(stem(named.at(-1)!));
  for (const word of foldText(row.shelf ?? '').split(' ')) {
    if (word.length >= 3 && !COMMON_WORDS.has(word)) kind.add(stem(word));
  }
  return kind;
}

/** The share of `mine` that `theirs` holds (0 to 1). */
function containment(mine: ReadonlySet<string>, theirs: ReadonlySet<string>): number {
  if (mine.size === 0) return 0;
  let shared = 0;
  for (const word of mine) if (theirs.has(word)) shared += 1;
  return shared / mine.size;
}

/** Everyday products that do not suit, each with the suitable products closest to it. */
async function swaps(db: Queryable, view: View): Promise<Answer['swaps']> {
  if (view.mask === 0) return [];
  // The red product sold by the most retailers, per subcategory, within the store preferences
  // (the request's retailer narrows the alternatives, not what the user is used to buying).
  const fromSql = viewSql({ ...view, retailer: null });
  const { rows: candidates } = await db.query<Row & { shelf: string | null }>(
    `WITH red AS (
       SELECT p.id, p.subcategory_id,
         row_number() OVER (PARTITION BY p.subcategory_id
           ORDER BY cardinality(p.offer_retailers) DESC, c.price NULLS LAST, p.id) AS n,
         count(*) OVER (PARTITION BY p.subcategory_id) AS reds
       FROM products p ${fromSql.join}
       WHERE ${fromSql.red} AND p.subcategory_id IS NOT NULL)
     SELECT ${LIST_COLUMNS}, s.name_en AS shelf FROM red
     JOIN products p ON p.id = red.id ${fromSql.join}
     LEFT JOIN subcategories s ON s.id = p.subcategory_id
     WHERE red.n = 1 ORDER BY red.reds DESC, red.subcategory_id LIMIT ${SWAP_CANDIDATES}`,
    fromSql.params,
  );
  if (candidates.length === 0) return [];
  const keyWords = new Set<string>();
  for (const candidate of candidates) {
    for (const word of foldText([candidate.name_en, candidate.name_de, candidate.name_fr].join(' ')).split(
      ' ',
    )) {
      if (word.length >= 4 && !COMMON_WORDS.has(word) && !/^[0-9]+$/.test(word)) keyWords.add(word);
    }
  }
  if (keyWords.size === 0) return [];
  const sql = viewSql(view);
  const likes = [...keyWords].map((word) => `p.search_text LIKE ${sql.param(`%${word}%`)}`);
  const { rows: pool } = await db.query<Row>(
    `SELECT ${LIST_COLUMNS} FROM products p ${sql.join}
     WHERE ${sql.suits} AND (${likes.join(' OR ')})
     ORDER BY c.price NULLS LAST, p.id LIMIT ${ALTERNATIVE_POOL}`,
    sql.params,
  );
  const poolWords = pool.map((row) => nameWords(row));
  const poolStems = poolWords.map((set) => new Set([...set].map(stem)));
  const result: Answer['swaps'] = [];
  const used = new Set<number>();
  for (const candidate of candidates) {
    const mine = nameWords(candidate);
    const kind = kindWords(candidate);
    const scored = pool
      .map((row, i) => {
        let score = containment(mine, poolWords[i]!);
        if (score === 0) return null;
        if (row.subcategory_id !== null && row.subcategory_id === candidate.subcategory_id) score += 0.15;
        // From another shelf, only a product of the same kind (milk for milk, not for milk chocolate).
        else if (![...kind].some((word) => poolStems[i]!.has(word))) return null;
        else if (row.category_id !== null && row.category_id === candidate.category_id) score += 0.05;
        return { row, score };
      })
      .filter(
        (entry): entry is { row: Row; score: number } => entry !== null && entry.score >= MIN_SIMILARITY,
      )
      // The closest first; on a tie the cheaper (the pool is cheapest first: a stable sort keeps it).
      .sort((a, b) => b.score - a.score);
    // One alternative per name: the same product of several brands shows once, its cheapest.
    const names = new Set<string>();
    const alternatives = scored
      .filter(({ row }) => {
        const name = foldText(row.name_en ?? '');
        if (names.has(name)) return false;
        names.add(name);
        return true;
      })
      .slice(0, DISCOVER_ALTERNATIVES_MAX);
    const best = alternatives[0];
    // Two ordinary products whose best alternative is the same product make one swap, not two.
    if (!best || used.has(best.row.id)) continue;
    used.add(best.row.id);
    result.push({
      product: toProduct(candidate, view.intolerances),
      alternatives: alternatives.map((entry) => toProduct(entry.row, view.intolerances)),
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
