/**
 * The caller's ranked product list, served by the database a page at a time (issue 29):
 * `POST /products` (the first page, with ETag/304 and gzip), `POST /products/page` (any page,
 * filtered by category, subcategory and search, with counts) and `POST /products/by-ids`.
 *
 * **Order.** For the request's intolerances a product's tier is 0 (green: none of its red or
 * yellow codes is the caller's), 1 (yellow) or 2 (red, listed only with `sees_red_products`);
 * within a tier by its sort name in the page's language (`sort_<lang>`, migration 0005: the name
 * in that language or the fallback order en, de, fr, it, folded, cut and padded to 48 characters),
 * then by id. A product's `sort_key` is exactly that place, as text that sorts like the list
 * (tier digit, relevance digit, padded sort name, id in 10 digits); `next` is the last product's
 * place, and a page after a cursor is `(tier, relevance, sort name, id) > cursor` (keyset: no
 * OFFSET). Search results are ranked the same way, with the search's relevance between tier and
 * name (`search-set.ts`: products whose name in the page's language has every word typed, at the
 * start of a word, first; without search it is 0): pages stay stable while the user scrolls.
 *
 * **Search.** The text is folded as the database folds names (`foldText`, the migration's table)
 * into words; a product matches when every word is a substring of its `search_text` (its names in
 * de, fr, it, en, its brand and the names of the retailers offering it, kept by triggers,
 * migration 0006), on the trigram index (`products_search_trgm_idx`). When no product has every
 * word and the query is short (at most three words, one of four letters or more), each such word
 * also matches the few known words most similar to it (`search_words`, migration 0007,
 * trigram similarity ≥ 0.5: one typo in "yoghurt" or "croissant"), over at most
 * {@link FUZZY_MAX_MATCHES} products, the first in the language's list order. A search's matches
 * are made once per catalogue version, search and language ({@link SearchSet}: ids in list order
 * with their colour and retailer bits) and shared by every view: a view's counts and page are a
 * pass over them, its products taken from the search index (below), else read by id and kept.
 *
 * **The search index** (`search-index.ts`): the matches are made in memory, with no database read,
 * from an index of the catalogue version (its words with their products, the list order per
 * language, and every product as a page shows it: `kept-products.ts`, pieces of its JSON and its
 * offers), built in the background after the version's first search (one build at a time, a few
 * seconds per 50,000 products; about 950 bytes a product, 190 MB at 200,000, measured by
 * `pnpm --filter @diet/api bench:index-memory`). A search's page is then made with no database
 * read, and its finished answer (JSON and gzip) is kept per view and favourites; until it is built, and
 * whenever it is absent (a failed build, `searchIndex: false`), the SQL above makes them, with the
 * same result (the tests compare both). Only a typo's similar words are asked of `search_words`,
 * once per word and version.
 *
 * **Pages without search** walk the language's sort index (`products_sort_<lang>_idx`, or per
 * category and subcategory, migration 0006) tier by tier from the cursor, reading about as many
 * rows as they show.
 *
 * **Offers.** The chosen offer (`price`, `store`, `storeLogo`) is the cheapest that passes the
 * caller's preferences (only local, only the picked retailers); a product with none is hidden on
 * the list (counted in `hidden`), but `by-ids` still answers it, with its cheapest offer.
 *
 * **Caches, per instance, all tagged with the catalogue version read with the caller's state on
 * every call** (any write anywhere moves it): page bodies without the per-user flag
 * (`is_favorite`), counts per filter and view, search matches per search and language, the
 * products shown by searches' pages while the index is not built (`KeptProduct`: the view's tier,
 * sort name and chosen offer are worked out from them), the finished `/products` views (JSON,
 * gzip, ETag) and `/products/page` answers (JSON, gzip), and the search index. All bounded; only
 * the search index covers the whole catalogue (see above).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback, gzipSync } from 'node:zlib';

import {
  colorFlags,
  PRODUCT_PAGE_SIZE,
  type ApiResponseBody,
  type CatalogueLanguage,
  type ParsedApiRequest,
} from '@diet/domain';

import type { AuthUser } from '../auth/verifier';
import type { Clock } from '../clock';
import { TYPO_SIMILARITY, type Db, type Queryable } from '../db/db';
import { FOLD_FROM, FOLD_PAIRS, FOLD_TO, SORT_NAME_LENGTH } from '../db/migrations/0005-offers-and-search';
import { badRequest } from '../http/errors';
import {
  catalogueId,
  LIST_COLUMNS,
  listFields,
  pickedRetailers,
  storedColors,
  type OfferColumns,
  type ProductColumns,
} from './catalogue';
import { PROFILE_COLUMNS, requireOwnProfile, type ProfileRow } from './profiles';
import {
  keptItem,
  keptSortName,
  keptTier,
  readKeptProducts,
  type Item,
  type KeptProduct,
} from './kept-products';
import { buildSearchIndex, type SearchIndex } from './search-index';
import {
  retailerBits,
  relevanceSql,
  searchSet,
  setAnswers,
  setCounts,
  setPage,
  type SearchSet,
  type SearchSetRow,
  type SetPlace,
} from './search-set';

const gzip = promisify(gzipCallback);

type Deps = { db: Db; clock: Clock };

// --- Folding, sort keys and cursors -----------------------------------------------------------

const FOLD_MAP = new Map([...FOLD_FROM].map((char, i) => [char, FOLD_TO[i]!]));

/** Text folded as the database's `diet_fold` does: lower case, accents off, other runs one space. */
export function foldText(text: string): string {
  let value = text.toLowerCase();
  for (const [from, to] of FOLD_PAIRS) value = value.replaceAll(from, to);
  value = [...value].map((char) => FOLD_MAP.get(char) ?? char).join('');
  return value.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Most words of a search used (the rest are ignored). */
export const SEARCH_MAX_WORDS = 8;
/** A query of at most this many words is typo-tolerant. */
export const SHORT_QUERY_WORDS = 3;
/** A word needs this many characters to match similar words. */
export const TYPO_MIN_LENGTH = 4;

/** The search's words (folded, unique, in order); none for a blank search. */
export function searchWords(search: string | undefined): string[] {
  return [
    ...new Set(
      foldText(search ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ].slice(0, SEARCH_MAX_WORDS);
}

export interface Place {
  tier: number;
  /** The search's relevance (`search-set.ts`: 0 when every word starts a word of the name, else 1); 0 without search. */
  rel: number;
  /** The padded sort name (SORT_NAME_LENGTH characters). */
  name: string;
  id: number;
}

/** A product's place as text that sorts like the list. */
export function sortKey(place: Place): string {
  return `${place.tier}${place.rel}${place.name}${String(place.id).padStart(10, '0')}`;
}

// The relevance digit is optional: a cursor given before searches were ranked by it still resumes.
const PLACE = new RegExp(`^([012])([01]?)([a-z0-9 ]{${SORT_NAME_LENGTH}})([0-9]{10})$`);

/** The cursor after a place: opaque to clients (base64url of the language and the place). */
export function encodeCursor(language: CatalogueLanguage, place: Place): string {
  return Buffer.from(`${language}:${sortKey(place)}`).toString('base64url');
}

/** The place a cursor resumes after, for this language; 400 for anything else. */
export function decodeCursor(cursor: string, language: CatalogueLanguage): Place {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const [lang, key = ''] = text.split(/:(.*)/s);
  const match = PLACE.exec(key);
  if (lang !== language || !match) {
    throw badRequest('Invalid request: cursor', [{ field: 'cursor', message: 'Unknown cursor' }]);
  }
  return { tier: Number(match[1]), rel: Number(match[2] || 0), name: match[3]!, id: Number(match[4]) };
}

// --- The caller's view ------------------------------------------------------------------------

type CallerState = ProfileRow & { catalogue_version: string; favorite_ids: number[] };

interface View {
  version: string;
  /** The request's intolerance codes as bits (code - 1). */
  mask: number;
  seesRed: boolean;
  localOnly: boolean;
  /** The picked retailers' ids (none known: empty), or null for any retailer. */
  retailerIds: number[] | null;
  language: CatalogueLanguage;
  favorites: ReadonlySet<number>;
}

function maskOf(codes: readonly number[]): number {
  return codes.reduce((mask, code) => (code >= 1 && code <= 4 ? mask | (1 << (code - 1)) : mask), 0);
}

function languageOf(requested: CatalogueLanguage | undefined, profile: ProfileRow): CatalogueLanguage {
  return requested ?? (profile.language.toLowerCase() as CatalogueLanguage);
}

/** The SQL of a view's parts; `param` adds a parameter and gives its placeholder. */
function viewSql(view: View, param: (value: unknown) => string) {
  // A number the server made (0-15), written into the SQL: the planner sees it, no parameter goes unused.
  const mask = String(view.mask);
  const red = `(p.red_mask & ${mask}::int) <> 0`;
  const tier = `(CASE WHEN ${red} THEN 2 WHEN (p.yellow_mask & ${mask}::int) <> 0 THEN 1 ELSE 0 END)`;
  let eligible = 'true';
  let offerPasses = 'true';
  if (view.retailerIds) {
    const ids = param(view.retailerIds);
    eligible = `p.${view.localOnly ? 'local_retailers' : 'offer_retailers'} && ${ids}::int[]`;
    offerPasses = `o.retailer_id = ANY(${ids}::int[])${view.localOnly ? ' AND o.is_local' : ''}`;
  } else if (view.localOnly) {
    eligible = 'cardinality(p.local_retailers) > 0';
    offerPasses = 'o.is_local';
  }
  const shown = view.seesRed ? eligible : `${eligible} AND NOT ${red}`;
  // A tier as lists of mask values (4 bits: 16 values), which the planner estimates from the
  // columns' statistics (a bit test it cannot), so that it walks the sort index for a large tier.
  const values = (hit: boolean) =>
    `'{${Array.from({ length: 16 }, (_, v) => v)
      .filter((v) => ((v & view.mask) !== 0) === hit)
      .join(',')}}'::smallint[]`;
  /** The condition of one tier (0 green, 1 yellow, 2 red). */
  const tierIs = (value: number) =>
    value === 2
      ? `p.red_mask = ANY(${values(true)})`
      : `p.red_mask = ANY(${values(false)}) AND p.yellow_mask = ANY(${values(value === 1)})`;
  return { red, tier, tierIs, eligible, shown, offerPasses, sortColumn: `p.sort_${view.language}` };
}

interface Filter {
  categoryId: number | null;
  subcategoryId: number | null;
  words: string[];
}

/** Whether a search's words may match similar words (a short query with a word long enough). */
export function typoTolerant(words: readonly string[]): boolean {
  return words.length <= SHORT_QUERY_WORDS && words.some((word) => word.length >= TYPO_MIN_LENGTH);
}

/** Most products a typo-tolerant search considers (its counts say at most this many). */
export const FUZZY_MAX_MATCHES = 1000;
/** Most known words searched for in place of one typed word (the most similar first). */
export const SIMILAR_WORDS = 5;

/** Most typed words whose similar known words are kept (per catalogue version). */
const MAX_SIMILAR_KEPT = 10_000;

/** Words typed → the known words searched for them instead (a typo-tolerant search). */
type Similar = ReadonlyMap<string, readonly string[]>;

/**
 * The filter's WHERE parts (category, subcategory, search words). Every word is a substring of the
 * product's `search_text` (names, brand and its retailers' names, migration 0006), or, with
 * `similar`, one of the known words similar to it (migration 0007). All answered by the trigram
 * index.
 */
function filterSql(
  filter: Filter,
  param: (value: unknown) => string,
  similar: Similar | null = null,
): string[] {
  const parts: string[] = [];
  if (filter.categoryId !== null) parts.push(`p.category_id = ${param(filter.categoryId)}`);
  if (filter.subcategoryId !== null) parts.push(`p.subcategory_id = ${param(filter.subcategoryId)}`);
  for (const word of filter.words) {
    const likes = [word, ...(similar?.get(word) ?? [])].map(
      (text) => `p.search_text LIKE ${param(`%${text}%`)}`,
    );
    parts.push(likes.length === 1 ? likes[0]! : `(${likes.join(' OR ')})`);
  }
  return parts;
}

/** For each typed word of four letters or more, the most similar known words (`search_words`). */
async function similarWords(db: Queryable, words: readonly string[]): Promise<Similar> {
  const typed = words.filter((word) => word.length >= TYPO_MIN_LENGTH);
  if (typed.length === 0) return new Map();
  const { rows } = await db.query<{ typed: string; words: string[] }>(
    `SELECT q.word AS typed, ARRAY(
       SELECT w.word FROM search_words w
       WHERE w.word % q.word AND similarity(w.word, q.word) >= $2
       ORDER BY similarity(w.word, q.word) DESC, w.word LIMIT ${SIMILAR_WORDS}) AS words
     FROM unnest($1::text[]) AS q (word)`,
    [typed, TYPO_SIMILARITY],
  );
  return new Map(rows.filter((row) => row.words.length > 0).map((row) => [row.typed, row.words]));
}

interface Retailer {
  id: number;
  name: string;
}

// --- Rows to JSON -----------------------------------------------------------------------------

interface ListRow extends ProductColumns, OfferColumns {
  tier: number;
  /** A search's relevance (absent: 0). */
  rel?: number;
  sort_name: string;
}

/** The chosen offer: the cheapest passing `passes` (`orderFirst` may prefer some), then by store name and id. */
const chosenOffer = (passes: string, orderFirst = '') => `LEFT JOIN LATERAL (
    SELECT o.price::float8 AS price, r.name AS store, r.logo AS store_logo
    FROM offers o LEFT JOIN retailers r ON r.id = o.retailer_id
    WHERE o.product_id = p.id${passes === 'true' ? '' : ` AND ${passes}`}
    ORDER BY ${orderFirst}o.price NULLS LAST, r.name NULLS LAST, o.id LIMIT 1) c ON true`;

function placeOf(row: ListRow): Place {
  return { tier: row.tier, rel: row.rel ?? 0, name: row.sort_name, id: row.id };
}

function toItem(row: ListRow, intolerances: readonly number[]): Item {
  const colors = storedColors(row.colors);
  const head = JSON.stringify(listFields(row)).slice(0, -1);
  const flags = colorFlags(colors, intolerances);
  const tail = `,${JSON.stringify({
    is_red: flags.is_red,
    is_yellow: flags.is_yellow,
    colors,
    offers_count: row.offers_count,
    sort_key: sortKey(placeOf(row)),
  }).slice(1)}`;
  return { id: row.id, head, tail };
}

function itemsJson(items: readonly Item[], favorites: ReadonlySet<number>): string {
  return `[${items.map((item) => `${item.head},"is_favorite":${favorites.has(item.id)}${item.tail}`).join(',')}]`;
}

// --- Answers ----------------------------------------------------------------------------------

interface PageCore {
  items: Item[];
  next: string | null;
  bytes: number;
}

interface Counts {
  total: number;
  hidden: number;
  hidden_red: number;
}

/** The counts over `matches` (`shown`, `red` per matching product). */
const COUNTS = `count(*) FILTER (WHERE shown)::int AS total, count(*) FILTER (WHERE NOT shown)::int AS hidden,
  count(*) FILTER (WHERE NOT shown AND red)::int AS hidden_red`;

/** A page from its rows (one more than `limit` when there are more). */
function toCore(rows: readonly ListRow[], limit: number, view: View, intolerances: number[]): PageCore {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return pageCore(
    shown.map((row) => toItem(row, intolerances)),
    more && last ? encodeCursor(view.language, placeOf(last)) : null,
  );
}

function pageCore(items: Item[], next: string | null): PageCore {
  return {
    items,
    next,
    bytes: items.reduce((sum, item) => sum + 2 * (item.head.length + item.tail.length) + 64, 256),
  };
}

/** One scan of a search's matches: its page (after `after`) and its counts. */
async function searchQuery(
  db: Queryable,
  view: View,
  intolerances: number[],
  filter: Filter,
  after: Place | null,
  limit: number,
  similar: Similar | null,
): Promise<{ core: PageCore; counts: Counts }> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const sql = viewSql(view, param);
  const where = filterSql(filter, param, similar);
  const rel = relevanceSql(sql.sortColumn, filter.words, param);
  const keyset = after
    ? ` AND (tier, rel, sort_name, id) > (${param(after.tier)}::int, ${param(after.rel)}::int, ${param(after.name)}, ${param(after.id)}::int)`
    : '';
  const { rows } = await db.query<ListRow & Counts>(
    `WITH matches AS MATERIALIZED (
       SELECT p.id, ${sql.tier} AS tier, ${rel} AS rel, ${sql.sortColumn} AS sort_name, (${sql.shown}) AS shown, ${sql.red} AS red
       FROM products p WHERE ${where.join(' AND ')}${similar ? ` ORDER BY ${sql.sortColumn}, p.id LIMIT ${FUZZY_MAX_MATCHES}` : ''})
     SELECT counted.*, listed.*
     FROM (SELECT ${COUNTS} FROM matches) counted
     LEFT JOIN LATERAL (
       SELECT ${LIST_COLUMNS}, page.tier, page.rel, page.sort_name
       FROM (SELECT id, tier, rel, sort_name FROM matches WHERE shown${keyset}
             ORDER BY tier, rel, sort_name, id LIMIT ${limit + 1}) page
       JOIN products p ON p.id = page.id
       ${chosenOffer(sql.offerPasses)}) listed ON true
     ORDER BY listed.tier, listed.rel, listed.sort_name, listed.id`,
    params,
  );
  const first = rows[0]!;
  return {
    core: toCore(
      rows.filter((row) => row.id !== null),
      limit,
      view,
      intolerances,
    ),
    counts: { total: first.total, hidden: first.hidden, hidden_red: first.hidden_red },
  };
}

export interface ProductListView {
  /** The list's JSON as UTF-8, encoded once. */
  utf8: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The gzip of `utf8`, made once per view on first demand. */
  gzipped(): Promise<Buffer>;
  /** What keeping it costs: the JSON and room for its gzip. */
  bytes: number;
}

/** A page's finished answer: its JSON as UTF-8 and, made on first demand, its gzip. */
export interface PageAnswer {
  utf8: Uint8Array<ArrayBuffer>;
  /** Gzip level 1: within a few per cent of level 6's size for a page's JSON, at half the time. */
  gzipped(): Uint8Array<ArrayBuffer>;
  /** What keeping it costs: the JSON and room for its gzip. */
  bytes: number;
}

export interface ProductListCacheOptions {
  /** Most bytes of finished `/products` views kept (JSON and gzip). Default 16 MiB. */
  maxViewBytes?: number;
  /** Most bytes of page bodies kept. Default 32 MiB. */
  maxPageBytes?: number;
  /** Most bytes of finished `/products/page` answers kept (JSON and gzip). Default 16 MiB. */
  maxAnswerBytes?: number;
  /** Most counts kept (per filter and view). Default 20,000. */
  maxCounts?: number;
  /** Most products kept as pages of searches show them (about 1.5 kB each). Default 20,000. */
  maxRows?: number;
  /** Most bytes of search matches kept (per search and language, about 14 bytes a match). Default 32 MiB. */
  maxSearchBytes?: number;
  /** Most callers whose profile and favourites are kept (only on a database this process alone writes). */
  maxCallers?: number;
  /**
   * Whether searches build and use the in-memory search index of the catalogue version
   * (`search-index.ts`). Default true.
   */
  searchIndex?: boolean;
}

/** A Map kept in least-recently-used order, bounded by a weight. */
class Lru<V> {
  private readonly map = new Map<string, { value: V; weight: number }>();
  private total = 0;
  constructor(
    private readonly max: number,
    private readonly weigh: (value: V) => number,
  ) {}
  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }
  set(key: string, value: V) {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.max) return;
    this.map.set(key, { value, weight });
    this.total += weight;
    for (const [oldKey] of this.map) {
      if (this.total <= this.max) break;
      this.delete(oldKey);
    }
  }
  delete(key: string) {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.total -= entry.weight;
  }
  clear() {
    this.map.clear();
    this.total = 0;
  }
  get size() {
    return this.map.size;
  }
  get weight() {
    return this.total;
  }
}

