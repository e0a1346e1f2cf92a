/**
 * Importing Open Food Facts exports (JSON Lines, one product per line) into the catalogue: each
 * line is mapped to a {@link NewProduct} (names and ingredient lists in en/de/fr/it, image URL, our
 * category from `off-categories.ts`, an offer per store of `stores`), analysed by the current
 * @diet/analysis engine (colours and reasons; its version is recorded when the import is the whole
 * catalogue, as the seed does) and upserted by barcode in batches. The file is streamed line by line (node:readline), never loaded
 * whole. Bad rows (invalid JSON, no valid barcode, no name) are reported with their line number
 * and skipped; the import goes on. Only a file that cannot be read fails it ({@link ImportFileError}).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { createInterface } from 'node:readline';

import { analyzeProduct, colorsWithWhy, toLang, type Lang, type OffProduct } from '@diet/analysis';
import { INTOLERANCE_CODES, type NutritionRow } from '@diet/domain';

import type { Queryable } from '../db/db';
import { offCategoryKeys, type CategoryKeys } from './off-categories';
import { recordIfOnlyThese } from './reanalyze';
import { SEED_CATEGORIES } from './seed-data';
import { insertRetailer, upsertProductsByBarcode, type NewProduct } from './store';

export interface ImportError {
  /** 1-based line number in the input. */
  line: number;
  reason: string;
}

export interface ImportSummary {
  /** Non-empty lines read (blank lines are not rows). Always inserted + updated + skipped. */
  read: number;
  inserted: number;
  updated: number;
  skipped: number;
  /** Why each skipped row was skipped, in line order (the first `maxErrors`). */
  errors: ImportError[];
  /** Categories created for `categories_tags` that matched none (mode `create`). */
  categoriesCreated: number;
  elapsedMs: number;
}

export interface ImportProgress {
  read: number;
  inserted: number;
  updated: number;
  skipped: number;
  /** Bytes of the input consumed so far. */
  bytesRead: number;
  /** The input's size, when known (a file, or `options.totalBytes`). */
  totalBytes: number | null;
  elapsedMs: number;
  /** True on the last call, after everything is written. */
  done: boolean;
}

/** What to do with an OFF product's first `categories_tags` entry. */
export type CategoryMode = 'create' | 'match' | 'none';

export interface ImportOptions {
  /** Products per INSERT statement (default 500). */
  batchSize?: number;
  /**
   * `create` (default): a simple English tag (`en:` and at most three words, e.g. `en:salted-snacks`)
   * goes to the category of that name (English, German or French, any case), created when none
   * exists; `match`: only existing categories; `none`: products get no category.
   */
  categories?: CategoryMode;
  /** Called after every row and once at the end (`done`): throttle in the callback. */
  onProgress?: (progress: ImportProgress) => void;
  /** Called for every skipped row, as it happens. */
  onError?: (error: ImportError) => void;
  /** Skipped rows kept in the summary's `errors` (default 10 000; all are counted). */
  maxErrors?: number;
  /** The input's size in bytes, for progress on an iterable input. */
  totalBytes?: number;
}

/** The input file could not be opened or read: the import did not (fully) happen. */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
}

// --- Mapping ------------------------------------------------------------------------------------

const INGREDIENT_LANGS: readonly Lang[] = ['en', 'de', 'fr', 'it'];
const BARCODE = /^[0-9]{8,14}$/;

/** A trimmed string without NUL characters (PostgreSQL text refuses them), or null when empty. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/\u0000/g, '').trim();
  return cleaned === '' ? null : cleaned;
}

function nonNegative(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}

/** Up to `decimals` decimals, without trailing zeros: 37 → "37", 0.0125 → "0.01". */
function formatAmount(value: number, decimals = 2): string {
  return String(Number(value.toFixed(decimals)));
}

const NUTRIENTS: readonly { label: string; key: string }[] = [
  { label: 'Fat', key: 'fat_100g' },
  { label: 'Saturated fat', key: 'saturated-fat_100g' },
  { label: 'Carbohydrates', key: 'carbohydrates_100g' },
  { label: 'Sugars', key: 'sugars_100g' },
  { label: 'Fibre', key: 'fiber_100g' },
  { label: 'Protein', key: 'proteins_100g' },
  { label: 'Salt', key: 'salt_100g' },
];

