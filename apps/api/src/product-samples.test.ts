/**
 * GET /products/samples: the public diets page's sample products of a diet. Only green products,
 * at most 8, in a stable order taking turns across categories; 400 for a bad diet; flood-limited;
 * kept per instance until the catalogue changes; cacheable by browsers and CDNs.
 */
import {
  apiCalls,
  apiQueryPath,
  colorFlags,
  INTOLERANCE_CODES,
  readResponse,
  type IntoleranceCode,
  type SampleProduct,
} from '@diet/domain';

import { insertProducts } from './catalogue/store';
import type { Db } from './db/db';
import { storedColors } from './services/catalogue';
import { ProductSamplesCache, SAMPLES_MAX } from './services/product-samples';
import { testBackends } from './test/backends';
import type { ProductKey } from './test/fixtures';
import { json, useHarness, type Harness } from './test/harness';

type App = Harness['app'];

/** GET /products/samples with this query string (as sent, so bad ones too). */
function get(app: App, query: string, headers: Record<string, string> = {}) {
  return Promise.resolve(app.request(`/products/samples${query}`, { method: 'GET', headers }));
}

/** The diet's samples, asked for as the web app does. */
async function samples(app: App, diet: IntoleranceCode): Promise<SampleProduct[]> {
  const path = apiQueryPath('/products/samples', { diet: `${diet}` });
  const response = await app.request(path, { method: 'GET' });
  expect(response.status).toBe(200);
  return readResponse(apiCalls['/products/samples'].response, await response.json());
}

/** The ids of the products green for `diet`, from the stored colours by the domain's rule. */
async function greenIds(db: Db, diet: IntoleranceCode): Promise<string[]> {
  const { rows } = await db.query<{ id: number; colors: unknown }>('SELECT id, colors FROM products');
  return rows
    .filter((row) => {
      const flags = colorFlags(storedColors(row.colors), [diet]);
      return !flags.is_red && !flags.is_yellow;
    })
    .map((row) => String(row.id));
}

/** The test database, counting the statements that `counts` picks. */
function countQueries(db: Db, counts: (sql: string) => boolean) {
  const counter = {
    count: 0,
    db: {
      ...db,
      query: (sql, params, options) => {
        if (counts(sql)) counter.count += 1;
        return db.query(sql, params, options);
      },
    } as Db,
  };
  return counter;
}

const isLoad = (sql: string) => sql.includes('json_agg');

