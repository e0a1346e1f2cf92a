/**
 * The committed Swiss sample (fixtures/open-food-facts, 327 real products, ODbL) imported end to
 * end into a temporary database, then read through the API: our categories (from the names, since
 * that export has no category tags) with their four names, Italian names found by search on
 * /products/page, image URLs kept.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { apiCalls, readResponse } from '@diet/domain';

import { testBackends } from '../test/backends';
import { useHarness } from '../test/harness';
import { importOffJsonl } from './import';

const SWISS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/open-food-facts/off_swiss_2018.sample.jsonl',
);

for (const backend of await testBackends()) {
  describe(`importing the Swiss sample (${backend})`, () => {
    const h = useHarness(backend);
    const rows = readFileSync(SWISS, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { code: string; product_name: string; image_front_url?: string });
    let imported: Awaited<ReturnType<typeof importOffJsonl>>;

    beforeAll(async () => {
      imported = await importOffJsonl(h.db, SWISS);
    }, 60_000);

    it('should import every product, a good share of them into our categories, named in four languages', async () => {
      expect(imported.inserted + imported.updated).toBe(rows.length - imported.skipped);
      expect(imported.inserted).toBeGreaterThan(300);
      const { rows: placed } = await h.db.query<{ n: number; sub: number }>(
        `SELECT count(category_id)::int AS n, count(subcategory_id)::int AS sub FROM products
         WHERE barcode = ANY($1::text[])`,
        [rows.map((row) => row.code)],
      );
      expect(placed[0]!.n).toBeGreaterThan(rows.length * 0.3);
      expect(placed[0]!.sub).toBeGreaterThan(rows.length * 0.3);
      const { rows: petitBeurre } = await h.db.query(
        `SELECT c.name_en AS category, c.name_it AS category_it, s.name_en AS subcategory, s.name_de AS subcategory_de
         FROM products p JOIN categories c ON c.id = p.category_id JOIN subcategories s ON s.id = p.subcategory_id
         WHERE p.barcode = '7613379379702'`,
      );
      expect(petitBeurre).toEqual([
        {
          category: 'Sweets & snacks',
          category_it: expect.stringMatching(/\S/),
          subcategory: 'Chocolate',
          subcategory_de: 'Schokolade',
        },
      ]);
    });

    it('should find a product by its Italian name through /products/page, with its image', async () => {
      const user = await h.registerUser();
      const response = await h.request(
        '/products/page',
        {
          user_profile_id: user.profileId,
          intolerances: [],
          sees_red_products: true,
          language: 'it',
          search: 'peperoncini pizza',
        },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      const page = readResponse(apiCalls['/products/page'].response, await response.json());
      const source = rows.find((row) => row.code === '7610405075751')!;
      expect(page.products.map((product) => product.name_it)).toEqual([source.product_name]);
      expect(page.products[0]!.image).toBe(source.image_front_url);
    });

    it('should keep every https image URL of the export', async () => {
      const { rows: images } = await h.db.query<{ barcode: string; image: string | null }>(
        'SELECT barcode, image FROM products WHERE barcode = ANY($1::text[])',
        [rows.map((row) => row.code)],
      );
      const byCode = new Map(images.map((row) => [row.barcode, row.image]));
      for (const row of rows) {
        if (row.image_front_url?.startsWith('https://'))
          expect(byCode.get(row.code)).toBe(row.image_front_url);
      }
      expect(images.filter((row) => row.image !== null).length).toBeGreaterThan(200);
    });
  });
}
