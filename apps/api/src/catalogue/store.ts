/**
 * Writing the catalogue: retailers, categories with subcategories, products with their stored
 * colours and reasons (computed by @diet/analysis when products enter the catalogue). Used by
 * the seed and import, the test fixtures and the benchmark.
 */
import type { Colors, NutritionRow } from '@diet/domain';

import type { Queryable } from '../db/db';

export interface NewRetailer {
  name: string;
  logo?: string | null;
}

export interface NewCategory {
  name_en: string;
  name_de?: string | null;
  name_fr?: string | null;
  name_it?: string | null;
  image?: string | null;
  sort_order?: number;
  subcategories?: {
    name_en: string;
    name_de?: string | null;
    name_fr?: string | null;
    name_it?: string | null;
  }[];
}

/** One retailer's offer of a product (one per product and retailer). */
export interface NewOffer {
  retailer_id: number | null;
  /** CHF. */
  price?: number | null;
  is_local?: boolean;
}

export interface NewProduct {
  name_en: string;
  name_de?: string | null;
  name_fr?: string | null;
  name_it?: string | null;
  brand?: string | null;
  /** CHF: with `retailer_id` and `is_local`, the product's one offer (see `offers` for several). */
  price?: number | null;
  /** The product's main barcode (unique); `barcodes` may add more, all findable. */
  barcode?: string | null;
  /** Further barcodes of the same product (packs of several retailers merged into one product). */
  barcodes?: readonly string[];
  image?: string | null;
  retailer_id?: number | null;
  is_local?: boolean;
  /**
   * Every offer of the product; when given, `retailer_id`, `price` and `is_local` are ignored. An
   * offer for a retailer that already has one replaces its price and local flag; one without a price
   * (an import that only knows where it is sold) changes neither.
   */
  offers?: readonly NewOffer[];
  category_id?: number | null;
  subcategory_id?: number | null;
  /** Ingredient text per language: en, de, fr, it. */
  ingredients?: Partial<Record<'en' | 'de' | 'fr' | 'it', string>>;
  nutrition?: NutritionRow[];
  notes?: string | null;
  /** As the engine gives them: red, yellow, and `unknown` when some yellow is only our reading. */
  colors?: Colors;
  /** Why each colour was given (the analysis' reasons), stored as given. */
  reasons?: unknown[];
}

export async function insertRetailer(db: Queryable, retailer: NewRetailer): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO retailers (name, logo) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET logo = excluded.logo RETURNING id`,
    [retailer.name, retailer.logo ?? null],
  );
  return rows[0]!.id;
}

export async function insertCategory(
  db: Queryable,
  category: NewCategory,
): Promise<{ id: number; subcategoryIds: number[] }> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO categories (name_en, name_de, name_fr, name_it, image, sort_order) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [
      category.name_en,
      category.name_de ?? null,
      category.name_fr ?? null,
      category.name_it ?? null,
      category.image ?? null,
      category.sort_order ?? 0,
    ],
  );
  const id = rows[0]!.id;
  const subcategoryIds: number[] = [];
  for (const [index, sub] of (category.subcategories ?? []).entries()) {
    const result = await db.query<{ id: number }>(
      `INSERT INTO subcategories (category_id, name_en, name_de, name_fr, name_it, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [id, sub.name_en, sub.name_de ?? null, sub.name_fr ?? null, sub.name_it ?? null, index],
    );
    subcategoryIds.push(result.rows[0]!.id);
  }
  return { id, subcategoryIds };
}

const PRODUCT_COLUMNS = [
  'name_en',
  'name_de',
  'name_fr',
  'name_it',
  'brand',
  'barcode',
  'image',
  'category_id',
  'subcategory_id',
  'ingredients',
  'nutrition',
  'notes',
  'colors',
  'reasons',
] as const;

function productValues(product: NewProduct): unknown[] {
  return [
    product.name_en,
    product.name_de ?? null,
    product.name_fr ?? null,
    product.name_it ?? null,
    product.brand ?? null,
    product.barcode ?? null,
    product.image ?? null,
    product.category_id ?? null,
    product.subcategory_id ?? null,
    JSON.stringify(product.ingredients ?? {}),
    JSON.stringify(product.nutrition ?? []),
    product.notes ?? null,
    JSON.stringify(product.colors ?? { red: [], yellow: [] }),
    JSON.stringify(product.reasons ?? []),
  ];
}