export class ProductListCache {
  private version: string | undefined;
  private readonly views: Lru<ProductListView>;
  private readonly pages: Lru<PageCore>;
  private readonly answers: Lru<PageAnswer>;
  private readonly counts: Lru<Counts>;
  private readonly sets: Lru<SearchSet>;
  private readonly rows: Lru<KeptProduct>;
  private retailers: { version: string; list: Retailer[] } | undefined;
  private readonly pending = new Map<string, Promise<unknown>>();
  /** Per username, what {@link callerState} read and the write count it was read at. */
  private readonly callers = new Map<string, { writes: number; row: CallerState | null }>();
  private readonly maxCallers: number;
  private readonly indexing: boolean;
  /** The search index of the current catalogue version, once built. */
  private index: SearchIndex | null = null;
  /** The one build running, if any. */
  private building: Promise<void> | null = null;
  /** A version whose build failed: not tried again (the SQL path answers). */
  private failedVersion: string | undefined;
  /** Per typed word, the similar known words (`search_words`) of the current version. */
  private readonly similarKept = new Map<string, readonly string[]>();

  constructor(options: ProductListCacheOptions = {}) {
    this.indexing = options.searchIndex ?? true;
    this.views = new Lru(options.maxViewBytes ?? 16 * 1024 * 1024, (view) => view.bytes);
    this.pages = new Lru(options.maxPageBytes ?? 32 * 1024 * 1024, (page) => page.bytes);
    this.answers = new Lru(options.maxAnswerBytes ?? 16 * 1024 * 1024, (answer) => answer.bytes);
    this.counts = new Lru(options.maxCounts ?? 20_000, () => 1);
    this.sets = new Lru(options.maxSearchBytes ?? 32 * 1024 * 1024, (set) => set.bytes);
    this.maxCallers = options.maxCallers ?? 10_000;
    this.rows = new Lru(options.maxRows ?? 20_000, () => 1);
  }

