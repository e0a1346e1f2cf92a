/**
 * Stored verdicts and the engine that computed them. Every product's colours and reasons are
 * computed by @diet/analysis when it enters the catalogue; when the engine's version changes
 * (`ENGINE_VERSION`), `pnpm catalog:reanalyze` recomputes them all, and the API says at start when
 * the stored verdicts are stale.
 *
 * The version the stored verdicts were computed with lives in `catalogue_analysis` (one row),
 * created on first use (no read at API start ever writes). Reanalysis runs in one transaction:
 * readers keep seeing every product's old colours and reasons until all new ones are committed
 * together, so products served stay consistent with each other while it runs.
 *
 * What a stored product keeps of its source: the ingredient lists per language, and in its
 * reasons the labels, traces, nutrient values and name words (an aged cheese's name settling a
 * bare cheese recipe) that counted. Reanalysis reads those; evidence
 * the earlier engine did not use (a label it did not know) is not stored, so a full refresh of
 * imported products is a new `pnpm catalog:import` of the export.
 */
import { analyzeProduct, colorsWithWhy, ENGINE_VERSION, type OffProduct } from '@diet/analysis';
import { INTOLERANCE_CODES, type Colors } from '@diet/domain';

import type { Db, Queryable } from '../db/db';

export { ENGINE_VERSION };

export interface VerdictStaleness {
  /** The engine version the stored verdicts were computed with; null when never recorded. */
  stored: string | null;
  current: string;
  products: number;
  /** Products exist and their verdicts were computed by another (or an unrecorded) version. */
  stale: boolean;
}

export interface ReanalysisSummary {
  products: number;
  /** Products whose colours changed. */
  changed: number;
  version: string;
}