/**
 * The nutrition table per 100 g: energy in kcal (`energy-kcal_100g`, else derived from
 * `energy-kj_100g` or `energy_100g`, which OFF keeps in kJ), then fat, saturated fat,
 * carbohydrates, sugars, fibre, protein and salt in g; missing values are left out.
 */
export function nutritionRows(nutriments: unknown): NutritionRow[] {
  if (nutriments === null || typeof nutriments !== 'object' || Array.isArray(nutriments)) return [];
  const n = nutriments as Record<string, unknown>;
  const rows: NutritionRow[] = [];
  const kj = nonNegative(n['energy-kj_100g']) ?? nonNegative(n['energy_100g']);
  const kcal = nonNegative(n['energy-kcal_100g']) ?? (kj === null ? null : kj / 4.184);
  if (kcal !== null) rows.push({ label: 'Energy', value: `${formatAmount(kcal, 0)} kcal` });
  for (const { label, key } of NUTRIENTS) {
    const value = nonNegative(n[key]);
    if (value !== null) rows.push({ label, value: `${formatAmount(value)} g` });
  }
  return rows;
}

/** The category name of a simple English tag (`en:salted-snacks` → `Salted snacks`), else null. */
export function offCategoryName(tag: unknown): string | null {
  if (typeof tag !== 'string') return null;
  const match = /^en:([a-z0-9]+(?:-[a-z0-9]+){0,2})$/.exec(tag.trim());
  if (!match || ['null', 'undefined', 'unknown'].includes(match[1]!)) return null;
  const words = match[1]!.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type MappedOffProduct =
  | {
      ok: true;
      product: NewProduct;
      /** The first tag as a category name (mode `create`'s fallback when the table knows no tag). */
      categoryName: string | null;
      /** Our category and subcategory (`off-categories.ts`: the tag table, else the names). */
      category: CategoryKeys | null;
      /** The retailers selling it (`stores`, else `stores_tags`), as the catalogue names them. */
      stores: string[];
    }
  | { ok: false; reason: string };

/** Swiss retailers as OFF writes them (folded) → as the catalogue names them. */
const KNOWN_STORES: Readonly<Record<string, string>> = {
  migros: 'Migros',
  coop: 'Coop',
  'coop city': 'Coop',
  denner: 'Denner',
  aldi: 'Aldi Suisse',
  'aldi suisse': 'Aldi Suisse',
  lidl: 'Lidl Schweiz',
  'lidl schweiz': 'Lidl Schweiz',
  volg: 'Volg',
  manor: 'Manor',
  spar: 'Spar',
  globus: 'Globus',
};

/** The store names of `stores` ("Migros, Coop") or else `stores_tags` (["migros", "coop-city"]), each once. */
export function offStores(stores: unknown, tags: unknown): string[] {
  const raw =
    typeof stores === 'string' && stores.trim() !== ''
      ? stores.split(',')
      : Array.isArray(tags)
        ? tags.filter((tag): tag is string => typeof tag === 'string').map((tag) => tag.replace(/-/g, ' '))
        : [];
  const names = raw.flatMap((entry) => {
    const name = text(entry)?.replace(/\s+/g, ' ').slice(0, 80);
    if (!name) return [];
    const known = KNOWN_STORES[name.toLowerCase()];
    return [known ?? name.charAt(0).toUpperCase() + name.slice(1)];
  });
  return [...new Set(names)];
}

/**
 * An Open Food Facts product as a catalogue product (without category id), with its colours and
 * reasons from @diet/analysis, or why it cannot be one (no valid barcode, no name).
 */
export function mapOffProduct(value: unknown): MappedOffProduct {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, reason: 'not a JSON object' };
  }
  const off = value as Record<string, unknown>;

  const rawCode = typeof off.code === 'number' ? String(off.code) : off.code;
  const barcode = text(rawCode);
  if (barcode === null) return { ok: false, reason: 'no barcode (code)' };
  if (!BARCODE.test(barcode)) {
    return {
      ok: false,
      reason: `invalid barcode ${JSON.stringify(barcode.slice(0, 40))} (must be 8-14 digits)`,
    };
  }

  const lang = toLang(text(off.lang)?.toLowerCase());
  // The generic name's language: the product's, else the export's guess of its ingredient list's.
  const nameLang = lang ?? toLang(text(off.ingredients_lang_guess)?.toLowerCase());
  const generic = text(off.product_name);
  const nameDe = text(off.product_name_de) ?? (nameLang === 'de' ? generic : null);
  const nameFr = text(off.product_name_fr) ?? (nameLang === 'fr' ? generic : null);
  const nameIt = text(off.product_name_it) ?? (nameLang === 'it' ? generic : null);
  const nameEn = text(off.product_name_en) ?? generic ?? nameDe ?? nameFr ?? nameIt;
  if (nameEn === null) return { ok: false, reason: 'no product name in any language' };

  const ingredients: Partial<Record<Lang, string>> = {};
  for (const language of INGREDIENT_LANGS) {
    const value = text(off[`ingredients_text_${language}`]);
    if (value !== null) ingredients[language] = value;
  }
  const plain = text(off.ingredients_text);
  if (plain !== null && !Object.values(ingredients).includes(plain)) {
    // The text's language: `lang`, else the export's guess; unknown goes under `en`, the display
    // fallback (a product's only text is shown whatever the reader's language).
    const language = lang ?? toLang(text(off.ingredients_lang_guess)?.toLowerCase()) ?? 'en';
    ingredients[language] ??= plain;
  }

  const brand = text(typeof off.brands === 'string' ? off.brands.split(',')[0] : null);
  const image =
    [text(off.image_front_url), text(off.image_url)].find(
      (url) => url !== null && /^https:\/\/[^\s/]+\/\S*$/.test(url),
    ) ?? null;
  const categoryName = Array.isArray(off.categories_tags) ? offCategoryName(off.categories_tags[0]) : null;
  const category = offCategoryKeys(off.categories_tags, [nameEn, nameDe, nameFr, nameIt]);

  const analysis = analyzeProduct(off as OffProduct);
  const reasons = INTOLERANCE_CODES.flatMap((code) =>
    analysis.verdicts[code].reasons.map((reason) => ({ code, ...reason })),
  );

  return {
    ok: true,
    categoryName,
    category,
    stores: offStores(off.stores, off.stores_tags),
    product: {
      name_en: nameEn,
      name_de: nameDe,
      name_fr: nameFr,
      name_it: nameIt,
      brand,
      barcode,
      image,
      ingredients,
      nutrition: nutritionRows(off.nutriments),
      colors: colorsWithWhy(analysis),
      reasons,
    },
  };
}