  /** POST /products: the first page of the caller's list, as a finished view (ETag, gzip). */
  async view(deps: Deps, user: AuthUser, body: ParsedApiRequest<'/products'>): Promise<ProductListView> {
    const { view, intolerances } = await this.caller(deps, user, body);
    const filter: Filter = { categoryId: null, subcategoryId: null, words: [] };
    const coreKey = this.coreKey(view, filter, null, PRODUCT_PAGE_SIZE);
    const favorites = [...view.favorites].sort((a, b) => a - b);
    const key = JSON.stringify([coreKey, favorites]);
    const cached = this.views.get(key);
    if (cached) return cached;
    return this.once(`view:${key}`, async () => {
      const core = await this.core(deps.db, view, intolerances, filter, null, PRODUCT_PAGE_SIZE);
      const utf8 = new TextEncoder().encode(itemsJson(core.items, view.favorites));
      let compressed: Promise<Buffer> | undefined;
      const result: ProductListView = {
        utf8,
        etag: `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`,
        bytes: Math.ceil(utf8.byteLength * 1.5),
        gzipped: () => (compressed ??= gzip(utf8, { level: 6 })),
      };
      this.views.set(key, result);
      return result;
    });
  }

  /**
   * POST /products/page: one page of the caller's list with the counts, as finished JSON (kept per
   * page, view and the caller's favourites among its products, so a page asked for again is
   * neither written nor compressed again).
   */
  async page(deps: Deps, user: AuthUser, body: ParsedApiRequest<'/products/page'>): Promise<PageAnswer> {
    const { view, intolerances } = await this.caller(deps, user, body);
    const filter: Filter = {
      categoryId: body.category_id == null ? null : (catalogueId(body.category_id) ?? 0),
      subcategoryId: body.subcategory_id == null ? null : (catalogueId(body.subcategory_id) ?? 0),
      words: searchWords(body.search),
    };
    const after = body.cursor ? decodeCursor(body.cursor, view.language) : null;
    const { core, counts } =
      filter.words.length > 0
        ? await this.search(deps.db, view, intolerances, filter, after, body.limit)
        : await Promise.all([
            this.core(deps.db, view, intolerances, filter, after, body.limit),
            this.countsFor(deps.db, view, filter),
          ]).then(([core, counts]) => ({ core, counts }));
    const favorites = core.items.filter((item) => view.favorites.has(item.id)).map((item) => item.id);
    const key = JSON.stringify([this.coreKey(view, filter, after, body.limit), favorites]);
    const kept = this.answers.get(key);
    if (kept) return kept;
    const json = `{"products":${itemsJson(core.items, view.favorites)},"total":${counts.total},"hidden":${counts.hidden},"hidden_red":${counts.hidden_red},"next":${JSON.stringify(core.next)}}`;
    const utf8 = new TextEncoder().encode(json);
    let compressed: Uint8Array<ArrayBuffer> | undefined;
    const answer: PageAnswer = {
      utf8,
      gzipped: () => (compressed ??= gzipSync(utf8, { level: 1 }) as Uint8Array<ArrayBuffer>),
      bytes: Math.ceil(utf8.byteLength * 1.5),
    };
    this.answers.set(key, answer);
    return answer;
  }

