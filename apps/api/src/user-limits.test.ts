/**
 * Per-user limits on the signed-in calls that cost the most (a details view writes a history row,
 * suggestions rank the catalogue, a favourite change rebuilds the caller's list, `/products` sends
 * the whole catalogue, a profile write is a write): counted per token `sub` in the database,
 * answered 429 with Retry-After and a JSON `{error}`.
 */
import { DEFAULT_RATE_LIMITS } from './config';
import { testBackends } from './test/backends';
import { json, useHarness, type TestUser } from './test/harness';

for (const backend of await testBackends()) {
  describe(`per-user limits on signed-in calls (${backend})`, () => {
    const h = useHarness(backend);
    const tight = () =>
      h.appWith({
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          windowSeconds: 60,
          details: 3,
          suggestions: 2,
          favorites: 2,
          products: 3,
          profileWrites: 3,
          changes: 2,
        },
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

    it('given changes counts past the limit, should answer 429', async () => {
      const app = tight();
      const user = await h.registerUser();
      const view = {
        intolerances: [1],
        sees_red_products: false,
        sees_local_products: false,
        sees_only_specific_retailer: false,
        shop: [],
      };
      const count = () =>
        call(app, user, '/products/changes', {
          user_profile_id: user.profileId,
          before: view,
          after: { ...view, intolerances: [1, 2] },
        });
      expect((await count()).status).toBe(200);
      expect((await count()).status).toBe(200);
      await expectRefused(await count());
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

    it('given /products past the limit (304s included), should answer 429; others and the next window pass', async () => {
      const app = tight();
      const [anna, ben] = [await h.registerUser(), await h.registerUser()];
      const products = (user: TestUser, headers: Record<string, string> = {}) =>
        app.request('/products', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${user.token}`,
            origin: 'http://localhost:5173',
            ...headers,
          },
          body: JSON.stringify({
            intolerances: [1],
            sees_red_products: false,
            user_profile_id: user.profileId,
          }),
        });
      const first = await products(anna);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      expect((await products(anna, { 'if-none-match': etag })).status).toBe(304);
      expect((await products(anna, { 'accept-encoding': 'gzip' })).status).toBe(200);
      await expectRefused(await products(anna));
      await expectRefused(await products(anna, { 'if-none-match': etag }));
      expect((await products(ben)).status).toBe(200);
      h.clock.advance(60_000);
      expect((await products(anna)).status).toBe(200);
    });

    it('given /products/page, /products/by-ids and /favorites, should count them in the /products budget', async () => {
      const app = tight();
      const [anna, ben] = [await h.registerUser(), await h.registerUser()];
      const calls = (user: TestUser) =>
        [
          ['/products/page', { intolerances: [1], sees_red_products: false, search: 'milk' }],
          ['/products/by-ids', { intolerances: [1], ids: [h.fixtures.products.gruyere] }],
          ['/favorites', {}],
        ].map(
          ([path, body]) =>
            () =>
              call(app, user, path as string, { user_profile_id: user.profileId, ...(body as object) }),
        );
      for (const send of calls(anna)) expect((await send()).status).toBe(200);
      for (const send of calls(anna)) await expectRefused(await send());
      expect((await calls(ben)[0]!()).status).toBe(200);
      h.clock.advance(60_000);
      expect((await calls(anna)[2]!()).status).toBe(200);
    });

    it('given /products/discover, should count it in the /products budget', async () => {
      const app = tight();
      const user = await h.registerUser();
      const discover = () =>
        call(app, user, '/products/discover', { user_profile_id: user.profileId, intolerances: [1] });
      for (let i = 0; i < 3; i += 1) expect((await discover()).status).toBe(200);
      await expectRefused(await discover());
      await expectRefused(
        await call(app, user, '/products/page', {
          user_profile_id: user.profileId,
          intolerances: [1],
          sees_red_products: false,
        }),
      );
    });

    it('given /products on several instances, should share one budget yet write its count only every max/20 calls', async () => {
      const limits = { ...DEFAULT_RATE_LIMITS, windowSeconds: 60, products: 40 };
      const [one, two] = [h.appWith({ rateLimits: limits }), h.appWith({ rateLimits: limits })];
      const user = await h.registerUser();
      const products = (app: typeof one) =>
        app.request('/products', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
          body: JSON.stringify({
            intolerances: [],
            sees_red_products: true,
            user_profile_id: user.profileId,
          }),
        });
      const written = async () => {
        const { rows } = await h.db.query<{ hits: number }>(
          `SELECT hits FROM rate_limits WHERE bucket = 'user:products' AND subject = $1`,
          [user.sub],
        );
        return rows[0]?.hits ?? 0;
      };
      // 40 an hour: a write every 2 calls per instance.
      for (let i = 0; i < 5; i += 1) expect((await products(one)).status).toBe(200);
      expect(await written()).toBe(4);
      let allowed = 5;
      for (let i = 0; i < 60; i += 1) {
        const response = await products(i % 2 === 0 ? two : one);
        await response.arrayBuffer();
        if (response.status === 200) allowed += 1;
        else expect(response.status).toBe(429);
      }
      // The limit, give or take one unwritten call per instance.
      expect(allowed).toBeGreaterThanOrEqual(40);
      expect(allowed).toBeLessThanOrEqual(42);
      // Both instances now know: refused without another write.
      const before = await written();
      expect((await products(one)).status).toBe(429);
      expect((await products(two)).status).toBe(429);
      expect(await written()).toBe(before);
    });

    it('given profile writes past the limit (the three together), should answer 429 and change nothing', async () => {
      const app = tight();
      const [anna, ben] = [await h.registerUser(), await h.registerUser()];
      const info = (user: TestUser, name: string) =>
        call(app, user, '/user-profile/update-personal-info', {
          email: user.email,
          name,
          surname: 'Muster',
          gender: 2,
          birth_year: 1990,
        });
      const diets = (user: TestUser) =>
        call(app, user, '/user-profile/update-personal-diets', {
          email: user.email,
          user_id: user.profileId,
          intolerances: [2],
          extra_intolerance: null,
        });
      const preferences = (user: TestUser) =>
        call(app, user, '/user-profile/update-preferences', {
          email: user.email,
          user_id: user.profileId,
          sees_red_products: true,
          sees_local_products: false,
          sees_only_specific_retailer: false,
          shop: [],
        });
      expect((await info(anna, 'First')).status).toBe(200);
      expect((await diets(anna)).status).toBe(200);
      expect((await preferences(anna)).status).toBe(200);
      await expectRefused(await info(anna, 'Refused'));
      await expectRefused(await diets(anna));
      await expectRefused(await preferences(anna));
      const { rows } = await h.db.query('SELECT first_name FROM profiles WHERE id = $1', [anna.profileId]);
      expect(rows).toEqual([{ first_name: 'First' }]);
      // Reading the profile is no write; another user is not limited.
      const read = await call(app, anna, '/user-profile/get-user-profile', { email: anna.email });
      expect(read.status).toBe(200);
      expect((await info(ben, 'Ben')).status).toBe(200);
      h.clock.advance(60_000);
      expect((await info(anna, 'Later')).status).toBe(200);
    });

    it('given the default limits, should let a fast browsing hour through', async () => {
      // A product opened every 3 s for an hour, each with its suggestions; a favourite changed every 6 s.
      expect(DEFAULT_RATE_LIMITS.windowSeconds).toBe(3600);
      expect(DEFAULT_RATE_LIMITS.details).toBeGreaterThanOrEqual(3600 / 3);
      expect(DEFAULT_RATE_LIMITS.suggestions).toBeGreaterThanOrEqual(3600 / 3);
      expect(DEFAULT_RATE_LIMITS.favorites).toBeGreaterThanOrEqual(3600 / 6);
      // The list asked every 30 s for an hour; a profile setting saved every minute.
      expect(DEFAULT_RATE_LIMITS.products).toBeGreaterThanOrEqual(3600 / 30);
      expect(DEFAULT_RATE_LIMITS.profileWrites).toBeGreaterThanOrEqual(3600 / 60);
      // A registration retried a few times by its owner.
      expect(DEFAULT_RATE_LIMITS.userRegistration).toBeGreaterThanOrEqual(5);
    });
  });
}
