/**
 * The seed catalogue: categories with subcategories, retailers and some 450 Swiss supermarket packs
 * from `seed-data/`, written idempotently. Categories are matched by English name, subcategories
 * by category and English name, retailers by name, products by barcode (upsert), so seeding twice
 * leaves the same rows. Colours and reasons are never typed: each pack is turned into an Open Food
 * Facts-shaped product (ingredient texts per language, label tags, nutriments) and analysed by
 * @diet/analysis here. Images are the generated SVGs (`images.ts`) at `/images/…/<id>.svg`.
 */
import { analyzeProduct, colorsWithWhy, type Analysis, type OffProduct } from '@diet/analysis';
import { INTOLERANCE_CODES, type NutritionRow } from '@diet/domain';

import type { Db, Queryable } from '../db/db';
import { categoryImagePath, productImagePath } from './images';
import { recordIfOnlyThese } from './reanalyze';
import {
  SEED_CATEGORIES,
  SEED_PRODUCTS,
  SEED_RETAILERS,
  type Nutrition,
  type SeedCategory,
  type SeedPack,
} from './seed-data';
import { upsertProductsByBarcode, type NewOffer, type NewProduct } from './store';

export interface SeedSummary {
  categories: number;
  subcategories: number;
  products: number;
  retailers: number;
}

/** The nutriments an Open Food Facts product would carry for this table (per 100 g). */
function nutriments(nutrition: Nutrition): Record<string, number> {
  const values: Record<string, number> = {
    'energy-kj_100g': nutrition.kj,
    'energy-kcal_100g': Math.round(nutrition.kj / 4.184),
    fat_100g: nutrition.fat,
    'saturated-fat_100g': nutrition.saturates,
    carbohydrates_100g: nutrition.carbs,
    sugars_100g: nutrition.sugars,
    proteins_100g: nutrition.protein,
    salt_100g: nutrition.salt,
  };
  if (nutrition.fibre !== undefined) values.fiber_100g = nutrition.fibre;
  if (nutrition.fructose !== undefined) values.fructose_100g = nutrition.fructose;
  if (nutrition.glucose !== undefined) values.glucose_100g = nutrition.glucose;
  return values;
}

const grams = (value: number) => `${value} g`;

/** The nutrition table as printed: rows per 100 g / 100 ml. */
export function nutritionRows(nutrition: Nutrition): NutritionRow[] {
  const rows: NutritionRow[] = [
    { label: 'Energy', value: `${nutrition.kj} kJ (${Math.round(nutrition.kj / 4.184)} kcal)` },
    { label: 'Fat', value: grams(nutrition.fat) },
    { label: 'of which saturates', value: grams(nutrition.saturates) },
    { label: 'Carbohydrate', value: grams(nutrition.carbs) },
    { label: 'of which sugars', value: grams(nutrition.sugars) },
  ];
  if (nutrition.fructose !== undefined)
    rows.push({ label: 'of which fructose', value: grams(nutrition.fructose) });
  if (nutrition.glucose !== undefined)
    rows.push({ label: 'of which glucose', value: grams(nutrition.glucose) });
  if (nutrition.fibre !== undefined) rows.push({ label: 'Fibre', value: grams(nutrition.fibre) });
  rows.push(
    { label: 'Protein', value: grams(nutrition.protein) },
    { label: 'Salt', value: grams(nutrition.salt) },
  );
  return rows;
}

/** The pack as Open Food Facts would hold it: what the analysis reads. */
export function seedOffProduct(pack: SeedPack): OffProduct {
  const off: OffProduct = {
    code: pack.barcode,
    lang: pack.lang,
    product_name: pack.names.en,
    labels_tags: pack.labels ?? [],
    nutriments: nutriments(pack.nutrition),
  };
  for (const [lang, text] of Object.entries(pack.ingredients)) off[`ingredients_text_${lang}`] = text;
  return off;
}

/** The analysis of a pack, as stored: colours, and every reason tagged with its code. */
export function analyzeSeedPack(pack: SeedPack): { analysis: Analysis; reasons: unknown[] } {
  const analysis = analyzeProduct(seedOffProduct(pack));
  const reasons = INTOLERANCE_CODES.flatMap((code) =>
    analysis.verdicts[code].reasons.map((reason) => ({ code, ...reason })),
  );
  return { analysis, reasons };
}

