/**
 * The catalogue's search index, in the instance's memory, one per catalogue version (issue 29):
 * built once from a read of the products, then a search's matches ({@link SearchSet}) are made
 * without the database, exactly as the SQL of `product-list.ts` makes them.
 *
 * - **Vocabulary.** The distinct words of the products' `search_text` (names in four languages,
 *   brand, retailers' names, folded by the database: words of `[a-z0-9]` between single spaces),
 *   each with its posting list (the indexes of the products having it, ascending). A folded search
 *   word has no space, so it is a substring of a `search_text` exactly when it is a substring of
 *   one of its words: a search word's products are the union of the postings of the vocabulary
 *   words containing it (a scan of the vocabulary, kept per word), and a search's products those
 *   having every word (counted per product).
 * - **Order.** Per page language, the product indexes in the list's order (`sort_<lang>`, id: read
 *   from the database in that order, so the collation is the database's): the matches are taken
 *   in that order with the category and subcategory filter, as `ORDER BY sort_<lang>, id` would.
 * - **Per product** its id, red and yellow masks, retailer bits of its offers and local offers
 *   ({@link retailerBits}), category and subcategory.
 *
 * - **Per product as a page shows it** ({@link KeptProduct}): a search's page needs no database read.
 *
 * Memory: about 38 bytes per product, 4 bytes per (product, distinct word), the vocabulary's
 * strings, and the kept products (most of it); {@link SearchIndex.bytes} counts it. Measured on the
 * bench's catalogue (`bench/index-memory.ts`): about 950 bytes a product, 190 MB at 200,000.
 * Built from chunks of {@link BUILD_CHUNK} rows, yielding to other requests between them; the
 * catalogue version is read before and after, and a build that saw it move is thrown away.
 */
import type { CatalogueLanguage } from '@diet/domain';

import type { Queryable } from '../db/db';
import {
  keptBytes,
  keptRelevance,
  keptProducts,
  PRODUCT_ROWS_SQL,
  type KeptProduct,
  type ProductOfferRow,
} from './kept-products';
import { byRelevance, retailerBits, type SearchSet } from './search-set';

/** Rows read per statement while building. */
export const BUILD_CHUNK = 10_000;

const LANGUAGES: readonly CatalogueLanguage[] = ['en', 'de', 'fr', 'it'];

export interface IndexFilter {
  categoryId: number | null;
  subcategoryId: number | null;
  words: readonly string[];
}

/** Most search words whose vocabulary matches are kept. */
const MAX_KEPT_WORDS = 2_000;

export class SearchIndex {
  /** The vocabulary words matched by a search word (substring), most recent last. */
  private readonly kept = new Map<string, Int32Array>();

  constructor(
    readonly version: string,
    private readonly ids: Int32Array,
    private readonly red: Uint8Array,
    private readonly yellow: Uint8Array,
    private readonly offers: Uint32Array,
    private readonly locals: Uint32Array,
    private readonly categories: Int32Array,
    private readonly subcategories: Int32Array,
    private readonly bits: ReadonlyMap<number, number> | null,
    private readonly words: readonly string[],
    /** The postings of word w: `postings[starts[w] .. starts[w + 1])`. */
    private readonly starts: Int32Array,
    private readonly postings: Int32Array,
    private readonly orders: Readonly<Record<CatalogueLanguage, Int32Array>>,
    /** Every product as a page shows it, by index. */
    private readonly products: readonly KeptProduct[],
    /** The bytes of {@link products}, roughly. */
    private readonly productBytes: number,
  ) {}

  /** The product with this id as a page shows it, if the catalogue version has it. */
  product(id: number): KeptProduct | undefined {
    const p = indexOf(this.ids, id);
    return p < 0 ? undefined : this.products[p];
  }

  get size(): number {
    return this.ids.length;
  }

  /** The bytes the index holds: its typed arrays, the vocabulary's strings and the kept products. */
  get bytes(): number {
    const strings = this.words.reduce((sum, word) => sum + 2 * word.length + 16, 0);
    return this.arrayBytes + strings + this.productBytes;
  }

  /** The bytes of its typed arrays (outside the JavaScript heap). */
  get arrayBytes(): number {
    const arrays = [
      this.ids,
      this.red,
      this.yellow,
      this.offers,
      this.locals,
      this.categories,
      this.subcategories,
      this.starts,
      this.postings,
      ...Object.values(this.orders),
      ...(this.marks ? [this.marks] : []),
      ...this.rankKept.values(),
    ];
    return arrays.reduce((sum, array) => sum + array.byteLength, 0);
  }

  /** Each product's mark of the last searches (see {@link search}), made at the first search. */
  private marks: Uint16Array | null = null;
  private lastMark = 0;
  /** Per language, each product's place in the list order, made at the language's first search. */
  private readonly rankKept = new Map<CatalogueLanguage, Int32Array>();