// --- Input --------------------------------------------------------------------------------------

interface LineSource {
  lines: AsyncIterator<string>;
  bytesRead(): number;
  totalBytes: number | null;
  close(): Promise<void>;
}

async function openFile(file: string): Promise<LineSource> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, 'r');
    const stat = await handle.stat();
    if (!stat.isFile()) throw new Error('not a regular file');
    const stream = handle.createReadStream({ encoding: 'utf8' });
    const reader = createInterface({ input: stream, crlfDelay: Infinity });
    const opened = handle;
    // Bytes of the lines handed out so far (the stream itself reads a chunk ahead).
    let bytes = 0;
    const lines = reader[Symbol.asyncIterator]();
    return {
      lines: {
        async next() {
          const next = await lines.next();
          if (!next.done) bytes += Buffer.byteLength(next.value) + 1;
          return next;
        },
      },
      bytesRead: () => Math.min(bytes, stat.size),
      totalBytes: stat.size,
      async close() {
        reader.close();
        stream.destroy();
        await opened.close().catch(() => {});
      },
    };
  } catch (error) {
    await handle?.close().catch(() => {});
    throw new ImportFileError(`Cannot read ${file}: ${describe(error)}`, { cause: error });
  }
}

/** Lines of an iterable input: each item is a line (an item holding newlines is split). */
function iterableSource(input: AsyncIterable<string>, totalBytes: number | null): LineSource {
  let bytes = 0;
  async function* split() {
    for await (const item of input) {
      const chunk = String(item);
      bytes += Buffer.byteLength(chunk) + 1;
      if (!chunk.includes('\n')) yield chunk;
      else yield* chunk.replace(/\r?\n$/, '').split(/\r?\n/);
    }
  }
  const lines = split();
  return {
    lines,
    bytesRead: () => bytes,
    totalBytes,
    async close() {
      await lines.return(undefined);
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A database error about the data (SQLSTATE class 22, data exception, or 23, constraint violation). */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

// --- Import -------------------------------------------------------------------------------------

/**
 * Imports an Open Food Facts JSON Lines export: `input` is a file path, or an async iterable of
 * lines (e.g. a readline interface). Rows are upserted by barcode: a product already in the
 * catalogue (a re-import, or a repeated barcode) is updated, not duplicated. See
 * {@link ImportOptions} for categories, progress and batching.
 * @throws {ImportFileError} when the file cannot be opened or read
 */
export async function importOffJsonl(
  db: Queryable,
  input: AsyncIterable<string> | string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const maxErrors = options.maxErrors ?? 10_000;
  const categoryMode = options.categories ?? 'create';
  const summary: ImportSummary = {
    read: 0,
    inserted: 0,
    updated: 0,
    skipped: 0,
    errors: [],
    categoriesCreated: 0,
    elapsedMs: 0,
  };
  const source =
    typeof input === 'string' ? await openFile(input) : iterableSource(input, options.totalBytes ?? null);

  const skip = (line: number, reason: string) => {
    summary.skipped++;
    const error = { line, reason };
    if (summary.errors.length < maxErrors) summary.errors.push(error);
    options.onError?.(error);
  };

  const progress = (done: boolean) =>
    options.onProgress?.({
      read: summary.read,
      inserted: summary.inserted,
      updated: summary.updated,
      skipped: summary.skipped,
      bytesRead: done && source.totalBytes !== null ? source.totalBytes : source.bytesRead(),
      totalBytes: source.totalBytes,
      elapsedMs: performance.now() - started,
      done,
    });

  const categories = new Map<string, number | null>();
  async function categoryId(name: string | null): Promise<number | null> {
    if (name === null || categoryMode === 'none') return null;
    const key = name.toLowerCase();
    if (categories.has(key)) return categories.get(key)!;
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM categories
       WHERE lower(name_en) = $1 OR lower(name_de) = $1 OR lower(name_fr) = $1
       ORDER BY id LIMIT 1`,
      [key],
    );
    let id = rows[0]?.id ?? null;
    if (id === null && categoryMode === 'create') {
      const created = await db.query<{ id: number }>(
        `INSERT INTO categories (name_en, sort_order)
         SELECT $1, COALESCE(MAX(sort_order), 0) + 1 FROM categories RETURNING id`,
        [name],
      );
      id = created.rows[0]!.id;
      summary.categoriesCreated++;
    }
    categories.set(key, id);
    return id;
  }

  /** Our category (and subcategory) by keys: found by English name, created with its four names in mode `create`. */
  const seeded = new Map<string, { category: number | null; subcategory: number | null }>();
  async function seedCategoryIds([categoryKey, subKey]: CategoryKeys) {
    const key = `${categoryKey}/${subKey ?? ''}`;
    const known = seeded.get(key);
    if (known) return known;
    const seed = SEED_CATEGORIES.find((category) => category.key === categoryKey);
    const sub = seed?.subcategories.find((subcategory) => subcategory.key === subKey);
    let ids = { category: null as number | null, subcategory: null as number | null };
    if (seed && categoryMode !== 'none') {
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM categories WHERE name_en = $1 ORDER BY id LIMIT 1',
        [seed.names.en],
      );
      let category = rows[0]?.id ?? null;
      if (category === null && categoryMode === 'create') {
        const created = await db.query<{ id: number }>(
          `INSERT INTO categories (name_en, name_de, name_fr, name_it, sort_order)
           SELECT $1, $2, $3, $4, COALESCE(MAX(sort_order), 0) + 1 FROM categories RETURNING id`,
          [seed.names.en, seed.names.de, seed.names.fr, seed.names.it],
        );
        category = created.rows[0]!.id;
        summary.categoriesCreated++;
      }
      let subcategory: number | null = null;
      if (category !== null && sub) {
        const found = await db.query<{ id: number }>(
          'SELECT id FROM subcategories WHERE category_id = $1 AND name_en = $2 ORDER BY id LIMIT 1',
          [category, sub.names.en],
        );
        subcategory = found.rows[0]?.id ?? null;
        if (subcategory === null && categoryMode === 'create') {
          const created = await db.query<{ id: number }>(
            `INSERT INTO subcategories (category_id, name_en, name_de, name_fr, name_it, sort_order)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [
              category,
              sub.names.en,
              sub.names.de,
              sub.names.fr,
              sub.names.it,
              seed.subcategories.indexOf(sub),
            ],
          );
          subcategory = created.rows[0]!.id;
        }
      }
      ids = { category, subcategory };
    }
    seeded.set(key, ids);
    return ids;
  }

  /** Retailer ids by name, created when missing. */
  const retailers = new Map<string, number>();
  async function retailerId(name: string): Promise<number> {
    let id = retailers.get(name);
    if (id === undefined) {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM retailers WHERE name = $1', [name]);
      id = rows[0]?.id ?? (await insertRetailer(db, { name }));
      retailers.set(name, id);
    }
    return id;
  }

  /** Every barcode written: when they are the whole catalogue, the engine version is recorded. */
  const written: string[] = [];
  let pending: { line: number; product: NewProduct }[] = [];
  async function flush() {
    if (pending.length === 0) return;
    const rows = pending;
    pending = [];
    const count = (results: { inserted: boolean; barcode: string }[]) => {
      for (const result of results) {
        written.push(result.barcode);
        if (result.inserted) summary.inserted++;
        else summary.updated++;
      }
    };
    try {
      count(
        await upsertProductsByBarcode(
          db,
          rows.map((row) => row.product),
          rows.length,
        ),
      );
    } catch (error) {
      if (!isDataError(error)) throw error;
      // One refused row fails its whole statement: write the batch row by row to find it.
      for (const row of rows) {
        try {
          count(await upsertProductsByBarcode(db, [row.product]));
        } catch (rowError) {
          if (!isDataError(rowError)) throw rowError;
          skip(row.line, `refused by the database: ${describe(rowError)}`);
        }
      }
    }
  }

  try {
    let line = 0;
    for (;;) {
      let next: IteratorResult<string>;
      try {
        next = await source.lines.next();
      } catch (error) {
        throw error instanceof ImportFileError
          ? error
          : new ImportFileError(`Reading the input failed after line ${line}: ${describe(error)}`, {
              cause: error,
            });
      }
      if (next.done) break;
      line++;
      const raw = line === 1 ? next.value.replace(/^\uFEFF/, '') : next.value;
      if (raw.trim() === '') continue;
      summary.read++;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (error) {
        skip(line, `invalid JSON: ${describe(error)}`);
        progress(false);
        continue;
      }
      const mapped = mapOffProduct(value);
      if (!mapped.ok) {
        skip(line, mapped.reason);
      } else {
        const { category: category_id, subcategory: subcategory_id } = mapped.category
          ? await seedCategoryIds(mapped.category)
          : { category: await categoryId(mapped.categoryName), subcategory: null };
        const offers = [];
        for (const store of mapped.stores) offers.push({ retailer_id: await retailerId(store) });
        pending.push({
          line,
          product: {
            ...mapped.product,
            category_id,
            subcategory_id,
            ...(offers.length > 0 ? { offers } : {}),
          },
        });
        if (pending.length >= batchSize) await flush();
      }
      progress(false);
    }
    await flush();
    // Analysed now by the current engine: when nothing else is in the catalogue, it is all current.
    if (written.length > 0) await recordIfOnlyThese(db, written);
  } finally {
    await source.close();
  }
  summary.errors.sort((a, b) => a.line - b.line);
  summary.elapsedMs = performance.now() - started;
  progress(true);
  return summary;
}