async function upsertRetailers(tx: Queryable): Promise<Map<string, number>> {
  const names = SEED_RETAILERS.map((r) => r.name);
  // Keep a logo set elsewhere; the seed has none of its own.
  await tx.query(`INSERT INTO retailers (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [
    names,
  ]);
  const { rows } = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM retailers WHERE name = ANY($1::text[])',
    [names],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function upsertCategory(
  tx: Queryable,
  category: SeedCategory,
  sortOrder: number,
): Promise<{ id: number; subcategories: Map<string, number> }> {
  const found = await tx.query<{ id: number }>(
    'SELECT id FROM categories WHERE name_en = $1 ORDER BY id LIMIT 1',
    [category.names.en],
  );
  let id = found.rows[0]?.id;
  if (id === undefined) {
    const inserted = await tx.query<{ id: number }>(
      'INSERT INTO categories (name_en, name_de, name_fr, name_it, sort_order) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [category.names.en, category.names.de, category.names.fr, category.names.it, sortOrder],
    );
    id = inserted.rows[0]!.id;
  }
  await tx.query(
    'UPDATE categories SET name_de = $2, name_fr = $3, name_it = $6, sort_order = $4, image = $5 WHERE id = $1',
    [id, category.names.de, category.names.fr, sortOrder, categoryImagePath(id), category.names.it],
  );
  const subcategories = new Map<string, number>();
  for (const [index, sub] of category.subcategories.entries()) {
    const existing = await tx.query<{ id: number }>(
      'SELECT id FROM subcategories WHERE category_id = $1 AND name_en = $2 ORDER BY id LIMIT 1',
      [id, sub.names.en],
    );
    let subId = existing.rows[0]?.id;
    if (subId === undefined) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO subcategories (category_id, name_en, name_de, name_fr, name_it, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [id, sub.names.en, sub.names.de, sub.names.fr, sub.names.it, index],
      );
      subId = inserted.rows[0]!.id;
    } else {
      await tx.query(
        'UPDATE subcategories SET name_de = $2, name_fr = $3, name_it = $5, sort_order = $4 WHERE id = $1',
        [subId, sub.names.de, sub.names.fr, index, sub.names.it],
      );
    }
    subcategories.set(sub.key, subId);
  }
  return { id, subcategories };
}

/** The merge rule's key (as migration 0005's): name and brand (case and spacing folded), ingredients, colours. */
export function sameProductKey(product: NewProduct): string {
  const fold = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const sorted = (value: object | undefined) =>
    JSON.stringify(
      Object.fromEntries(Object.entries(value ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    );
  return JSON.stringify([
    fold(product.name_en),
    fold(product.brand),
    sorted(product.ingredients),
    product.colors,
  ]);
}

/**
 * Packs that are the same product (same name, brand, ingredient lists and colours: one brand's pack
 * sold by several retailers) become one product: the first pack's, with every pack's retailer,
 * price and local flag as its offers and every pack's barcode.
 */
export function mergeSeedPacks(packs: readonly NewProduct[]): NewProduct[] {
  const merged = new Map<string, NewProduct & { offers: NewOffer[]; barcodes: string[] }>();
  for (const pack of packs) {
    const key = sameProductKey(pack);
    const offer: NewOffer = {
      retailer_id: pack.retailer_id ?? null,
      price: pack.price ?? null,
      is_local: pack.is_local ?? false,
    };
    const kept = merged.get(key);
    if (!kept) {
      merged.set(key, { ...pack, offers: [offer], barcodes: [] });
    } else if (!kept.offers.some((other) => other.retailer_id === offer.retailer_id)) {
      kept.offers.push(offer);
      if (pack.barcode) kept.barcodes.push(pack.barcode);
    } else if (pack.barcode) {
      kept.barcodes.push(pack.barcode);
    }
  }
  return [...merged.values()];
}

/**
 * Writes the seed catalogue into `db` in one transaction (serialised by an advisory lock, so two
 * seeders at once cannot duplicate categories). Idempotent. Returns how many seeded rows of each
 * kind the database now holds.
 */
export async function seedCatalogue(db: Db): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('diet-seed-catalogue:' || current_schema()))`);
    const retailers = await upsertRetailers(tx);
    const categories = new Map<string, { id: number; subcategories: Map<string, number> }>();
    for (const [index, category] of SEED_CATEGORIES.entries()) {
      categories.set(category.key, await upsertCategory(tx, category, index + 1));
    }

    const packs: NewProduct[] = SEED_PRODUCTS.map((pack) => {
      const category = categories.get(pack.category);
      const subcategoryId = category?.subcategories.get(pack.subcategory);
      if (!category || subcategoryId === undefined) {
        throw new Error(
          `Seed data: ${pack.key} names an unknown subcategory ${pack.category}/${pack.subcategory}`,
        );
      }
      const { analysis, reasons } = analyzeSeedPack(pack);
      return {
        name_en: pack.names.en,
        name_de: pack.names.de,
        name_fr: pack.names.fr,
        name_it: pack.names.it ?? null,
        brand: pack.brand,
        price: pack.price,
        barcode: pack.barcode,
        retailer_id: retailers.get(pack.retailer)!,
        is_local: pack.local,
        category_id: category.id,
        subcategory_id: subcategoryId,
        ingredients: pack.ingredients,
        nutrition: nutritionRows(pack.nutrition),
        notes: [pack.size, pack.notes].filter(Boolean).join(' · '),
        colors: colorsWithWhy(analysis),
        reasons,
      };
    });
    // The same pack at several retailers is one product with an offer per retailer.
    const products = mergeSeedPacks(packs);
    const upserted = await upsertProductsByBarcode(tx, products);
    const ids = upserted.map((row) => row.id);
    // Fields the upsert keeps when absent: the seed owns them, so set them exactly.
    await tx.query(
      `UPDATE products SET image = s.image, brand = s.brand
       FROM (SELECT unnest($1::int[]) AS pid, unnest($2::text[]) AS image, unnest($3::text[]) AS brand) s
       WHERE products.id = s.pid`,
      [ids, ids.map(productImagePath), products.map((p) => p.brand ?? null)],
    );

    // a catalogue of seed products only is current with this engine
    await recordIfOnlyThese(
      tx,
      SEED_PRODUCTS.map((p) => p.barcode),
    );

    const categoryIds = [...categories.values()].map((c) => c.id);
    const counts = await tx.query<{
      categories: number;
      subcategories: number;
      products: number;
      retailers: number;
    }>(
      `SELECT
         (SELECT count(*)::int FROM categories WHERE id = ANY($1::int[])) AS categories,
         (SELECT count(*)::int FROM subcategories WHERE category_id = ANY($1::int[])) AS subcategories,
         (SELECT count(*)::int FROM products WHERE barcode = ANY($2::text[])) AS products,
         (SELECT count(*)::int FROM retailers WHERE name = ANY($3::text[])) AS retailers`,
      [categoryIds, SEED_PRODUCTS.map((p) => p.barcode), SEED_RETAILERS.map((r) => r.name)],
    );
    return counts.rows[0]!;
  });
}
