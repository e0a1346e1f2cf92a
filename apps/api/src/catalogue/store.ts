/**
 * Writing the catalogue: retailers, categories with subcategories, products with their stored
 * colours and reasons (computed by @diet/analysis when products enter the catalogue). Used by
 * the seed and import, the test fixtures and the benchmark.
 */
import type { IntoleranceCode, NutritionRow } from '@diet/domain';

import type { Queryable } from '../db/db';

export interface NewRetailer {
  name: string;
  logo?: string | null;
}

export interface NewCategory {
  name_en: string;
  name_de?: string | null;
  name_fr?: string | null;
  image?: string | null;
  sort_order?: number;
  subcategories?: { name_en: string; name_de?: string | null; name_fr?: string | null }[];
}

export interface NewProduct {
  name_en: string;
  name_de?: string | null;
  name_fr?: string | null;
  brand?: string | null;
  /** CHF. */
  price?: number | null;
  barcode?: string | null;
  image?: string | null;
  retailer_id?: number | null;
  is_local?: boolean;
  category_id?: number | null;
  subcategory_id?: number | null;
  /** Ingredient text per language: en, de, fr, it. */
  ingredients?: Partial<Record<'en' | 'de' | 'fr' | 'it', string>>;
  nutrition?: NutritionRow[];
  notes?: string | null;
  colors?: { red: IntoleranceCode[]; yellow: IntoleranceCode[] };
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
    'INSERT INTO categories (name_en, name_de, name_fr, image, sort_order) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [
      category.name_en,
      category.name_de ?? null,
      category.name_fr ?? null,
      category.image ?? null,
      category.sort_order ?? 0,
    ],
  );
  const id = rows[0]!.id;
  const subcategoryIds: number[] = [];
  for (const [index, sub] of (category.subcategories ?? []).entries()) {
    const result = await db.query<{ id: number }>(
      `INSERT INTO subcategories (category_id, name_en, name_de, name_fr, sort_order)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [id, sub.name_en, sub.name_de ?? null, sub.name_fr ?? null, index],
    );
    subcategoryIds.push(result.rows[0]!.id);
  }
  return { id, subcategoryIds };
}

const PRODUCT_COLUMNS = [
  'name_en',
  'name_de',
  'name_fr',
  'brand',
  'price',
  'barcode',
  'image',
  'retailer_id',
  'is_local',
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
    product.brand ?? null,
    product.price ?? null,
    product.barcode ?? null,
    product.image ?? null,
    product.retailer_id ?? null,
    product.is_local ?? false,
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
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
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
 * Inserts products, or updates the one with the same barcode (`INSERT … ON CONFLICT (barcode) DO
 * UPDATE`), in batches; every product must have a barcode. On an update the names, brand, image
 * and category given replace the stored ones (a missing one keeps the stored value), ingredients,
 * nutrition, colours and reasons are replaced together (they belong to one another), and what the
 * source does not know (price, retailer, is_local, notes unless given) is kept. A barcode repeated
 * in the input is written in order (the later one updates the earlier). Returns one entry per
 * product, in order.
 */
export async function upsertProductsByBarcode(
  db: Queryable,
  products: readonly NewProduct[],
  batchSize = 500,
): Promise<UpsertedProduct[]> {
  const results: UpsertedProduct[] = [];
  let batch: NewProduct[] = [];
  let barcodes = new Set<string>();
  const flush = async () => {
    if (batch.length === 0) return;
    const params: unknown[] = [];
    const tuples = batch.map((product) => {
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
         brand = COALESCE(excluded.brand, products.brand),
         price = COALESCE(excluded.price, products.price),
         image = COALESCE(excluded.image, products.image),
         retailer_id = COALESCE(excluded.retailer_id, products.retailer_id),
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
    for (const product of batch) results.push(byBarcode.get(product.barcode!)!);
    batch = [];
    barcodes = new Set();
  };
  for (const product of products) {
    const barcode = product.barcode;
    if (!barcode) throw new Error(`upsertProductsByBarcode: "${product.name_en}" has no barcode`);
    if (barcodes.has(barcode) || batch.length >= batchSize) await flush();
    batch.push(product);
    barcodes.add(barcode);
  }
  await flush();
  return results;
}
