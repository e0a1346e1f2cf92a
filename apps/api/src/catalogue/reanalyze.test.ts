import { analyzeProduct } from '@diet/analysis';

import type { Db } from '../db/db';
import { openTestDb, testBackends } from '../test/backends';
import {
  ENGINE_VERSION,
  offProductFromStored,
  reanalyzeCatalogue,
  recordEngineVersion,
  verdictStaleness,
} from './reanalyze';
import { seedCatalogue } from './seed';
import { insertProducts } from './store';

describe('a stored product as the engine reads it', () => {
  it('given stored lists and reasons, should give back the lists, labels, traces and nutrient values that counted', () => {
    const product = offProductFromStored({
      barcode: '7610000000001',
      ingredients: { de: 'Haferflocken', fr: "Flocons d'avoine" },
      reasons: [
        {
          code: 2,
          rule: 'gluten.free-claim',
          text: 'en:no-gluten',
          field: 'labels_tags[0]',
          start: 0,
          end: 12,
        },
        { code: 1, rule: 'lactose.may-contain', text: 'milk', field: 'traces_tags[1]', start: 3, end: 7 },
        {
          code: 4,
          rule: 'fructose.excess-nutriments',
          text: 'fructose_100g=5 > glucose_100g=2',
          field: 'nutriments',
        },
      ],
    });
    expect(product).toEqual({
      code: '7610000000001',
      ingredients_text_de: 'Haferflocken',
      ingredients_text_fr: "Flocons d'avoine",
      labels_tags: ['en:no-gluten'],
      traces_tags: ['en:milk'],
      nutriments: { fructose_100g: 5, glucose_100g: 2 },
    });
    expect(analyzeProduct(product).verdicts[2].verdict).toBe('green');
  });

  it('given a bare cheese recipe settled by its name, should give back the name words at their offsets', () => {
    const stored = analyzeProduct({
      code: '7610000000002',
      lang: 'fr',
      product_name: 'Swiss Emmentaler AOP',
      ingredients_text_fr: 'lait cru, sel de cuisine, présure, ferments',
    });
    expect(stored.verdicts[1].verdict).toBe('green');
    const reasons = [1, 3].flatMap((code) =>
      stored.verdicts[code as 1 | 3].reasons.map((reason) => ({ code, ...reason })),
    );
    const product = offProductFromStored({
      barcode: '7610000000002',
      ingredients: { fr: 'lait cru, sel de cuisine, présure, ferments' },
      reasons,
    });
    expect(product['product_name']).toBe('      Emmentaler');
    const again = analyzeProduct(product);
    expect(again.colors).toEqual(stored.colors);
    // the language that labels a reason is not stored (the product's `lang` is not kept)
    const place = ({ lang: _lang, ...reason }: { lang: string }) => reason;
    expect(again.verdicts[1].reasons.map(place)).toEqual(stored.verdicts[1].reasons.map(place));
  });
});

for (const backend of await testBackends()) {
  describe(`reanalysis (${backend})`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await openTestDb(backend);
    }, 60_000);
    afterAll(async () => {
      await db.close();
    });

    it('given an empty catalogue, should not call its verdicts stale', async () => {
      expect(await verdictStaleness(db)).toMatchObject({ stored: null, products: 0, stale: false });
    });

    it('given the seeded catalogue, should record the version it was analysed with', async () => {
      await seedCatalogue(db);
      expect(await verdictStaleness(db)).toMatchObject({ stored: ENGINE_VERSION, stale: false });
    }, 60_000);

    it('given verdicts of an older engine, should call them stale and recompute every product', async () => {
      const [id] = await insertProducts(db, [
        {
          name_en: 'Oat flakes',
          barcode: '7619999000017',
          ingredients: { en: 'Oats. Not gluten-free.' },
          colors: { red: [], yellow: [] },
          reasons: [],
        },
      ]);
      await recordEngineVersion(db, '1.0.0');
      expect(await verdictStaleness(db)).toMatchObject({
        stored: '1.0.0',
        current: ENGINE_VERSION,
        stale: true,
      });

      const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      const summary = await reanalyzeCatalogue(db, { batchSize: 7 });
      expect(summary.products).toBe(before.rows[0]!.n);
      expect(summary.changed).toBeGreaterThanOrEqual(1);

      const { rows } = await db.query<{
        colors: { red: number[]; yellow: number[] };
        reasons: { rule: string }[];
      }>('SELECT colors, reasons FROM products WHERE id = $1', [id]);
      expect(rows[0]!.colors).toEqual({
        red: [],
        yellow: [2],
        why: { 2: { kind: 'uncertain', words: ['Oats', 'Not gluten-free'] } },
      });
      expect(rows[0]!.reasons.map((r) => r.rule)).toContain('gluten.negated-claim');
      expect(await verdictStaleness(db)).toMatchObject({ stored: ENGINE_VERSION, stale: false });
    }, 60_000);

    it('given a second run with the same engine, should change no colour', async () => {
      expect((await reanalyzeCatalogue(db)).changed).toBe(0);
    }, 60_000);
  });
}
