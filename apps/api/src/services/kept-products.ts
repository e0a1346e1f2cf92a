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
import { listFields, storedColors, type ProductColumns } from './catalogue';

/** A listed product's JSON without the per-user flag: `head` + `,"is_favorite":…` + `tail`. */
export interface Item {
  id: number;
  head: string;
  tail: string;
}

/** One offer: its retailer id, whether it is local, and its `price` and `store`, `storeLogo` as JSON. */
export interface KeptOffer {
  retailer: number | null;
  local: boolean;
  /** `price` as JSON (a number or null). */
  price: string;
  /** `,"image":…` is not here: `,"store":…,"storeLogo":…` (shared between products of a retailer). */
  store: string;
}

export interface KeptProduct {
  id: number;
  redMask: number;
  yellowMask: number;
  /** The padded sort names. */
  sort: Readonly<Record<CatalogueLanguage, string>>;
  /** `{"id":…` up to `"price":` (exclusive). */
  head: string;
  /** `,"image":…`. */
  image: string;
  /** `,"category_id":…,"subcategory_id":…,"barcode":…`. */
  rest: string;
  colors: Colors;
  /** `colors` as JSON. */
  colorsJson: string;
  offersCount: number;
  /** In choosing order: price, store name, offer id. */
  offers: readonly KeptOffer[];
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
  let offers: KeptOffer[] = [];
  for (const row of rows) {
    if (products.at(-1)?.id !== row.id) {
      // The fields as `listFields` writes them, cut around the chosen offer's.
      const json = JSON.stringify(listFields({ ...row, price: null, store: null, store_logo: null }));
      const price = json.indexOf(',"price":null,"image":');
      const store = json.indexOf(NO_STORE, price);
      const colorsJson = JSON.stringify(storedColors(row.colors));
      offers = [];
      products.push({
        id: row.id,
        redMask: row.red_mask,
        yellowMask: row.yellow_mask,
        sort: { en: row.sort_en, de: row.sort_de, fr: row.sort_fr, it: row.sort_it },
        head: json.slice(0, price + ',"price":'.length),
        image: json.slice(price + ',"price":null'.length, store),
        rest: json.slice(store + NO_STORE.length, -1),
        colors: share(`colors:${colorsJson}`, () => JSON.parse(colorsJson) as Colors),
        colorsJson: share(`json:${colorsJson}`, () => colorsJson),
        offersCount: row.offers_count,
        offers,
      });
    }
    if (row.offer_id !== null) {
      const store = `,"store":${JSON.stringify(row.store)},"storeLogo":${JSON.stringify(row.store_logo)}`;
      offers.push({
        retailer: row.retailer_id,
        local: row.is_local === true,
        price: JSON.stringify(row.price),
        store: share(`store:${store}`, () => store),
      });
    }
  }
  return products;
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

/** The first offer passing the view's preferences (as the SQL's chosen offer). */
function chosen(product: KeptProduct, view: ItemView): KeptOffer | undefined {
  const { retailerIds, localOnly } = view;
  if (!retailerIds && !localOnly) return product.offers[0];
  return product.offers.find(
    (offer) =>
      (!retailerIds || (offer.retailer !== null && retailerIds.includes(offer.retailer))) &&
      (!localOnly || offer.local),
  );
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
  const offer = chosen(product, view);
  const flags = colorFlags(product.colors, intolerances);
  return {
    id: product.id,
    head: `${product.head}${offer?.price ?? 'null'}${product.image}${offer?.store ?? NO_STORE}${product.rest}`,
    tail: `,"is_red":${flags.is_red},"is_yellow":${flags.is_yellow},"colors":${product.colorsJson},"offers_count":${product.offersCount},"sort_key":${JSON.stringify(sortKey)}}`,
  };
}

/** Rough bytes of a kept product (its strings and objects), for memory accounting. */
export function keptBytes(product: KeptProduct): number {
  const text = product.head.length + product.image.length + product.rest.length;
  const sorts = Object.values(product.sort).reduce((sum, name) => sum + name.length + 16, 0);
  return 160 + text + 48 + sorts + product.offers.length * 48;
}