/** Inserts products in batches; returns their ids in order. */
export async function insertProducts(
  db: Queryable,
  products: readonly NewProduct[],
  batchSize = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < products.length; start += batchSize) {
    const batch = products.slice(start, start + batchSize);
    const params: unknown[] = [];
    const tuples = batch.map((product) => {
      const values = productValues(product);
      const placeholders = values.map((value, i) => {
        params.push(value);
        const column = PRODUCT_COLUMNS[i]!;
        const cast = ['ingredients', 'nutrition', 'colors', 'reasons'].includes(column) ? '::jsonb' : '';
        return `$${params.length}${cast}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`,
      params,
    );
    const batchIds = rows.map((row) => row.id);
    await writeOffersAndBarcodes(db, batch, batchIds);
    ids.push(...batchIds);
  }
  return ids;
}

/** The offers a product brings: its `offers`, else one from `retailer_id`, `price`, `is_local` when any is set. */
export function productOffers(product: NewProduct): NewOffer[] {
  if (product.offers) return [...product.offers];
  if (product.retailer_id == null && product.price == null && !product.is_local) return [];
  return [
    {
      retailer_id: product.retailer_id ?? null,
      price: product.price ?? null,
      is_local: product.is_local ?? false,
    },
  ];
}

/**
 * Writes the products' offers (an existing offer of the same retailer gets the new price and local
 * flag) and records every barcode of each product (a barcode moves to the product now naming it).
 */
async function writeOffersAndBarcodes(
  db: Queryable,
  products: readonly NewProduct[],
  ids: readonly number[],
) {
  const offerRows: [number, number | null, number | null, boolean][] = [];
  const barcodeRows: [string, number][] = [];
  products.forEach((product, index) => {
    const id = ids[index]!;
    for (const offer of productOffers(product)) {
      offerRows.push([id, offer.retailer_id, offer.price ?? null, offer.is_local ?? false]);
    }
    for (const barcode of new Set([product.barcode, ...(product.barcodes ?? [])])) {
      if (barcode) barcodeRows.push([barcode, id]);
    }
  });
  if (offerRows.length > 0) {
    await db.query(
      `INSERT INTO offers (product_id, retailer_id, price, is_local)
       SELECT * FROM unnest($1::int[], $2::int[], $3::numeric[], $4::boolean[])
       ON CONFLICT (product_id, (COALESCE(retailer_id, 0))) DO UPDATE SET price = COALESCE(excluded.price, offers.price), is_local = CASE WHEN excluded.price IS NULL THEN offers.is_local ELSE excluded.is_local END`,
      [
        offerRows.map((r) => r[0]),
        offerRows.map((r) => r[1]),
        offerRows.map((r) => r[2]),
        offerRows.map((r) => r[3]),
      ],
    );
  }
  if (barcodeRows.length > 0) {
    await db.query(
      `INSERT INTO product_barcodes (barcode, product_id) SELECT * FROM unnest($1::text[], $2::int[])
       ON CONFLICT (barcode) DO UPDATE SET product_id = excluded.product_id`,
      [barcodeRows.map((r) => r[0]), barcodeRows.map((r) => r[1])],
    );
  }
}

/**
 * The main barcode of the product already holding any of these barcodes (a merged product keeps
 * the others in `product_barcodes`), per barcode asked.
 */
async function knownMainBarcodes(db: Queryable, barcodes: readonly string[]): Promise<Map<string, string>> {
  if (barcodes.length === 0) return new Map();
  const { rows } = await db.query<{ barcode: string; main: string }>(
    `SELECT b.barcode, p.barcode AS main FROM product_barcodes b JOIN products p ON p.id = b.product_id
     WHERE b.barcode = ANY($1::text[]) AND p.barcode IS NOT NULL`,
    [barcodes],
  );
  return new Map(rows.map((row) => [row.barcode, row.main]));
}

export async function insertProduct(db: Queryable, product: NewProduct): Promise<number> {
  const [id] = await insertProducts(db, [product]);
  return id!;
}

/** Where an upsert put a product: its id, and whether the row was new (else an update). */
export interface UpsertedProduct {
  id: number;
  barcode: string;
  inserted: boolean;
}

/**
 * Inserts products, or updates the one holding the same barcode (`INSERT … ON CONFLICT (barcode) DO
 * UPDATE`, after resolving a barcode merged into another product to that product's main barcode),
 * in batches; every product must have a barcode. On an update the names, brand, image
 * and category given replace the stored ones (a missing one keeps the stored value), ingredients,
 * nutrition, colours and reasons are replaced together (they belong to one another), and what the
 * source does not know (offers, notes unless given) is kept; offers given are added or replace the
 * same retailer's. A barcode repeated in the input is written in order (the later one updates the
 * earlier). Returns one entry per product, in order (`barcode` as given).
 */
export async function upsertProductsByBarcode(
  db: Queryable,
  products: readonly NewProduct[],
  batchSize = 500,
): Promise<UpsertedProduct[]> {
  const results: UpsertedProduct[] = [];
  let batch: NewProduct[] = [];
  let written: NewProduct[] = [];
  let barcodes = new Set<string>();
  const flush = async () => {
    if (batch.length === 0) return;
    const params: unknown[] = [];
    const tuples = written.map((product) => {
      const placeholders = productValues(product).map((value, i) => {
        params.push(value);
        const column = PRODUCT_COLUMNS[i]!;
        const cast = ['ingredients', 'nutrition', 'colors', 'reasons'].includes(column) ? '::jsonb' : '';
        return `$${params.length}${cast}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const { rows } = await db.query<UpsertedProduct>(
      `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (barcode) DO UPDATE SET
         name_en = excluded.name_en,
         name_de = COALESCE(excluded.name_de, products.name_de),
         name_fr = COALESCE(excluded.name_fr, products.name_fr),
         name_it = COALESCE(excluded.name_it, products.name_it),
         brand = COALESCE(excluded.brand, products.brand),
         image = COALESCE(excluded.image, products.image),
         subcategory_id = CASE
           WHEN excluded.category_id IS NULL OR excluded.category_id = products.category_id
             THEN COALESCE(excluded.subcategory_id, products.subcategory_id)
           ELSE excluded.subcategory_id END,
         category_id = COALESCE(excluded.category_id, products.category_id),
         ingredients = excluded.ingredients,
         nutrition = excluded.nutrition,
         notes = COALESCE(excluded.notes, products.notes),
         colors = excluded.colors,
         reasons = excluded.reasons,
         updated_at = now()
       RETURNING id, barcode, (xmax = 0) AS inserted`,
      params,
    );
    const byBarcode = new Map(rows.map((row) => [row.barcode, row]));
    const ids = written.map((product) => byBarcode.get(product.barcode!)!.id);
    await writeOffersAndBarcodes(db, written, ids);
    batch.forEach((product, index) => {
      const row = byBarcode.get(written[index]!.barcode!)!;
      results.push({ id: row.id, barcode: product.barcode!, inserted: row.inserted });
    });
    batch = [];
    written = [];
    barcodes = new Set();
  };
  for (let start = 0; start < products.length; start += batchSize) {
    const chunk = products.slice(start, start + batchSize);
    for (const product of chunk) {
      if (!product.barcode) throw new Error(`upsertProductsByBarcode: "${product.name_en}" has no barcode`);
    }
    const all = (product: NewProduct) => [product.barcode!, ...(product.barcodes ?? [])];
    const mains = await knownMainBarcodes(db, chunk.flatMap(all));
    for (const product of chunk) {
      const main = all(product)
        .map((code) => mains.get(code))
        .find(Boolean);
      const toWrite =
        main && main !== product.barcode ? { ...product, barcode: main, barcodes: all(product) } : product;
      if (barcodes.has(toWrite.barcode!) || batch.length >= batchSize) await flush();
      batch.push(product);
      written.push(toWrite);
      barcodes.add(toWrite.barcode!);
    }
  }
  await flush();
  return results;
}