  /** POST /products/by-ids: the products asked for, in the request's order, unknown ids left out. */
  async byIds(
    deps: Deps,
    user: AuthUser,
    body: ParsedApiRequest<'/products/by-ids'>,
  ): Promise<ApiResponseBody<'/products/by-ids'>> {
    const { view, intolerances } = await this.caller(deps, user, { ...body, sees_red_products: true });
    const ids = [...new Set(body.ids.map(catalogueId).filter((id): id is number => id !== null))];
    if (ids.length === 0) return [];
    const params: unknown[] = [ids];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const sql = viewSql(view, param);
    const { rows } = await deps.db.query<ListRow>(
      `SELECT ${LIST_COLUMNS}, ${sql.tier} AS tier, ${sql.sortColumn} AS sort_name
       FROM unnest($1::int[]) WITH ORDINALITY AS asked (id, n)
       JOIN products p ON p.id = asked.id
       ${chosenOffer('true', sql.offerPasses === 'true' ? '' : `(${sql.offerPasses}) DESC, `)}
       ORDER BY asked.n`,
      params,
    );
    return JSON.parse(
      itemsJson(
        rows.map((row) => toItem(row, intolerances)),
        view.favorites,
      ),
    ) as ApiResponseBody<'/products/by-ids'>;
  }

