/**
 * POST /products served from the instance's view cache: always as fresh as the database (writes
 * by another instance or the importer included), ETag and 304, gzip, and a bounded cache.
 */
import { gunzipSync } from 'node:zlib';

import { insertProduct } from './catalogue/store';
import type { Db } from './db/db';
import { ProductListCache } from './services/product-list';
import { testBackends } from './test/backends';
import { useHarness, type TestUser } from './test/harness';

for (const backend of await testBackends()) {
  describe(`POST /products view cache (${backend})`, () => {
    const h = useHarness(backend);

    const body = (user: TestUser, more: Record<string, unknown> = {}) => ({
      intolerances: [1],
      sees_red_products: true,
      user_profile_id: user.profileId,
      ...more,
    });
    const list = async (user: TestUser, more: Record<string, unknown> = {}, app = h.app) => {
      const response = await app.request('/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify(body(user, more)),
      });
      expect(response.status).toBe(200);
      return {
        etag: response.headers.get('etag'),
        products: (await response.json()) as {
          id: number;
          name_en: string;
          is_favorite: boolean;
          is_red: boolean;
        }[],
      };
    };

    /** What every read of a page of the list (one per tier walked) says. */
    const PAGE_READ = 'ORDER BY page.sort_name';
    /** The test database, counting the statements that `counts` picks (all by default). */
    const countQueries = (counts: (sql: string) => boolean = () => true) => {
      const db: Db = {
        ...h.db,
        query: (sql, params, options) => {
          if (counts(sql)) counter.count += 1;
          counter.sql.push(sql);
          return h.db.query(sql, params, options);
        },
      };
      const counter = { count: 0, sql: [] as string[], db };
      return counter;
    };

    it('given the same view twice, should answer the same ETag, and 304 with no body to If-None-Match', async () => {
      const user = await h.registerUser();
      const first = await list(user);
      expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect((await list(user)).etag).toBe(first.etag);
      const again = await h.request('/products', body(user), {
        token: user.token,
        headers: { 'if-none-match': first.etag! },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const stale = await h.request('/products', body(user), {
        token: user.token,
        headers: { 'if-none-match': '"something-else"' },
      });
      expect(stale.status).toBe(200);
    });

    it('given another view (intolerances, red flag, favourites, preferences), should answer another ETag and list', async () => {
      const user = await h.registerUser();
      const base = await list(user);
      const otherDiet = await list(user, { intolerances: [2] });
      expect(otherDiet.etag).not.toBe(base.etag);
      expect((await list(user, { sees_red_products: false })).etag).not.toBe(base.etag);

      const milk = h.fixtures.products.wholeMilk;
      const added = await h.request(
        '/favorites/add-favorite',
        { user_profile_id: user.profileId, product_id: String(milk) },
        { token: user.token },
      );
      expect(added.status).toBe(200);
      const withFavorite = await list(user);
      expect(withFavorite.etag).not.toBe(base.etag);
      expect(withFavorite.products.find((product) => product.id === milk)?.is_favorite).toBe(true);

      const other = await h.registerUser();
      expect((await list(other)).products.find((product) => product.id === milk)?.is_favorite).toBe(false);
    });

    it('given a product written by another writer, should list it on the next call of every instance', async () => {
      const user = await h.registerUser();
      const otherInstance = h.appWith({ productList: new ProductListCache() });
      const before = await list(user);
      await list(user, {}, otherInstance);

      const id = await insertProduct(h.db, {
        name_en: 'Freshly imported oat drink',
        colors: { red: [], yellow: [] },
      });
      const after = await list(user);
      expect(after.etag).not.toBe(before.etag);
      expect(after.products.map((product) => product.name_en)).toContain('Freshly imported oat drink');
      expect((await list(user, {}, otherInstance)).products.some((product) => product.id === id)).toBe(true);

      await h.db.query(`UPDATE products SET colors = '{"red":[1],"yellow":[]}'::jsonb WHERE id = $1`, [id]);
      expect((await list(user)).products.find((product) => product.id === id)?.is_red).toBe(true);
      expect(
        (await list(user, { sees_red_products: false })).products.some((product) => product.id === id),
      ).toBe(false);
      await h.db.query('DELETE FROM products WHERE id = $1', [id]);
      expect((await list(user)).products.some((product) => product.id === id)).toBe(false);
    });

    it('given no write since the last call, should skip the database only where this process is its only writer', async () => {
      const user = await h.registerUser();
      // The caller's state (a page is read tier by tier: counted apart, in `sql`).
      const reads = countQueries((sql) => !sql.includes(PAGE_READ));
      const pageReads = () => reads.sql.filter((sql) => sql.includes(PAGE_READ)).length;
      const app = h.appWith({ db: reads.db, productList: new ProductListCache() });
      // The first signed-in call binds the profile to the account (a write).
      await list(user);
      const first = await list(user, {}, app);
      expect(reads.count).toBe(1);
      expect(pageReads()).toBeGreaterThan(0);
      reads.count = 0;
      reads.sql = [];
      expect((await list(user, {}, app)).products).toEqual(first.products);
      expect(pageReads()).toBe(0);
      // PGlite: one process opens the folder, so its own writes are all there are.
      expect(reads.count).toBe(backend === 'pglite' ? 0 : 1);

      // Any write through the database, even one the cache knows nothing about, is seen next call.
      await h.db.query('UPDATE profiles SET sees_local_products = true WHERE id = $1', [user.profileId]);
      reads.count = 0;
      reads.sql = [];
      const localOnly = await list(user, {}, app);
      // The caller's state, then the new view's page.
      expect(reads.count).toBe(1);
      expect(pageReads()).toBeGreaterThan(0);
      expect(localOnly.products.length).toBeGreaterThan(0);
      expect(localOnly.products.length).toBeLessThan(first.products.length);
      await h.db.transaction((tx) =>
        tx.query('UPDATE profiles SET sees_local_products = false WHERE id = $1', [user.profileId]),
      );
      expect((await list(user, {}, app)).products).toEqual(first.products);
    });

    it('given many callers asking for the same view at once, should load and build it once', async () => {
      const user = await h.registerUser();
      await list(user); // binds the profile (a write), so that the calls below read the same state
      const once = countQueries((sql) => sql.includes(PAGE_READ));
      await list(user, {}, h.appWith({ db: once.db, productList: new ProductListCache() }));
      const loads = countQueries((sql) => sql.includes(PAGE_READ));
      const cache = new ProductListCache();
      const app = h.appWith({ db: loads.db, productList: cache });
      const answers = await Promise.all(Array.from({ length: 20 }, () => list(user, {}, app)));
      expect(once.count).toBeGreaterThan(0);
      expect(loads.count).toBe(once.count);
      expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
      expect(cache.size).toBe(1);

      const alone = new ProductListCache();
      await list(user, {}, h.appWith({ productList: alone }));
      expect(cache.bytes).toBe(alone.bytes);
      expect(cache.bytes).toBeGreaterThan(0);
    });

    it('given Accept-Encoding gzip, should answer the same list gzipped; gzip;q=0 or none, plain', async () => {
      const user = await h.registerUser();
      const plain = await h.request('/products', body(user), { token: user.token });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);
      const text = await plain.text();

      const zipped = await h.request('/products', body(user), {
        token: user.token,
        headers: { 'accept-encoding': 'br, gzip;q=0.8' },
      });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(text);

      const refused = await h.request('/products', body(user), {
        token: user.token,
        headers: { 'accept-encoding': 'gzip;q=0' },
      });
      expect(refused.headers.get('content-encoding')).toBeNull();
    });

    it('given a cache too small for any view, should keep none and still answer correctly', async () => {
      const user = await h.registerUser();
      const cache = new ProductListCache({ maxViewBytes: 10 });
      const tiny = h.appWith({ productList: cache });
      expect((await list(user, {}, tiny)).products).toEqual((await list(user)).products);
      expect(cache.size).toBe(0);
    });

    it('given the profile of someone else, should answer 403 without touching the cache', async () => {
      const a = await h.registerUser();
      const b = await h.registerUser();
      const response = await h.request('/products', body(b), { token: a.token });
      expect(response.status).toBe(403);
    });
  });
}
