/**
 * A listed product kept in memory as the pieces of its JSON (issue 29): what a page of a search
 * shows, without a database read and without building its JSON again for every answer.
 *
 * A product's fields in a list answer are the same in every view except the chosen offer (`price`,
 * `store`, `storeLogo`: the first offer, in choosing order, passing the view's preferences), the
 * verdict flags (the caller's diets), the favourite flag and the sort key (the view's tier and
 * language). {@link KeptProduct} holds the rest as JSON text and its offers in choosing order;
 * {@link keptItem} joins them for a view, byte for byte as `toItem` writes a row the SQL chose.
 *
 * Kept per catalogue version: by the search index for every product (built with it), and by the
 * product list's cache for products read by id when the index is not built yet.
 */
import { colorFlags, type CatalogueLanguage, type Colors } from '@diet/domain';

import type { Queryable } from '../db/db';
import { SORT_NAME_LENGTH } from '../db/migrations/0005-offers-and-search';
import { listFields, storedColors, type ProductColumns } from './catalogue';

/** A listed product's JSON without the per-user flag: `head` + `,"is_favorite":…` + `tail`. */
export interface Item {
  id: number;
  head: string;
  tail: string;
}

/**
 * A listed product's fields that are the same in every view, kept compactly (measured by
 * `bench/index-memory.ts`: each text one flat string, the offers one array).
 */
export interface KeptProduct {
  id: number;
  redMask: number;
  yellowMask: number;
  /**
   * Its fields as `listFields` writes them with no offer chosen, without the closing brace:
   * `{"id":…,"price":null,"image":…,"store":null,"storeLogo":null,"category_id":…`.
   */
  json: string;
  /** Where the `null` of `"price":null` starts in {@link json}. */
  priceAt: number;
  /** Where `,"store":null,"storeLogo":null` starts in {@link json}. */
  storeAt: number;
  /** The sort names without their padding, in the order en, de, fr, it, joined by a line break. */
  sorts: string;
  colors: Colors;
  /** `colors` as JSON. */
  colorsJson: string;
  offersCount: number;
  /**
   * Its offers in choosing order (price, store name, offer id), four entries each: the retailer id
   * (-1: none), 1 when local (else 0), the price (NaN: none) and `,"store":…,"storeLogo":…`.
   */
  offers: readonly (number | string)[];
}

/** A product's columns, one row per offer (none: one row with a null offer), in choosing order. */
export interface ProductOfferRow extends ProductColumns {
  red_mask: number;
  yellow_mask: number;
  sort_en: string;
  sort_de: string;
  sort_fr: string;
  sort_it: string;
  offer_id: number | null;
  retailer_id: number | null;
  is_local: boolean | null;
  price: number | null;
  store: string | null;
  store_logo: string | null;
}

/** {@link ProductOfferRow}s of the products with the ids in $1, by id then choosing order. */
export const PRODUCT_ROWS_SQL = `SELECT p.id, p.name_en, p.name_de, p.name_fr, p.name_it, p.brand, p.image, p.category_id,
  p.subcategory_id, p.barcode, p.colors, cardinality(p.offer_retailers) AS offers_count, p.red_mask, p.yellow_mask,
  p.sort_en, p.sort_de, p.sort_fr, p.sort_it, o.id AS offer_id, o.retailer_id, o.is_local, o.price::float8 AS price,
  r.name AS store, r.logo AS store_logo
  FROM products p LEFT JOIN offers o ON o.product_id = p.id LEFT JOIN retailers r ON r.id = o.retailer_id
  WHERE p.id = ANY($1::int[])
  ORDER BY p.id, o.price NULLS LAST, r.name NULLS LAST, o.id`;

/** The JSON of the fields between `price` and `category_id` with no offer chosen. */
const NO_STORE = ',"store":null,"storeLogo":null';

/**
 * Turns rows into kept products. `shared` gives one string for equal texts (the few retailers'
 * `store` pieces, the few verdict combinations): pass the same map for a whole catalogue.
 */
export function keptProducts(
  rows: readonly ProductOfferRow[],
  shared: Map<string, unknown> = new Map(),
): KeptProduct[] {
  const share = <T>(key: string, make: () => T): T => {
    let value = shared.get(key) as T | undefined;
    if (value === undefined) shared.set(key, (value = make()));
    return value;
  };
  const products: KeptProduct[] = [];
  let offers: (number | string)[] = [];
  // The last product's offers, in an array of their own length (a growing array keeps room).
  const close = () => {
    const last = products.at(-1);
    if (last) last.offers = offers.slice();
  };
  for (const row of rows) {
    if (products.at(-1)?.id !== row.id) {
      close();
      // The fields as `listFields` writes them; the chosen offer's are written in for a view.
      const json = flat(
        JSON.stringify(listFields({ ...row, price: null, store: null, store_logo: null })).slice(0, -1),
      );
      const priceAt = json.indexOf(',"price":null,"image":') + ',"price":'.length;
      const colorsJson = JSON.stringify(storedColors(row.colors));
      offers = [];
      products.push({
        id: row.id,
        redMask: row.red_mask,
        yellowMask: row.yellow_mask,
        json,
        priceAt,
        storeAt: json.indexOf(NO_STORE, priceAt),
        sorts: flat(
          [row.sort_en, row.sort_de, row.sort_fr, row.sort_it].map((name) => name.trimEnd()).join('\n'),
        ),
        colors: share(`colors:${colorsJson}`, () => JSON.parse(colorsJson) as Colors),
        colorsJson: share(`json:${colorsJson}`, () => colorsJson),
        offersCount: row.offers_count,
        offers,
      });
    }
    if (row.offer_id !== null) {
      const store = `,"store":${JSON.stringify(row.store)},"storeLogo":${JSON.stringify(row.store_logo)}`;
      offers.push(
        row.retailer_id ?? -1,
        row.is_local === true ? 1 : 0,
        row.price ?? NaN,
        share(`store:${store}`, () => store),
      );
    }
  }
  close();
  return products;
}