  private async caller(
    deps: Deps,
    user: AuthUser,
    body: {
      user_profile_id: string;
      intolerances: number[];
      sees_red_products: boolean;
      language?: CatalogueLanguage;
      /** Show what the preferences hide, for this request only (the page's "show them"). */
      show_hidden?: boolean;
    },
  ): Promise<{ view: View; intolerances: number[] }> {
    const row = await this.callerState(deps.db, user);
    const profile = await requireOwnProfile(deps, user, { profileId: body.user_profile_id }, row);
    const version = row!.catalogue_version;
    if (this.version !== version) {
      // A new catalogue: what was kept describes the old one.
      this.version = version;
      this.views.clear();
      this.pages.clear();
      this.answers.clear();
      this.counts.clear();
      this.sets.clear();
      this.rows.clear();
      this.similarKept.clear();
      if (this.index?.version !== version) this.index = null;
    }
    const showHidden = body.show_hidden === true;
    const picked = showHidden ? null : pickedRetailers(profile);
    let retailerIds: number[] | null = null;
    if (picked) {
      const wanted = new Set(picked);
      const list = await this.retailerList(deps.db, version);
      retailerIds = list.filter((retailer) => wanted.has(retailer.name)).map((retailer) => retailer.id);
    }
    const intolerances = [...new Set(body.intolerances)].sort((a, b) => a - b);
    return {
      intolerances,
      view: {
        version,
        mask: maskOf(intolerances),
        seesRed: showHidden || body.sees_red_products,
        localOnly: !showHidden && profile.sees_local_products,
        retailerIds,
        language: languageOf(body.language, profile),
        favorites: new Set(row!.favorite_ids),
      },
    };
  }

