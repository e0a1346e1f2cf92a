/**
 * Per-user limits on the signed-in calls that cost the most (a details view writes a history row,
 * suggestions rank the catalogue, a favourite change rebuilds the caller's list): counted per
 * token `sub` in the database, answered 429 with Retry-After and a JSON `{error}`.
 */
import { DEFAULT_RATE_LIMITS } from './config';
import { testBackends } from './test/backends';
import { json, useHarness, type TestUser } from './test/harness';

for (const backend of await testBackends()) {
  describe(`per-user limits on signed-in calls (${backend})`, () => {
    const h = useHarness(backend);
    const tight = () =>
      h.appWith({
        rateLimits: { ...DEFAULT_RATE_LIMITS, windowSeconds: 60, details: 3, suggestions: 2, favorites: 2 },
      });

    const call = (app: ReturnType<typeof tight>, user: TestUser, path: string, body: object) =>
      app.request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${user.token}`,
          origin: 'http://localhost:5173',
        },
        body: JSON.stringify(body),
      });

    async function expectRefused(response: Response) {
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await json(response)).toEqual({ error: 'Too many requests, please try again later' });
      // The web app on its own origin can read the answer and its Retry-After.
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(response.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }

    it('given product details past the limit, should answer 429 and record no view; others and the next window pass', async () => {
      const app = tight();
      const [anna, ben] = [await h.registerUser(), await h.registerUser()];
      const details = (user: TestUser) =>
        call(app, user, '/products/product-details', {
          product_id: h.fixtures.products.wholeMilk,
          user_profile_id: user.profileId,
        });
      for (let i = 0; i < 3; i += 1) expect((await details(anna)).status).toBe(200);
      const { rows: before } = await h.db.query(
        'SELECT count(*)::int AS n FROM history WHERE profile_id = $1',
        [anna.profileId],
      );
      await expectRefused(await details(anna));
      const { rows: after } = await h.db.query(
        'SELECT count(*)::int AS n FROM history WHERE profile_id = $1',
        [anna.profileId],
      );
      expect(after).toEqual(before);
      expect((await details(ben)).status).toBe(200);
      h.clock.advance(60_000);
      expect((await details(anna)).status).toBe(200);
    });

    it('given suggestions past the limit, should answer 429', async () => {
      const app = tight();
      const user = await h.registerUser();
      const suggest = () =>
        call(app, user, '/products/get-recommended-products', {
          name: 'Milk',
          product_id: h.fixtures.products.wholeMilk,
          category_id: null,
          subcategory_id: null,
          top_k: 5,
          intolerances: [],
          sees_red_products: true,
        });
      expect((await suggest()).status).toBe(200);
      expect((await suggest()).status).toBe(200);
      await expectRefused(await suggest());
    });

    it('given favourite changes past the limit (adds and removes together), should answer 429 and change nothing', async () => {
      const app = tight();
      const user = await h.registerUser();
      const change = (action: 'add' | 'remove', productId: number) =>
        call(app, user, `/favorites/${action}-favorite`, {
          user_profile_id: user.profileId,
          product_id: productId,
        });
      expect((await change('add', h.fixtures.products.oatDrink)).status).toBe(200);
      expect((await change('remove', h.fixtures.products.oatDrink)).status).toBe(200);
      await expectRefused(await change('add', h.fixtures.products.gruyere));
      const { rows } = await h.db.query('SELECT product_id FROM favorites WHERE profile_id = $1', [
        user.profileId,
      ]);
      expect(rows).toEqual([]);
    });

    it('given the default limits, should let a fast browsing hour through', async () => {
      // A product opened every 3 s for an hour, each with its suggestions; a favourite changed every 6 s.
      expect(DEFAULT_RATE_LIMITS.windowSeconds).toBe(3600);
      expect(DEFAULT_RATE_LIMITS.details).toBeGreaterThanOrEqual(3600 / 3);
      expect(DEFAULT_RATE_LIMITS.suggestions).toBeGreaterThanOrEqual(3600 / 3);
      expect(DEFAULT_RATE_LIMITS.favorites).toBeGreaterThanOrEqual(3600 / 6);
    });
  });
}