  private ranks(language: CatalogueLanguage): Int32Array {
    let rank = this.rankKept.get(language);
    if (!rank) {
      const order = this.orders[language];
      rank = new Int32Array(order.length);
      for (let k = 0; k < order.length; k += 1) rank[order[k]!] = k;
      this.rankKept.set(language, rank);
    }
    return rank;
  }

  /** The vocabulary words containing `text` (indexes). */
  private wordsContaining(text: string): Int32Array {
    const kept = this.kept.get(text);
    if (kept) {
      this.kept.delete(text);
      this.kept.set(text, kept);
      return kept;
    }
    const found: number[] = [];
    for (let w = 0; w < this.words.length; w += 1) if (this.words[w]!.includes(text)) found.push(w);
    const result = Int32Array.from(found);
    this.kept.set(text, result);
    if (this.kept.size > MAX_KEPT_WORDS) this.kept.delete(this.kept.keys().next().value!);
    return result;
  }

  /**
   * The search's matches: every product having, for each word, the word or (with `similar`) one
   * of its similar words as a substring of its search text, in the filter's category and
   * subcategory; at most `limit`, the first in list order; ordered by relevance to the words, then
   * in the language's list order (as the SQL's set, `search-set.ts`).
   */
  search(
    filter: IndexFilter,
    language: CatalogueLanguage,
    similar: ReadonlyMap<string, readonly string[]> | null,
    limit = Infinity,
  ): SearchSet {
    const n = this.ids.length;
    const rounds = filter.words.length;
    // One mark per product, kept between searches: a product has the words of rounds 1..r when
    // its mark is `start + r`; older searches' marks are all below `start`.
    if (!this.marks || this.lastMark + rounds + 1 > 0xffff) {
      this.marks = new Uint16Array(n);
      this.lastMark = 0;
    }
    const marks = this.marks;
    const start = this.lastMark + 1;
    this.lastMark = start + rounds;
    /** The products having every word, unordered (none yet for a search without words). */
    const matched: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const word = filter.words[round - 1]!;
      const [before, now, last] = [start + round - 1, start + round, round === rounds];
      for (const text of [word, ...(similar?.get(word) ?? [])]) {
        for (const w of this.wordsContaining(text)) {
          for (let k = this.starts[w]!, end = this.starts[w + 1]!; k < end; k += 1) {
            const p = this.postings[k]!;
            const mark = marks[p]!;
            if (mark === now || (round > 1 && mark !== before)) continue;
            marks[p] = now;
            if (last) matched.push(p);
          }
        }
      }
    }
    const { categoryId, subcategoryId } = filter;
    const passes = (p: number) =>
      (categoryId === null || this.categories[p] === categoryId) &&
      (subcategoryId === null || this.subcategories[p] === subcategoryId);
    let found: number[];
    if (rounds > 0 && matched.length * 16 < n) {
      // Few matches: sorted by their place in the language's order.
      const rank = this.ranks(language);
      found = matched.filter(passes).sort((a, b) => rank[a]! - rank[b]!);
      if (found.length > limit) found.length = limit;
    } else {
      // Many: the language's order walked.
      const order = this.orders[language];
      const final = start + rounds;
      found = [];
      for (let k = 0; k < order.length && found.length < limit; k += 1) {
        const p = order[k]!;
        if ((rounds === 0 || marks[p] === final) && passes(p)) found.push(p);
      }
    }
    const m = found.length;
    const rel = new Uint8Array(m);
    const words = filter.words;
    const order = byRelevance(m, (i) => keptRelevance(this.products[found[i]!]!, language, words), rel);
    const set: SearchSet = {
      ids: new Int32Array(m),
      rel: new Uint8Array(m),
      red: new Uint8Array(m),
      yellow: new Uint8Array(m),
      offers: new Uint32Array(m),
      locals: new Uint32Array(m),
      bits: this.bits,
      similar,
      bytes: 15 * m + 256,
    };
    order.forEach((from, i) => {
      const p = found[from]!;
      set.rel[i] = rel[from]!;
      set.ids[i] = this.ids[p]!;
      set.red[i] = this.red[p]!;
      set.yellow[i] = this.yellow[p]!;
      set.offers[i] = this.offers[p]!;
      set.locals[i] = this.locals[p]!;
    });
    return set;
  }
}

interface IndexRow {
  id: number;
  search_text: string | null;
  red_mask: number;
  yellow_mask: number;
  offer_retailers: number[];
  local_retailers: number[];
  category_id: number | null;
  subcategory_id: number | null;
}

const VERSION_SQL = "SELECT epoch || ':' || version AS version FROM catalogue_version";

