/**
 * The Open Food Facts importer on every test backend: real Swiss products from the sample committed
 * with the repository (fixtures/open-food-facts, ODbL), re-imports, bad rows, categories; then the CLI as a process.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import { analyzeProduct, colorsWithWhy, type OffProduct } from '@diet/analysis';

import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite';
import { newPgliteFolder, openTestDb, testBackends } from '../test/backends';
import {
  importOffJsonl,
  ImportFileError,
  mapOffProduct,
  offStores,
  nutritionRows,
  offCategoryName,
  type ImportProgress,
} from './import';
import { formatSummary, progressReporter } from './import-progress';
import { insertCategory } from './store';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPO_ROOT = path.resolve(API_DIR, '../..');
const TSX = path.join(API_DIR, 'node_modules', '.bin', 'tsx');
/** Real Swiss products committed with the repository (its README says how they were cut). */
const FIXTURES = path.join(REPO_ROOT, 'fixtures/open-food-facts');
const SWISS = path.join(FIXTURES, 'off_swiss_2018.sample.jsonl');
const SWISS_ROWS = 327;

/** The Swiss sample's path; a missing file fails the test (it is never skipped). */
function swissFile(): string {
  if (!existsSync(SWISS)) throw new Error(`Test data missing: ${SWISS} (committed with the repository)`);
  return SWISS;
}

async function readRows(file: string): Promise<OffProduct[]> {
  const rows: OffProduct[] = [];
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (line.trim() !== '') rows.push(JSON.parse(line) as OffProduct);
  }
  return rows;
}

async function* lines(...items: string[]): AsyncGenerator<string> {
  for (const item of items) yield item;
}

const jsonl = (value: Record<string, unknown>) => JSON.stringify(value);