  private coreKey(view: View, filter: Filter, after: Place | null, limit: number): string {
    return JSON.stringify([
      view.version,
      view.mask,
      view.seesRed,
      view.localOnly,
      view.retailerIds,
      view.language,
      filter,
      after,
      limit,
    ]);
  }

  /** Concurrent callers asking for the same thing share one build. */
  private once<T>(key: string, build: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = build();
    this.pending.set(key, started);
    const done = () => this.pending.delete(key);
    started.then(done, done);
    return started;
  }

  /**
   * A page of the list without search, walked tier by tier in list order: within a tier the
   * products come from the language's sort index (`products_sort_<lang>_idx`, (sort name, id)),
   * from the cursor on, so a later page reads about as many rows as it shows (divided by the
   * share of the tier's products in the index), never the whole catalogue. A tier the view cannot
   * have (yellow and red without intolerances, red when red products are not shown) is skipped.
   */
  private async core(
    db: Queryable,
    view: View,
    intolerances: number[],
    filter: Filter,
    after: Place | null,
    limit: number,
  ): Promise<PageCore> {
    const key = this.coreKey(view, filter, after, limit);
    const cached = this.pages.get(key);
    if (cached) return cached;
    return this.once(`core:${key}`, async () => {
      const tiers = view.mask === 0 ? [0] : view.seesRed ? [0, 1, 2] : [0, 1];
      const rows: ListRow[] = [];
      for (const tier of tiers) {
        if (after && tier < after.tier) continue;
        const want = limit + 1 - rows.length;
        if (want <= 0) break;
        const params: unknown[] = [];
        const param = (value: unknown) => {
          params.push(value);
          return `$${params.length}`;
        };
        const sql = viewSql(view, param);
        const where = [sql.eligible, sql.tierIs(tier), ...filterSql(filter, param)];
        if (after && tier === after.tier) {
          where.push(`(${sql.sortColumn}, p.id) > (${param(after.name)}, ${param(after.id)}::int)`);
        }
        const found = await db.query<ListRow>(
          `SELECT ${LIST_COLUMNS}, ${tier} AS tier, page.sort_name
           FROM (SELECT p.id, ${sql.sortColumn} AS sort_name FROM products p
                 WHERE ${where.join(' AND ')}
                 ORDER BY ${sql.sortColumn}, p.id LIMIT ${want}) page
           JOIN products p ON p.id = page.id
           ${chosenOffer(sql.offerPasses)}
           ORDER BY page.sort_name, page.id`,
          params,
        );
        rows.push(...found.rows);
      }
      const core = toCore(rows, limit, view, intolerances);
      this.pages.set(key, core);
      return core;
    });
  }