async function catalogueVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>(VERSION_SQL);
  return rows[0]!.version;
}

/** The index of `id` in ascending `ids` (binary search), or -1. */
function indexOf(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = ids[middle]!;
    if (value === id) return middle;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Lets requests waiting on the event loop run between two chunks of a build. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds the index of the catalogue as it is now; null when the catalogue version moved while it
 * was read (the index would mix two versions).
 */
export async function buildSearchIndex(db: Queryable): Promise<SearchIndex | null> {
  const version = await catalogueVersion(db);
  const { rows: retailers } = await db.query<{ id: number }>('SELECT id FROM retailers ORDER BY id');
  const bits = retailerBits(retailers.map((retailer) => retailer.id));
  const toBits = (list: readonly number[]) =>
    list.reduce((sum, id) => sum | (bits?.get(id) ?? (bits ? 0 : 1)), 0) >>> 0;

  const ids: number[] = [];
  const red: number[] = [];
  const yellow: number[] = [];
  const offers: number[] = [];
  const locals: number[] = [];
  const categories: number[] = [];
  const subcategories: number[] = [];
  const vocabulary = new Map<string, number[]>();
  const products: KeptProduct[] = [];
  const shared = new Map<string, unknown>();
  let productBytes = 0;
  let lastId = -1;
  for (;;) {
    const { rows } = await db.query<IndexRow>(
      `SELECT id, search_text, red_mask, yellow_mask, offer_retailers, local_retailers, category_id, subcategory_id
       FROM products WHERE id > $1 ORDER BY id LIMIT ${BUILD_CHUNK}`,
      [lastId],
    );
    for (const row of rows) {
      const p = ids.length;
      ids.push(row.id);
      red.push(row.red_mask);
      yellow.push(row.yellow_mask);
      offers.push(toBits(row.offer_retailers));
      locals.push(toBits(row.local_retailers));
      categories.push(row.category_id ?? -1);
      subcategories.push(row.subcategory_id ?? -1);
      for (const word of (row.search_text ?? '').split(' ')) {
        if (!word) continue;
        let posting = vocabulary.get(word);
        if (!posting) vocabulary.set(word, (posting = []));
        if (posting.at(-1) !== p) posting.push(p);
      }
    }
    await yieldToOthers();
    const read = await db.query<ProductOfferRow>(PRODUCT_ROWS_SQL, [rows.map((row) => row.id)]);
    const kept = keptProducts(read.rows, shared);
    // A product removed meanwhile: the version check below throws this build away.
    if (kept.length !== rows.length) return null;
    for (const product of kept) {
      products.push(product);
      productBytes += keptBytes(product);
    }
    if (rows.length < BUILD_CHUNK) break;
    lastId = rows.at(-1)!.id;
    await yieldToOthers();
  }

  const idArray = Int32Array.from(ids);
  const orders = {} as Record<CatalogueLanguage, Int32Array>;
  for (const language of LANGUAGES) {
    const order = new Int32Array(idArray.length);
    let filled = 0;
    let after: { name: string; id: number } | null = null;
    for (;;) {
      await yieldToOthers();
      const column = `sort_${language}`;
      const { rows }: { rows: { id: number; name: string }[] } = await db.query(
        `SELECT id, ${column} AS name FROM products
         ${after ? `WHERE (${column}, id) > ($1, $2::int)` : ''}
         ORDER BY ${column}, id LIMIT ${BUILD_CHUNK}`,
        after ? [after.name, after.id] : [],
      );
      for (const row of rows) {
        const p = indexOf(idArray, row.id);
        // A product added meanwhile: the version check below throws this build away.
        if (p < 0 || filled === order.length) return null;
        order[filled++] = p;
      }
      if (rows.length < BUILD_CHUNK) break;
      after = { name: rows.at(-1)!.name, id: rows.at(-1)!.id };
    }
    if (filled !== order.length) return null;
    orders[language] = order;
  }
  if ((await catalogueVersion(db)) !== version) return null;

  const words = [...vocabulary.keys()];
  const starts = new Int32Array(words.length + 1);
  let total = 0;
  words.forEach((word, w) => {
    starts[w] = total;
    total += vocabulary.get(word)!.length;
  });
  starts[words.length] = total;
  const postings = new Int32Array(total);
  words.forEach((word, w) => postings.set(vocabulary.get(word)!, starts[w]!));
  return new SearchIndex(
    version,
    idArray,
    Uint8Array.from(red),
    Uint8Array.from(yellow),
    Uint32Array.from(offers),
    Uint32Array.from(locals),
    Int32Array.from(categories),
    Int32Array.from(subcategories),
    bits,
    words,
    starts,
    postings,
    orders,
    products,
    productBytes,
  );
}