describe('mapOffProduct', () => {
  it('given a full OFF product, should map names, brand, barcode, ingredients, nutrition, image and category', () => {
    const off = {
      code: '7610000000011',
      lang: 'de',
      product_name: 'Vollmilch',
      product_name_en: 'Whole milk',
      product_name_fr: 'Lait entier',
      brands: 'Coop Naturaplan, Coop',
      ingredients_text: 'Vollmilch',
      ingredients_text_fr: 'lait entier',
      ingredients_text_nl: 'volle melk',
      nutriments: { 'energy-kcal_100g': 64, fat_100g: '3.5', 'saturated-fat_100g': 2.2, salt_100g: 0.1 },
      image_front_url: 'https://images.openfoodfacts.org/images/products/761/front_de.jpg',
      categories_tags: ['en:dairies', 'en:milks'],
    };
    const mapped = mapOffProduct(off);
    expect(mapped).toMatchObject({
      ok: true,
      categoryName: 'Dairies',
      product: {
        name_en: 'Whole milk',
        name_de: 'Vollmilch',
        name_fr: 'Lait entier',
        brand: 'Coop Naturaplan',
        barcode: '7610000000011',
        image: 'https://images.openfoodfacts.org/images/products/761/front_de.jpg',
        ingredients: { de: 'Vollmilch', fr: 'lait entier' },
        nutrition: [
          { label: 'Energy', value: '64 kcal' },
          { label: 'Fat', value: '3.5 g' },
          { label: 'Saturated fat', value: '2.2 g' },
          { label: 'Salt', value: '0.1 g' },
        ],
      },
    });
    if (!mapped.ok) throw new Error('not mapped');
    expect(mapped.product.colors).toEqual(colorsWithWhy(analyzeProduct(off)));
    expect(mapped.product.colors!.red).toContain(1);
    expect(mapped.product.reasons!.length).toBeGreaterThan(0);
  });

  it('given OFF category tags, stores, an Italian name and only image_url, should map them onto ours', () => {
    const mapped = mapOffProduct({
      code: '7610000000028',
      product_name_it: 'Bevanda all’avena',
      categories_tags: ['en:plant-based-foods-and-beverages', 'en:beverages', 'en:plant-based-milks'],
      stores: 'Migros, Coop City , migros',
      image_url: 'https://images.openfoodfacts.org/images/products/762/front_it.jpg',
    });
    expect(mapped).toMatchObject({
      ok: true,
      category: ['drinks', 'plant-drinks'],
      stores: ['Migros', 'Coop'],
      product: {
        name_it: 'Bevanda all’avena',
        image: 'https://images.openfoodfacts.org/images/products/762/front_it.jpg',
      },
    });
    expect(
      mapOffProduct({ code: '7610000000035', product_name: 'Yaourt nature', ingredients_lang_guess: 'fr' }),
    ).toMatchObject({ category: ['dairy', 'yoghurt'], product: { name_fr: 'Yaourt nature' } });
    expect(offStores(undefined, ['coop-city', 'walmart'])).toEqual(['Coop', 'Walmart']);
  });

  it('given only a generic name, should use it for English and keep German and French empty', () => {
    const mapped = mapOffProduct({
      code: 76100000000,
      product_name: '  Ragusa  ',
      ingredients_text: 'sucre',
    });
    expect(mapped).toMatchObject({
      ok: true,
      product: { name_en: 'Ragusa', name_de: null, name_fr: null, barcode: '76100000000' },
    });
    // no language known: the only text goes under en, the display fallback
    expect(mapped.ok && mapped.product.ingredients).toEqual({ en: 'sucre' });
  });

  it('given a guessed ingredient language, should store the text under it', () => {
    const mapped = mapOffProduct({
      code: '7610008010692',
      product_name: 'torino',
      ingredients_text: 'Zucker, Kakaobutter',
      ingredients_lang_guess: 'de',
    });
    expect(mapped.ok && mapped.product.ingredients).toEqual({ de: 'Zucker, Kakaobutter' });
  });

  it('given bad rows, should say why', () => {
    expect(mapOffProduct({ product_name: 'x' })).toEqual({ ok: false, reason: 'no barcode (code)' });
    expect(mapOffProduct({ code: '  ', product_name: 'x' })).toEqual({
      ok: false,
      reason: 'no barcode (code)',
    });
    expect(mapOffProduct({ code: '1234567', product_name: 'x' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/invalid barcode "1234567"/),
    });
    expect(mapOffProduct({ code: '123456789012345', product_name: 'x' })).toMatchObject({ ok: false });
    expect(mapOffProduct({ code: '12345678', product_name: ' ', product_name_fr: '' })).toEqual({
      ok: false,
      reason: 'no product name in any language',
    });
    expect(mapOffProduct([1, 2])).toEqual({ ok: false, reason: 'not a JSON object' });
    expect(mapOffProduct(null)).toEqual({ ok: false, reason: 'not a JSON object' });
  });

  it('given an http or odd image URL, should store no image', () => {
    for (const url of ['http://images.openfoodfacts.org/a.jpg', 'javascript:alert(1)', 'https://', 42]) {
      const mapped = mapOffProduct({ code: '12345678', product_name: 'x', image_front_url: url });
      expect(mapped.ok && mapped.product.image).toBeNull();
    }
  });

  it('given NUL characters, should drop them (PostgreSQL text refuses them)', () => {
    const mapped = mapOffProduct({
      code: '12345678',
      product_name: 'Te\u0000a',
      ingredients_text_en: 'te\u0000a',
    });
    expect(mapped).toMatchObject({ ok: true, product: { name_en: 'Tea', ingredients: { en: 'tea' } } });
  });

  it('given energy only in kJ, should derive kcal; given junk values, should leave them out', () => {
    expect(nutritionRows({ energy_100g: 2092, fat_100g: 'n/a', sugars_100g: -1, proteins_100g: 8 })).toEqual([
      { label: 'Energy', value: '500 kcal' },
      { label: 'Protein', value: '8 g' },
    ]);
    expect(nutritionRows(null)).toEqual([]);
  });

  it('should map only simple English category tags', () => {
    expect(offCategoryName('en:salted-snacks')).toBe('Salted snacks');
    expect(offCategoryName('en:null')).toBeNull();
    expect(offCategoryName('fr:biscuits')).toBeNull();
    expect(offCategoryName('en:plant-based-foods-and-beverages')).toBeNull();
  });
});