  /**
   * A page of a search with its counts, from one scan of the matches (the trigram index finds
   * them; they are ranked like the list), from the search's matches ({@link searchSet}) when
   * they can tell the view's products apart, else from the database.
   */
  private async search(
    db: Queryable,
    view: View,
    intolerances: number[],
    filter: Filter,
    after: Place | null,
    limit: number,
  ): Promise<{ core: PageCore; counts: Counts }> {
    const pageKey = this.coreKey(view, filter, after, limit);
    const countsKey = this.countsKey(view, filter);
    const [cachedCore, cachedCounts] = [this.pages.get(pageKey), this.counts.get(countsKey)];
    if (cachedCore && cachedCounts) return { core: cachedCore, counts: cachedCounts };
    return this.once(`search:${pageKey}`, async () => {
      const set = await this.searchSet(db, view, filter);
      if (setAnswers(set, view)) {
        const counts = cachedCounts ?? setCounts(set, view);
        let core = cachedCore;
        if (!core) {
          const places = setPage(set, view, after, limit + 1);
          if (places) core = await this.byPlaces(db, view, intolerances, places, limit);
        }
        if (core) {
          this.pages.set(pageKey, core);
          this.counts.set(countsKey, counts);
          return { core, counts };
        }
      }
      // Retailer preferences the set cannot tell apart, or a cursor from another catalogue.
      const found = await searchQuery(db, view, intolerances, filter, after, limit, set.similar);
      const counts = found.counts;
      this.pages.set(pageKey, found.core);
      this.counts.set(countsKey, counts);
      return { core: found.core, counts };
    });
  }

  /**
   * The search's matches for every view ({@link SearchSet}), kept per catalogue version, filter
   * and language: every product with every word, or, when none has them all and the query is
   * typo-tolerant, at most {@link FUZZY_MAX_MATCHES} products with similar words.
   */
  private async searchSet(db: Queryable, view: View, filter: Filter): Promise<SearchSet> {
    const key = JSON.stringify([view.version, view.language, filter]);
    const cached = this.sets.get(key);
    if (cached) return cached;
    return this.once(`set:${key}`, async () => {
      const bits = retailerBits((await this.retailerList(db, view.version)).map((retailer) => retailer.id));
      const read = async (similar: Similar | null) => {
        const params: unknown[] = [];
        const param = (value: unknown) => {
          params.push(value);
          return `$${params.length}`;
        };
        const where = filterSql(filter, param, similar).join(' AND ');
        const columns = `p.id, p.red_mask, p.yellow_mask, p.offer_retailers, p.local_retailers, p.sort_${view.language} AS sort_name`;
        const { rows } = await db.query<SearchSetRow>(
          `SELECT ${columns} FROM products p WHERE ${where} ORDER BY sort_name, p.id${similar ? ` LIMIT ${FUZZY_MAX_MATCHES}` : ''}`,
          params,
        );
        return rows;
      };
      const index = this.indexFor(db, view.version);
      let set: SearchSet;
      if (index) {
        set = index.search(filter, view.language, null);
        if (set.ids.length === 0 && typoTolerant(filter.words)) {
          const similar = await this.similarFor(db, view.version, filter.words);
          set =
            similar.size > 0
              ? index.search(filter, view.language, similar, FUZZY_MAX_MATCHES)
              : { ...set, similar };
        }
      } else {
        let similar: Similar | null = null;
        let rows = await read(null);
        if (rows.length === 0 && typoTolerant(filter.words)) {
          similar = await this.similarFor(db, view.version, filter.words);
          if (similar.size > 0) rows = await read(similar);
        }
        set = searchSet(rows, bits, similar, filter.words);
      }
      this.sets.set(key, set);
      return set;
    });
  }

  /**
   * The search index of `version` when built; else null, and a build starts in the background
   * (one at a time; the SQL path answers meanwhile). A build that saw the catalogue move is
   * thrown away, and the next search starts another.
   */
  private indexFor(db: Queryable, version: string): SearchIndex | null {
    if (!this.indexing) return null;
    if (this.index?.version === version) return this.index;
    if (!this.building && this.failedVersion !== version) {
      this.building = buildSearchIndex(db)
        .then(
          (index) => {
            if (index && index.version === this.version) this.index = index;
          },
          () => {
            this.failedVersion = version;
          },
        )
        .finally(() => {
          this.building = null;
        });
    }
    return null;
  }