interface StoredRow {
  id: number;
  barcode: string | null;
  ingredients: unknown;
  reasons: unknown;
  colors: unknown;
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS catalogue_analysis (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  engine_version text NOT NULL,
  analysed_at timestamptz NOT NULL DEFAULT now()
)`;

/** The version the stored verdicts were computed with (null when never recorded). Read only. */
export async function storedEngineVersion(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ exists: boolean }>(
    `SELECT to_regclass('catalogue_analysis') IS NOT NULL AS exists`,
  );
  if (rows[0]?.exists !== true) return null;
  const version = await db.query<{ engine_version: string }>(
    'SELECT engine_version FROM catalogue_analysis WHERE id = 1',
  );
  return version.rows[0]?.engine_version ?? null;
}

/** Records that every stored verdict was computed with `version`. */
export async function recordEngineVersion(db: Queryable, version = ENGINE_VERSION): Promise<void> {
  await db.query(CREATE_TABLE);
  await db.query(
    `INSERT INTO catalogue_analysis (id, engine_version, analysed_at) VALUES (1, $1, now())
     ON CONFLICT (id) DO UPDATE SET engine_version = excluded.engine_version, analysed_at = excluded.analysed_at`,
    [version],
  );
}

/** Whether the stored verdicts were computed by another engine version than this one. */
export async function verdictStaleness(db: Queryable): Promise<VerdictStaleness> {
  const stored = await storedEngineVersion(db);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  const products = rows[0]?.n ?? 0;
  return { stored, current: ENGINE_VERSION, products, stale: products > 0 && stored !== ENGINE_VERSION };
}

/**
 * After the seed wrote `barcodes` with the current engine: when those are all the products there
 * are, the whole catalogue is current, and the version is recorded.
 */
export async function recordIfOnlyThese(db: Queryable, barcodes: readonly string[]): Promise<void> {
  if ((await storedEngineVersion(db)) === ENGINE_VERSION) return;
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM products WHERE barcode IS NULL OR NOT (barcode = ANY($1::text[]))',
    [barcodes],
  );
  if (rows[0]?.n === 0) await recordEngineVersion(db);
}

const NAME_FIELD = /^(?:product_name|generic_name)(?:_[a-z]{2,3})?$/;
/** Name words further in than this are not put back (malformed data). */
const MAX_NAME_OFFSET = 500;

/** `name` with `text` written at `start` (spaces before it when the name is shorter). */
function placeAt(name: string, text: string, start: number): string {
  const padded = name.padEnd(start, ' ');
  return padded.slice(0, start) + text + padded.slice(start + text.length);
}

/**
 * A stored product as the engine reads it: its ingredient lists per language, and the labels,
 * traces, nutrient values and name words that its stored reasons show counted (a name's words at
 * their offsets, so its reasons come back the same).
 */
export function offProductFromStored(
  row: Pick<StoredRow, 'barcode' | 'ingredients' | 'reasons'>,
): OffProduct {
  const product: OffProduct = { code: row.barcode };
  const ingredients = row.ingredients;
  if (ingredients !== null && typeof ingredients === 'object' && !Array.isArray(ingredients)) {
    for (const [lang, text] of Object.entries(ingredients as Record<string, unknown>)) {
      if (typeof text === 'string' && /^[a-z]{2,3}$/.test(lang)) product[`ingredients_text_${lang}`] = text;
    }
  }
  const labels = new Set<string>();
  const tracesTags = new Set<string>();
  const traces: string[] = [];
  if (Array.isArray(row.reasons)) {
    for (const item of row.reasons) {
      const r = (item ?? {}) as Record<string, unknown>;
      const field = typeof r.field === 'string' ? r.field : '';
      const text = typeof r.text === 'string' ? r.text : '';
      if (text === '') continue;
      if (field.startsWith('labels_tags[')) labels.add(text);
      // a traces tag's reason quotes the tag after its "xx:" prefix, which is not stored
      else if (field.startsWith('traces_tags[')) tracesTags.add(`en:${text}`);
      else if (field === 'traces' && !traces.includes(text)) traces.push(text);
      else if (NAME_FIELD.test(field)) {
        const start = r.start;
        if (typeof start !== 'number' || !Number.isInteger(start) || start < 0 || start > MAX_NAME_OFFSET)
          continue;
        const name = product[field];
        product[field] = placeAt(typeof name === 'string' ? name : '', text, start);
      } else if (field === 'nutriments') {
        const m = /fructose_100g=([\d.]+) > glucose_100g=([\d.]+)/.exec(text);
        if (m) product.nutriments = { fructose_100g: Number(m[1]), glucose_100g: Number(m[2]) };
      }
    }
  }
  if (labels.size > 0) product.labels_tags = [...labels];
  if (tracesTags.size > 0) product.traces_tags = [...tracesTags];
  if (traces.length > 0) product.traces = traces.join(', ');
  return product;
}

/** Whether stored colours give the same verdicts (red, yellow, unknown; the brief reasons aside). */
function sameColors(a: unknown, b: Colors): boolean {
  const verdicts = (colors: unknown) => {
    const { red, yellow, unknown } = (colors ?? {}) as Partial<Colors>;
    return JSON.stringify({ red, yellow, unknown });
  };
  return verdicts(a) === verdicts(b);
}

/**
 * Recomputes every stored product's colours and reasons with this engine, in one transaction
 * (batches of `batchSize` rows, each written with one statement), then records the version.
 */
export async function reanalyzeCatalogue(
  db: Db,
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<ReanalysisSummary> {
  const batchSize = Math.max(1, options.batchSize ?? 500);
  return db.transaction(async (tx) => {
    // one reanalysis at a time; the seed and importer write inside their own transactions
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('diet-reanalyze:' || current_schema()))`);
    const total = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]?.n ?? 0;
    let lastId = 0;
    let done = 0;
    let changed = 0;
    for (;;) {
      const { rows } = await tx.query<StoredRow>(
        'SELECT id, barcode, ingredients, reasons, colors FROM products WHERE id > $1 ORDER BY id LIMIT $2',
        [lastId, batchSize],
      );
      if (rows.length === 0) break;
      const ids: number[] = [];
      const colors: string[] = [];
      const reasons: string[] = [];
      for (const row of rows) {
        const analysis = analyzeProduct(offProductFromStored(row));
        ids.push(row.id);
        colors.push(JSON.stringify(colorsWithWhy(analysis)));
        reasons.push(
          JSON.stringify(
            INTOLERANCE_CODES.flatMap((code) =>
              analysis.verdicts[code].reasons.map((reason) => ({ code, ...reason })),
            ),
          ),
        );
        if (!sameColors(row.colors, analysis.colors)) changed++;
      }
      await tx.query(
        `UPDATE products SET colors = s.colors::jsonb, reasons = s.reasons::jsonb
         FROM (SELECT unnest($1::int[]) AS pid, unnest($2::text[]) AS colors, unnest($3::text[]) AS reasons) s
         WHERE products.id = s.pid`,
        [ids, colors, reasons],
      );
      lastId = rows[rows.length - 1]!.id;
      done += rows.length;
      options.onProgress?.(done, total);
    }
    await recordEngineVersion(tx);
    return { products: done, changed, version: ENGINE_VERSION };
  });
}