describe('import progress', () => {
  const progress = (read: number, done = false): ImportProgress => ({
    read,
    inserted: read,
    updated: 0,
    skipped: 0,
    bytesRead: read * 10,
    totalBytes: 30_000,
    elapsedMs: 1000,
    done,
  });

  it('given a terminal, should redraw one bar with \\r and end it with a newline', () => {
    let out = '';
    let clock = 0;
    const report = progressReporter({ write: (t) => (out += t), isTTY: true }, { now: () => clock });
    report(progress(1));
    clock += 10;
    report(progress(2)); // too soon: not drawn
    clock += 200;
    report(progress(1500));
    report(progress(3000, true));
    expect(out.split('\r')).toHaveLength(4);
    expect(out).toContain(' 50.0 %  1,500 rows  1,500 products/s');
    expect(out.endsWith('\n')).toBe(true);
    expect(out.slice(0, -1)).not.toContain('\n');
  });

  it('given no terminal, should print a plain line every N rows', () => {
    let out = '';
    const report = progressReporter({ write: (t) => (out += t), isTTY: false }, { every: 1000 });
    for (let read = 1; read <= 2500; read++) report(progress(read));
    report(progress(2500, true));
    expect(out).not.toContain('\r');
    expect(out.trim().split('\n')).toEqual([
      'imported 1,000 rows (33 %): 1,000 new, 0 updated, 0 skipped; 1,000 products/s',
      'imported 2,000 rows (66 %): 2,000 new, 0 updated, 0 skipped; 2,000 products/s',
    ]);
  });

  it('should cap the listed bad rows with "... and N more"', () => {
    const text = formatSummary(
      'f.jsonl',
      {
        read: 10,
        inserted: 5,
        updated: 0,
        skipped: 5,
        categoriesCreated: 0,
        elapsedMs: 500,
        errors: [1, 2, 3, 4, 5].map((line) => ({ line, reason: 'no barcode (code)' })),
      },
      2,
    );
    expect(text).toContain('  line 1: no barcode (code)\n  line 2: no barcode (code)\n  ... and 3 more\n');
  });
});