/**
 * A copy of a text as one flat string of its own length: what `JSON.stringify` and `slice` give
 * may keep a larger string alive (measured: 489 against 335 bytes for a product's fields).
 */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

const LANGUAGE_AT: Readonly<Record<CatalogueLanguage, number>> = { en: 0, de: 1, fr: 2, it: 3 };

/** A kept product's sort name in a language, padded as the database's (`SORT_NAME_LENGTH`). */
export function keptSortName(product: KeptProduct, language: CatalogueLanguage): string {
  return product.sorts.split('\n')[LANGUAGE_AT[language]]!.padEnd(SORT_NAME_LENGTH);
}

/**
 * `relevance(keptSortName(product, language), words)` (`search-set.ts`) without making the name:
 * 0 when every word starts a word of the sort name in that language, else 1.
 */
export function keptRelevance(
  product: KeptProduct,
  language: CatalogueLanguage,
  words: readonly string[],
): number {
  const { sorts } = product;
  let start = 0;
  for (let k = LANGUAGE_AT[language]; k > 0; k -= 1) start = sorts.indexOf('\n', start) + 1;
  const newline = sorts.indexOf('\n', start);
  const end = newline < 0 ? sorts.length : newline;
  for (const word of words) {
    let found = false;
    for (
      let at = sorts.indexOf(word, start);
      at >= 0 && at + word.length <= end;
      at = sorts.indexOf(word, at + 1)
    ) {
      if (at === start || sorts.charCodeAt(at - 1) === 32) {
        found = true;
        break;
      }
    }
    if (!found) return 1;
  }
  return 0;
}

/** Reads the products with these ids (unknown ids left out), in id order. */
export async function readKeptProducts(db: Queryable, ids: readonly number[]): Promise<KeptProduct[]> {
  const { rows } = await db.query<ProductOfferRow>(PRODUCT_ROWS_SQL, [ids], { prepare: true });
  return keptProducts(rows);
}

/** The view's parts a kept product's item depends on. */
export interface ItemView {
  /** Intolerance codes as bits (code - 1). */
  mask: number;
  localOnly: boolean;
  /** The picked retailers' ids, or null for any retailer. */
  retailerIds: readonly number[] | null;
  language: CatalogueLanguage;
}

/** A kept product's tier in a view: 2 red, 1 yellow, 0 green. */
export function keptTier(product: KeptProduct, view: ItemView): number {
  return (product.redMask & view.mask) !== 0 ? 2 : (product.yellowMask & view.mask) !== 0 ? 1 : 0;
}

/** The index in `offers` of the first offer passing the view's preferences (as the SQL's chosen offer), or -1. */
function chosen(product: KeptProduct, view: ItemView): number {
  const { offers } = product;
  const { retailerIds, localOnly } = view;
  for (let k = 0; k < offers.length; k += 4) {
    const retailer = offers[k] as number;
    if (retailerIds && (retailer === -1 || !retailerIds.includes(retailer))) continue;
    if (localOnly && offers[k + 1] !== 1) continue;
    return k;
  }
  return -1;
}

/**
 * A kept product's item in a view; `sortKey` is its place in the list as text (see
 * `product-list.ts`). The same JSON as the SQL path's item for that view.
 */
export function keptItem(
  product: KeptProduct,
  view: ItemView,
  intolerances: readonly number[],
  sortKey: string,
): Item {
  const { json, priceAt, storeAt, offers } = product;
  const k = chosen(product, view);
  const price = k < 0 || Number.isNaN(offers[k + 2]) ? 'null' : String(offers[k + 2]);
  const store = k < 0 ? NO_STORE : (offers[k + 3] as string);
  const flags = colorFlags(product.colors, intolerances);
  return {
    id: product.id,
    head: `${json.slice(0, priceAt)}${price}${json.slice(priceAt + 4, storeAt)}${store}${json.slice(storeAt + NO_STORE.length)}`,
    tail: `,"is_red":${flags.is_red},"is_yellow":${flags.is_yellow},"colors":${product.colorsJson},"offers_count":${product.offersCount},"sort_key":${JSON.stringify(sortKey)}}`,
  };
}

/**
 * Rough bytes of a kept product, for memory accounting: the object, its two texts (one byte a
 * character for Latin-1 text), its offers (their `store` texts shared). With the index's
 * own, within 10 % of the heap measured by `bench/index-memory.ts` (about 950 bytes a product).
 */
export function keptBytes(product: KeptProduct): number {
  return 120 + (product.json.length + 16) + (product.sorts.length + 16) + 16 + product.offers.length * 16;
}