  /** For tests and the bench: the build running, if any, settled. */
  async searchIndexBuilt(): Promise<SearchIndex | null> {
    await this.building;
    return this.index;
  }

  /** The similar known words of each typed word, kept per catalogue version. */
  private async similarFor(db: Queryable, version: string, words: readonly string[]): Promise<Similar> {
    const missing = words.filter((word) => word.length >= TYPO_MIN_LENGTH && !this.similarKept.has(word));
    const found = missing.length > 0 ? await similarWords(db, missing) : new Map<string, string[]>();
    if (this.version === version) {
      for (const word of missing) {
        this.similarKept.set(word, found.get(word) ?? []);
        if (this.similarKept.size > MAX_SIMILAR_KEPT)
          this.similarKept.delete(this.similarKept.keys().next().value!);
      }
    }
    return new Map(
      words.flatMap((word) => {
        const similar = found.get(word) ?? this.similarKept.get(word);
        return similar && similar.length > 0 ? [[word, similar] as const] : [];
      }),
    );
  }

  /**
   * The page's products by id, in the given order, `limit` of them shown: from the search index
   * when built, else from the products kept for this catalogue version, the others read in one
   * statement and kept ({@link KeptProduct}). Each item is joined from the kept product's JSON for
   * the view, as the SQL would choose its offer and tier.
   */
  private async byPlaces(
    db: Queryable,
    view: View,
    intolerances: number[],
    places: readonly SetPlace[],
    limit: number,
  ): Promise<PageCore> {
    const index = this.index?.version === view.version ? this.index : null;
    const kept = (id: number) => index?.product(id) ?? this.rows.get(String(id));
    const missing = places.map((place) => place.id).filter((id) => !kept(id));
    const read = new Map<number, KeptProduct>();
    if (missing.length > 0) {
      for (const product of await readKeptProducts(db, missing)) {
        read.set(product.id, product);
        if (this.version === view.version) this.rows.set(String(product.id), product);
      }
    }
    const more = places.length > limit;
    const items: Item[] = [];
    let last: Place | null = null;
    for (const place of places.slice(0, limit)) {
      const product = read.get(place.id) ?? kept(place.id);
      if (!product) continue;
      last = {
        tier: keptTier(product, view),
        rel: place.rel,
        name: keptSortName(product, view.language),
        id: product.id,
      };
      items.push(keptItem(product, view, intolerances, sortKey(last)));
    }
    return pageCore(items, more && last ? encodeCursor(view.language, last) : null);
  }

  private countsKey(view: View, filter: Filter): string {
    return JSON.stringify([view.version, view.mask, view.seesRed, view.localOnly, view.retailerIds, filter]);
  }

  private async countsFor(db: Queryable, view: View, filter: Filter): Promise<Counts> {
    const key = this.countsKey(view, filter);
    const cached = this.counts.get(key);
    if (cached) return cached;
    return this.once(`counts:${key}`, async () => {
      const params: unknown[] = [];
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const sql = viewSql(view, param);
      const where = filterSql(filter, param);
      const { rows } = await db.query<Counts>(
        `SELECT ${COUNTS}
         FROM (SELECT (${sql.shown}) AS shown, ${sql.red} AS red FROM products p
               ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}) matches`,
        params,
      );
      const counts = rows[0]!;
      this.counts.set(key, counts);
      return counts;
    });
  }

  private async retailerList(db: Queryable, version: string): Promise<Retailer[]> {
    if (this.retailers?.version === version) return this.retailers.list;
    const { rows } = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM retailers ORDER BY id',
    );
    this.retailers = { version, list: rows };
    return rows;
  }

  /**
   * The caller's profile, the catalogue version and the caller's favourites: one round trip, or
   * none while a database only this process writes has seen no write since the last read.
   */
  private async callerState(db: Db, user: AuthUser): Promise<CallerState | null> {
    const writes = db.localWrites?.();
    const kept = writes === undefined ? undefined : this.callers.get(user.username);
    if (kept && kept.writes === writes) return kept.row;
    // Counted before reading: a write landing meanwhile makes this read look old, never new.
    const { rows } = await db.query<CallerState>(
      `SELECT ${PROFILE_COLUMNS},
         (SELECT epoch || ':' || version FROM catalogue_version) AS catalogue_version,
         COALESCE((SELECT array_agg(f.product_id ORDER BY f.product_id) FROM favorites f
                   WHERE f.profile_id = profiles.id), '{}') AS favorite_ids
       FROM profiles WHERE username = $1`,
      [user.username],
      { prepare: true },
    );
    const row = rows[0] ?? null;
    if (writes !== undefined) {
      this.callers.delete(user.username);
      this.callers.set(user.username, { writes, row });
      if (this.callers.size > this.maxCallers) this.callers.delete(this.callers.keys().next().value!);
    }
    return row;
  }

  /** For tests: how many `/products` views are kept. */
  get size(): number {
    return this.views.size;
  }

  /** For tests: the bytes counted for the `/products` views kept. */
  get bytes(): number {
    return this.views.weight;
  }
}