for (const backend of await testBackends()) {
  describe(`importOffJsonl (${backend})`, () => {
    let db: Db;
    beforeEach(async () => {
      db = await openTestDb(backend);
    });
    afterEach(async () => {
      await db.close();
    });

    const productCount = async () =>
      Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM products')).rows[0]!.n);

    it(
      'given the Swiss export, should import every product with colours from a fresh analysis, and update on re-import',
      { timeout: 180_000 },
      async () => {
        const file = swissFile();
        const progress: ImportProgress[] = [];
        const first = await importOffJsonl(db, file, { onProgress: (p) => progress.push(p) });
        console.info(
          `[${backend}] imported ${first.read} products in ${first.elapsedMs.toFixed(0)} ms ` +
            `(${Math.round(first.read / (first.elapsedMs / 1000))} products/s)`,
        );
        expect(first.read).toBe(SWISS_ROWS);
        expect(first.inserted + first.updated + first.skipped).toBe(first.read);
        expect(first).toMatchObject({ inserted: SWISS_ROWS, updated: 0, skipped: 0, errors: [] });
        expect(await productCount()).toBe(SWISS_ROWS);
        expect(progress.at(-1)).toMatchObject({ done: true, read: SWISS_ROWS, inserted: SWISS_ROWS });
        expect(progress.at(-1)!.bytesRead).toBe(progress.at(-1)!.totalBytes);
        expect(progress.length).toBeGreaterThan(SWISS_ROWS); // after every row, and at the end
        const middle = progress[Math.floor(SWISS_ROWS / 2)]!;
        expect(middle.bytesRead / middle.totalBytes!).toBeGreaterThan(0.3);
        expect(middle.bytesRead / middle.totalBytes!).toBeLessThan(0.7);

        // colours (and reasons) are the analysis of each OFF row, by barcode
        const rows = await readRows(file);
        const { rows: stored } = await db.query<{
          barcode: string;
          name_en: string;
          colors: unknown;
          reasons: unknown[];
          ingredients: Record<string, string>;
          nutrition: unknown[];
          image: string | null;
        }>('SELECT barcode, name_en, colors, reasons, ingredients, nutrition, image FROM products');
        const byBarcode = new Map(stored.map((row) => [row.barcode, row]));
        for (const row of rows) {
          const product = byBarcode.get(String(row.code));
          expect(product, String(row.code)).toBeDefined();
          const fresh = analyzeProduct(row);
          expect(product!.colors).toEqual(colorsWithWhy(fresh));
          expect(product!.reasons).toHaveLength(
            Object.values(fresh.verdicts).reduce((sum, verdict) => sum + verdict.reasons.length, 0),
          );
          expect(Object.values(product!.ingredients)).toContain(String(row.ingredients_text).trim());
        }
        expect(byBarcode.get('7610008010692')).toMatchObject({
          name_en: 'torino',
          ingredients: { de: expect.stringMatching(/^Zucker, Kakaobutter/) },
          nutrition: expect.arrayContaining([
            { label: 'Fat', value: '37 g' },
            { label: 'Salt', value: '0.01 g' },
          ]),
          image: expect.stringMatching(/^https:\/\/static\.openfoodfacts\.org\//),
        });

        // a re-import updates in place: nothing duplicated, fields the export lacks are kept
        await db.query(
          `UPDATE products SET name_en = 'edited', colors = '{"red":[],"yellow":[]}'::jsonb
           WHERE barcode = '7610008010692'`,
        );
        await db.query(
          `INSERT INTO offers (product_id, price) SELECT id, 4.5 FROM products WHERE barcode = '7610008010692'`,
        );
        const second = await importOffJsonl(db, file);
        expect(second).toMatchObject({ read: SWISS_ROWS, inserted: 0, updated: SWISS_ROWS, skipped: 0 });
        expect(await productCount()).toBe(SWISS_ROWS);
        const { rows: after } = await db.query<{ name_en: string; price: string; colors: unknown }>(
          `SELECT name_en, (SELECT o.price::text FROM offers o WHERE o.product_id = p.id) AS price, colors
           FROM products p WHERE barcode = '7610008010692'`,
        );
        expect(after[0]).toEqual({
          name_en: 'torino',
          price: '4.50',
          colors: colorsWithWhy(analyzeProduct(rows.find((row) => row.code === '7610008010692')!)),
        });
      },
    );

    it('given broken JSON, a row without barcode and good rows, should skip the bad ones by line and import the rest', async () => {
      const skipped: { line: number; reason: string }[] = [];
      const summary = await importOffJsonl(
        db,
        lines(
          jsonl({ code: '7610000000011', product_name: 'Good one', ingredients_text_en: 'wheat flour' }), // 1
          '{"code": "7610000000028", "product_name": ', // 2: broken JSON
          '', // 3: blank, not a row
          jsonl({ product_name: 'No barcode' }), // 4
          jsonl({ code: 'ABC12345', product_name: 'Letters' }), // 5
          jsonl({ code: '7610000000035', ingredients_text: 'sugar' }), // 6: no name
          '[1, 2]', // 7: not an object
          jsonl({
            code: '7610000000042',
            product_name_fr: 'Bon produit',
            lang: 'fr',
            ingredients_text: 'lait',
          }), // 8
        ),
        { onError: (error) => skipped.push(error) },
      );
      expect(summary).toMatchObject({ read: 7, inserted: 2, updated: 0, skipped: 5 });
      expect(summary.inserted + summary.updated + summary.skipped).toBe(summary.read);
      expect(summary.errors.map((error) => error.line)).toEqual([2, 4, 5, 6, 7]);
      expect(summary.errors[0]!.reason).toMatch(/^invalid JSON: /);
      expect(summary.errors[1]!.reason).toBe('no barcode (code)');
      expect(summary.errors[2]!.reason).toMatch(/invalid barcode "ABC12345"/);
      expect(summary.errors[3]!.reason).toBe('no product name in any language');
      expect(summary.errors[4]!.reason).toBe('not a JSON object');
      expect(skipped).toEqual(summary.errors);
      const { rows } = await db.query<{
        barcode: string;
        name_en: string;
        name_fr: string | null;
        colors: unknown;
      }>('SELECT barcode, name_en, name_fr, colors FROM products ORDER BY barcode');
      expect(rows).toEqual([
        {
          barcode: '7610000000011',
          name_en: 'Good one',
          name_fr: null,
          colors: colorsWithWhy(analyzeProduct({ ingredients_text_en: 'wheat flour' })),
        },
        {
          barcode: '7610000000042',
          name_en: 'Bon produit',
          name_fr: 'Bon produit',
          colors: colorsWithWhy(analyzeProduct({ lang: 'fr', ingredients_text: 'lait' })),
        },
      ]);
    });

    it('given a whole text as one item and a repeated barcode in one batch, should count the repeat as an update', async () => {
      const text = [
        jsonl({ code: '7610000000011', product_name: 'First', ingredients_text_en: 'milk' }),
        jsonl({ code: '7610000000011', product_name: 'Second', ingredients_text_en: 'water' }),
        '',
      ].join('\r\n');
      const summary = await importOffJsonl(db, Readable.from([text]), {
        totalBytes: Buffer.byteLength(text),
      });
      expect(summary).toMatchObject({ read: 2, inserted: 1, updated: 1, skipped: 0 });
      const { rows } = await db.query<{ name_en: string; colors: unknown }>(
        'SELECT name_en, colors FROM products',
      );
      expect(rows).toEqual([{ name_en: 'Second', colors: { red: [], yellow: [] } }]);
    });

    it('given small batches, should write every batch and keep counting', async () => {
      const items = Array.from({ length: 23 }, (_, i) =>
        jsonl({ code: String(76100000000 + i), product_name: `P${i}` }),
      );
      const summary = await importOffJsonl(db, lines(...items, ...items.slice(0, 5)), { batchSize: 4 });
      expect(summary).toMatchObject({ read: 28, inserted: 23, updated: 5, skipped: 0 });
      expect(await productCount()).toBe(23);
    });

    it('given stores, should offer the product at each (retailers created), and a re-import keep known prices', async () => {
      const line = jsonl({ code: '76100090', product_name: 'Rivella', stores: 'Migros, Dorfladen Ried' });
      await importOffJsonl(db, lines(line));
      await db.query(
        `UPDATE offers SET price = 2.5, is_local = true
         WHERE retailer_id = (SELECT id FROM retailers WHERE name = 'Migros')`,
      );
      await importOffJsonl(db, lines(line));
      const { rows } = await db.query(
        `SELECT r.name, o.price::float8 AS price, o.is_local FROM offers o
         JOIN retailers r ON r.id = o.retailer_id JOIN products p ON p.id = o.product_id
         WHERE p.barcode = '76100090' ORDER BY r.name`,
      );
      expect(rows).toEqual([
        { name: 'Dorfladen Ried', price: null, is_local: false },
        { name: 'Migros', price: 2.5, is_local: true },
      ]);
    });

    it('given tags the table does not know, should map them to existing categories by name, and create simple missing ones unless told not to', async () => {
      const snacks = await insertCategory(db, { name_en: 'Spices', sort_order: 3 });
      const row = (code: string, tag: string) =>
        jsonl({ code, product_name: code, categories_tags: [tag, 'en:other'] });
      const summary = await importOffJsonl(
        db,
        lines(
          row('76100001', 'en:spices'),
          row('76100002', 'en:baby-foods'),
          row('76100003', 'en:baby-foods'),
          row('76100004', 'en:null'),
          row('76100005', 'en:plant-based-foods-and-beverages'),
        ),
      );
      expect(summary.categoriesCreated).toBe(1);
      const { rows } = await db.query<{
        barcode: string;
        category: string | null;
        sort_order: number | null;
      }>(
        `SELECT p.barcode, c.name_en AS category, c.sort_order FROM products p
         LEFT JOIN categories c ON c.id = p.category_id ORDER BY p.barcode`,
      );
      expect(rows).toEqual([
        { barcode: '76100001', category: 'Spices', sort_order: 3 },
        { barcode: '76100002', category: 'Baby foods', sort_order: 4 },
        { barcode: '76100003', category: 'Baby foods', sort_order: 4 },
        { barcode: '76100004', category: null, sort_order: null },
        { barcode: '76100005', category: null, sort_order: null },
      ]);
      expect(rows[0]).toBeDefined();
      expect(snacks.id).toBeGreaterThan(0);

      const matchOnly = await importOffJsonl(db, lines(row('76100006', 'en:pet-foods')), {
        categories: 'match',
      });
      expect(matchOnly.categoriesCreated).toBe(0);
      const { rows: categories } = await db.query('SELECT id FROM categories');
      expect(categories).toHaveLength(2);
    });

    it('given a file that cannot be read, should reject with an ImportFileError and write nothing', async () => {
      const missing = path.join(os.tmpdir(), `diet-import-missing-${process.pid}.jsonl`);
      await expect(importOffJsonl(db, missing)).rejects.toThrow(ImportFileError);
      await expect(importOffJsonl(db, missing)).rejects.toThrow(/Cannot read .*ENOENT/);
      await expect(importOffJsonl(db, os.tmpdir())).rejects.toThrow(/not a regular file/);
      expect(await productCount()).toBe(0);
    });
  });
}

describe('pnpm catalog:import (the CLI)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'diet-import-cli-'));
    await newPgliteFolder(path.join(dir, 'pglite'));
  }, 120_000); // may make the template folder (initdb)
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function run(args: string[], env: NodeJS.ProcessEnv = {}) {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, 'pglite'), ...env };
    delete childEnv.DATABASE_URL;
    const child = spawn(TSX, ['scripts/import.ts', ...args], {
      cwd: API_DIR,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it(
    'given a path relative to where pnpm ran (INIT_CWD) and no terminal, should print plain progress lines and the summary',
    { timeout: 240_000 },
    async () => {
      const file = swissFile();
      const result = await run([path.basename(file), '--progress-every', '100'], {
        INIT_CWD: path.dirname(file),
      });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).not.toContain('\r');
      expect(result.stderr).toMatch(
        /^imported 100 rows \(\d+ %\): \d[\d,]* new, 0 updated, 0 skipped; [\d,]+ products\/s$/m,
      );
      expect(result.stderr).toMatch(/^imported 300 rows /m);
      expect(result.stderr).not.toMatch(/^imported 400 rows /m);
      expect(result.stdout).toContain(`Imported ${file} in `);
      expect(result.stdout).toMatch(/read {6}327\n {2}inserted {2}327\n {2}updated {3}0\n {2}skipped {3}0\n/);

      // bad rows are listed (capped) but are no failure; the database is reused, so the good row updates
      const bad = path.join(dir, 'bad.jsonl');
      await writeFile(
        bad,
        [
          '{"code": "7610008010692", "product_name": "torino"}',
          '{not json',
          '{"product_name": "no code"}',
          '{"code": "12", "product_name": "short"}',
          '',
        ].join('\n'),
      );
      const second = await run([bad, '--show-errors', '1']);
      expect(second.code, second.stderr).toBe(0);
      expect(second.stdout).toMatch(/read {6}4\n {2}inserted {2}0\n {2}updated {3}1\n {2}skipped {3}3\n/);
      expect(second.stdout).toMatch(/Skipped rows:\n {2}line 2: invalid JSON: .*\n {2}\.\.\. and 2 more\n$/);
    },
  );

  it('given a missing file, should exit 1 naming it', { timeout: 120_000 }, async () => {
    const dataDir = path.join(dir, 'never-opened');
    const result = await run(['does-not-exist.jsonl'], { INIT_CWD: dir, DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Cannot read ${path.join(dir, 'does-not-exist.jsonl')}`);
    expect(existsSync(dataDir)).toBe(false); // failed before opening the database
  });

  it(
    'given the PGlite folder open in another process, should say so in one line and exit 1',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(dir, 'held');
      const held = await openPgliteDb(await newPgliteFolder(dataDir));
      try {
        const result = await run([swissFile()], { DATA_DIR: dataDir });
        expect(result.code).toBe(1);
        expect(result.stderr.trim()).toBe(
          `The database folder ${dataDir} is open in process ${process.pid}. Stop that process first ` +
            `(or remove ${dataDir}.lock if it is not ours); several API instances need DATABASE_URL.`,
        );
      } finally {
        await held.close();
      }
    },
  );
});