for (const backend of await testBackends()) {
  describe(`GET /products/samples (${backend})`, () => {
    const h = useHarness(backend);
    const ids = (...keys: ProductKey[]) => keys.map((key) => String(h.fixtures.products[key]));

    it.each(INTOLERANCE_CODES)(
      'given diet %s, should answer only products green for it, at most 8, all of them here',
      async (diet) => {
        const list = await samples(h.app, diet);
        const green = await greenIds(h.db, diet);
        expect(list.length).toBe(Math.min(SAMPLES_MAX, green.length));
        expect(list.length).toBeGreaterThan(0);
        for (const product of list) expect(green).toContain(product.id);
        // The fixtures hold at most 8 green products per diet: every one is there, once.
        expect(list.map((product) => product.id).sort()).toEqual([...green].sort());
      },
    );

    it('given a diet, should answer each product with its id, three names, brand and image as stored', async () => {
      const response = await get(h.app, '?diet=2');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const raw = await json<Record<string, unknown>[]>(response);
      for (const product of raw) {
        expect(Object.keys(product)).toEqual(['id', 'name_en', 'name_de', 'name_fr', 'brand', 'image']);
      }
      expect(raw.find((product) => product.id === h.fixtures.products.wholeMilk)).toEqual({
        id: h.fixtures.products.wholeMilk,
        name_en: 'Whole Milk',
        name_de: 'Vollmilch',
        name_fr: 'Lait entier',
        brand: 'Coop Naturaplan',
        image: 'products/whole-milk.webp',
      });
      expect(raw.find((product) => product.id === h.fixtures.products.lactoseFreeMilk)).toEqual({
        id: h.fixtures.products.lactoseFreeMilk,
        name_en: 'Lactose-free Milk',
        name_de: 'Laktosefreie Milch',
        name_fr: null,
        brand: 'Coop Free From',
        image: null,
      });
    });

    it('given diets 1 and 4, should take turns across categories, then subcategories, most complete first', async () => {
      expect((await samples(h.app, 1)).map((product) => product.id)).toEqual(
        ids('lactoseFreeMilk', 'wheatBread', 'potatoChips', 'oatDrink', 'glutenFreeBread', 'appleChips'),
      );
      expect((await samples(h.app, 4)).map((product) => product.id)).toEqual(
        ids(
          'wholeMilk', // dairy, milk: German, French, brand and image
          'wheatBread',
          'potatoChips',
          'gruyere', // dairy's next subcategory before its second milk
          'croissant',
          'lactoseFreeMilk',
          'glutenFreeBread',
          'oatDrink',
        ),
      );
    });

    it('given the same diet again or on another instance, should answer the same bytes and ETag', async () => {
      const first = await get(h.app, '?diet=3');
      const again = await get(h.app, '?diet=3');
      const elsewhere = await get(h.appWith({ productSamples: new ProductSamplesCache() }), '?diet=3');
      const text = await first.text();
      expect(await again.text()).toBe(text);
      expect(await elsewhere.text()).toBe(text);
      expect(first.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(elsewhere.headers.get('etag')).toBe(first.headers.get('etag'));
    });

    it('given an answer, should let browsers and CDNs keep it 5 minutes, and 304 to its ETag', async () => {
      const response = await get(h.app, '?diet=1', { origin: 'http://localhost:5173' });
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(response.headers.get('vary')).toMatch(/Origin/);
      const etag = response.headers.get('etag')!;
      const revalidated = await get(h.app, '?diet=1', { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('cache-control')).toBe('public, max-age=300');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect((await get(h.app, '?diet=2', { 'if-none-match': etag })).status).toBe(200);
    });

    it.each([
      ['diet 0', '?diet=0'],
      ['diet 5', '?diet=5'],
      ["diet 'x'", '?diet=x'],
      ['no diet', ''],
      ['an empty diet', '?diet='],
      ['a padded diet', '?diet=%202'],
      ['diet 02', '?diet=02'],
      ['diet 1.0', '?diet=1.0'],
      ['a malformed escape', '?diet=%ZZ'],
      ['another field only', '?code=2'],
    ])('given %s, should answer 400 naming diet, not to be kept', async (_name, query) => {
      const response = await get(h.app, query);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({
        error: 'Invalid request: diet',
        fields: [expect.objectContaining({ field: 'diet' })],
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('given diet twice, should answer 400 rather than guess', async () => {
      const response = await get(h.app, '?diet=1&diet=2');
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ error: 'Invalid request: diet given more than once' });
    });

    it('given unknown fields beside the diet, should ignore them', async () => {
      const plain = await (await get(h.app, '?diet=2')).text();
      expect(await (await get(h.app, '?v=123&diet=2')).text()).toBe(plain);
    });

    it('given a POST (every other call’s method), should answer 404', async () => {
      expect((await h.request('/products/samples', { diet: 2 })).status).toBe(404);
    });

    it('given a flood from one address, should answer 429 with Retry-After, never kept, garbage counted', async () => {
      const app = h.appWith({
        rateLimits: { ...h.deps.rateLimits!, windowSeconds: 600, samples: 3 },
        remoteAddress: () => '203.0.113.20',
      });
      expect((await get(app, '?diet=1')).status).toBe(200);
      expect((await get(app, '?diet=9')).status).toBe(400);
      expect((await get(app, '?diet=2')).status).toBe(200);
      const refused = await get(app, '?diet=1');
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await json(refused)).toEqual({ error: 'Too many requests, please try again later' });

      const other = h.appWith({
        rateLimits: { ...h.deps.rateLimits!, windowSeconds: 600, samples: 3 },
        remoteAddress: () => '203.0.113.21',
      });
      expect((await get(other, '?diet=1')).status).toBe(200);
    });

    it('given GET /openapi.json, should list it as a public GET with its query parameter', async () => {
      const doc = await json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
        await h.request('/openapi.json', undefined, { method: 'GET' }),
      );
      const operation = doc.paths['/products/samples']!;
      expect(Object.keys(operation)).toEqual(['get']);
      expect(operation.get).toMatchObject({
        operationId: 'products_samples',
        security: [],
        parameters: [
          {
            name: 'diet',
            in: 'query',
            required: true,
            schema: { type: 'string', enum: ['1', '2', '3', '4'] },
          },
        ],
      });
      expect(operation.get!.requestBody).toBeUndefined();
      expect(Object.keys(operation.get!.responses as object).sort()).toEqual([
        '200',
        '304',
        '400',
        '429',
        '500',
      ]);
      const items = (
        operation.get!.responses as Record<
          string,
          { content: Record<string, { schema: { items: unknown } }> }
        >
      )['200']!.content['application/json']!.schema.items;
      expect(items).toMatchObject({
        properties: expect.objectContaining({ id: expect.anything(), name_fr: expect.anything() }),
      });
    });
  });

  describe(`GET /products/samples, kept per instance (${backend})`, () => {
    const h = useHarness(backend);

    it('given the same diet again, should read only the catalogue version, not the products', async () => {
      const loads = countQueries(h.db, isLoad);
      const cache = new ProductSamplesCache();
      const app = h.appWith({ db: loads.db, productSamples: cache });
      const first = await samples(app, 2);
      expect(loads.count).toBe(1);
      expect(await samples(app, 2)).toEqual(first);
      expect(loads.count).toBe(1);
      await samples(app, 3);
      expect(loads.count).toBe(2);
      expect(cache.size).toBe(2);
    });

    it('given many callers asking for the same diet at once, should read the products once', async () => {
      const loads = countQueries(h.db, isLoad);
      const app = h.appWith({ db: loads.db, productSamples: new ProductSamplesCache() });
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => get(app, '?diet=4').then((r) => r.text())),
      );
      expect(new Set(answers).size).toBe(1);
      expect(loads.count).toBe(1);
    });

    it('given a catalogue change by another writer, should answer the new catalogue on the next call of every instance', async () => {
      const loads = countQueries(h.db, isLoad);
      const app = h.appWith({ db: loads.db, productSamples: new ProductSamplesCache() });
      const other = h.appWith({ productSamples: new ProductSamplesCache() });
      const chips = String(h.fixtures.products.potatoChips);
      expect((await samples(app, 1)).find((product) => product.id === chips)?.name_en).toBe('Potato Chips');
      await samples(other, 1);
      const before = await get(app, '?diet=1');
      const etag = before.headers.get('etag')!;

      // Renamed (the importer or another instance, straight in the database).
      await h.db.query(`UPDATE products SET name_fr = 'Chips nature' WHERE id = $1`, [chips]);
      loads.count = 0;
      const renamed = await samples(app, 1);
      expect(loads.count).toBe(1);
      expect(renamed.find((product) => product.id === chips)?.name_fr).toBe('Chips nature');
      expect((await samples(other, 1)).find((product) => product.id === chips)?.name_fr).toBe('Chips nature');
      expect((await get(app, '?diet=1', { 'if-none-match': etag })).status).toBe(200);

      // Now yellow for lactose: gone from diet 1, still there for diet 2.
      await h.db.query(`UPDATE products SET colors = '{"red": [], "yellow": [1]}'::jsonb WHERE id = $1`, [
        chips,
      ]);
      expect((await samples(app, 1)).some((product) => product.id === chips)).toBe(false);
      expect((await samples(other, 1)).some((product) => product.id === chips)).toBe(false);
      expect((await samples(app, 2)).some((product) => product.id === chips)).toBe(true);
    });

    it('given more green products than tiles, mostly milks, should answer 8 spread over the categories', async () => {
      const { categories, subcategories } = h.fixtures;
      await insertProducts(
        h.db,
        Array.from({ length: 20 }, (_, index) => ({
          name_en: `Milk ${index + 1}`,
          name_de: `Milch ${index + 1}`,
          name_fr: `Lait ${index + 1}`,
          brand: 'Farm',
          image: `/images/products/milk-${index + 1}.svg`,
          category_id: categories.dairy,
          subcategory_id: subcategories.milk,
          colors: { red: [], yellow: [] },
        })),
      );
      const list = await samples(h.app, 2);
      expect(list).toHaveLength(SAMPLES_MAX);
      const { rows } = await h.db.query<{ id: number; category_id: number }>(
        'SELECT id, category_id FROM products WHERE id = ANY($1::int[])',
        [list.map((product) => Number(product.id))],
      );
      const categoryOf = new Map(rows.map((row) => [String(row.id), row.category_id]));
      // The first three come from the three categories; the milks fill the rest.
      expect(new Set(list.slice(0, 3).map((product) => categoryOf.get(product.id)))).toEqual(
        new Set([categories.dairy, categories.bakery, categories.snacks]),
      );
      const green = await greenIds(h.db, 2);
      for (const product of list) expect(green).toContain(product.id);
    });
  });
}
