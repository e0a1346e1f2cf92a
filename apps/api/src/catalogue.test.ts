import { apiCalls, readResponse, type Product } from '@diet/domain';

import { testBackends } from './test/backends';
import { json, useHarness, type TestUser } from './test/harness';

for (const backend of await testBackends()) {
  describe(`catalogue calls (${backend})`, () => {
    const h = useHarness(backend);
    const ids = () => h.fixtures.products;

    async function products(user: TestUser, body: Record<string, unknown> = {}) {
      const response = await h.request(
        '/products',
        { intolerances: [1], sees_red_products: false, user_profile_id: user.profileId, ...body },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      return readResponse(apiCalls['/products'].response, await response.json());
    }

    async function preferences(user: TestUser, prefs: Record<string, unknown>) {
      const response = await h.request(
        '/user-profile/update-preferences',
        {
          email: user.email,
          user_id: user.profileId,
          sees_red_products: false,
          sees_local_products: false,
          sees_only_specific_retailer: false,
          shop: [],
          ...prefs,
        },
        { token: user.token },
      );
      expect(response.status).toBe(200);
    }

    const byId = (list: Product[], id: number) => list.find((product) => product.id === String(id));

    describe('POST /categories', () => {
      it('given a signed-in user, should list categories in order with their subcategories', async () => {
        const user = await h.registerUser();
        const response = await h.request('/categories', {}, { token: user.token });
        expect(response.status).toBe(200);
        const categories = readResponse(apiCalls['/categories'].response, await response.json());
        expect(categories.map((category) => category.name_en)).toEqual(['Dairy', 'Bakery', 'Snacks']);
        expect(categories[0]).toEqual({
          id: String(h.fixtures.categories.dairy),
          name_en: 'Dairy',
          name_de: 'Milchprodukte',
          image: 'categories/dairy.webp',
          subcategories: [
            { id: String(h.fixtures.subcategories.milk), name_en: 'Milk' },
            { id: String(h.fixtures.subcategories.cheese), name_en: 'Cheese' },
          ],
        });
      });

      it('given two users, should answer both the same catalogue (it holds no user data)', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser({ intolerances: [2] });
        const forA = await (await h.request('/categories', {}, { token: a.token })).text();
        const forB = await (await h.request('/categories', {}, { token: b.token })).text();
        expect(forA).toBe(forB);
      });

      it('given a body that is not an object, should answer 400; no token, 401', async () => {
        const user = await h.registerUser();
        expect((await h.request('/categories', [], { token: user.token })).status).toBe(400);
        expect((await h.request('/categories', {})).status).toBe(401);
      });
    });

    describe('POST /products', () => {
      it('given lactose intolerance, should flag and leave out red products', async () => {
        const user = await h.registerUser();
        const list = await products(user, { intolerances: [1] });
        expect(byId(list, ids().wholeMilk)).toBeUndefined();
        expect(byId(list, ids().croissant)).toBeUndefined();
        expect(byId(list, ids().gruyere)).toMatchObject({ is_red: false, is_yellow: true });
        expect(byId(list, ids().lactoseFreeMilk)).toMatchObject({ is_red: false, is_yellow: false });
        expect(list).toHaveLength(7);
      });

      it('given sees_red_products, should keep red products, flagged', async () => {
        const user = await h.registerUser();
        const list = await products(user, { intolerances: [1, 2], sees_red_products: true });
        expect(list).toHaveLength(9);
        expect(byId(list, ids().wholeMilk)).toMatchObject({ is_red: true, is_yellow: false });
        expect(byId(list, ids().oatDrink)).toMatchObject({ is_red: true, is_yellow: false });
      });

      it('given a product, should carry the list fields of the contract', async () => {
        const user = await h.registerUser();
        const milk = byId(
          await products(user, { intolerances: [], sees_red_products: true }),
          ids().wholeMilk,
        );
        expect(milk).toEqual({
          id: String(ids().wholeMilk),
          name_en: 'Whole Milk',
          name_de: 'Vollmilch',
          name_fr: 'Lait entier',
          brand: ['Coop Naturaplan'],
          price: 1.95,
          image: 'products/whole-milk.webp',
          store: 'Coop',
          storeLogo: 'retailers/coop.svg',
          category_id: String(h.fixtures.categories.dairy),
          subcategory_id: String(h.fixtures.subcategories.milk),
          is_favorite: false,
          is_yellow: false,
          is_red: false,
          colors: { red: [1], yellow: [] },
          ingredients: null,
          nutritional_info: [],
          notes: null,
          barcode: '7610000000011',
          offers_count: 1,
          sort_key: expect.stringMatching(/^00whole milk {38}[0-9]{10}$/),
        });
      });

      it('given "only local products", should list local products only', async () => {
        const user = await h.registerUser();
        await preferences(user, { sees_local_products: true });
        const list = await products(user, { intolerances: [], sees_red_products: true });
        expect(list.map((product) => product.name_en).sort()).toEqual([
          'Gruyère Cheese',
          'Lactose-free Milk',
          'Potato Chips',
          'Whole Milk',
        ]);
      });

      it('given "only specific retailer" with Migros picked, should list Migros products only', async () => {
        const user = await h.registerUser();
        await preferences(user, { sees_only_specific_retailer: true, shop: ['Migros'] });
        const list = await products(user, { intolerances: [], sees_red_products: true });
        expect(new Set(list.map((product) => product.store))).toEqual(new Set(['Migros']));
        expect(list).toHaveLength(3);
      });

      it('given "only specific retailer" with none picked, should not filter by retailer', async () => {
        const user = await h.registerUser();
        await preferences(user, { sees_only_specific_retailer: true, shop: [] });
        expect(await products(user, { intolerances: [], sees_red_products: true })).toHaveLength(9);
      });

      it('given favourites, should flag them for their owner only', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser();
        await h.request(
          '/favorites/add-favorite',
          { user_profile_id: b.profileId, product_id: ids().potatoChips },
          { token: b.token },
        );
        expect(byId(await products(b), ids().potatoChips)?.is_favorite).toBe(true);
        expect(byId(await products(a), ids().potatoChips)?.is_favorite).toBe(false);
      });

      it('given user A sending user B’s profile id, should answer 403', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser();
        const response = await h.request(
          '/products',
          { intolerances: [], sees_red_products: true, user_profile_id: b.profileId },
          { token: a.token },
        );
        expect(response.status).toBe(403);
      });

      it('given a wrong type, should answer 400 naming it; no token, 401; no profile, 404', async () => {
        const user = await h.registerUser();
        const bad = await h.request(
          '/products',
          { intolerances: '1', sees_red_products: 'no', user_profile_id: user.profileId },
          { token: user.token },
        );
        expect(bad.status).toBe(400);
        expect(await json(bad)).toMatchObject({ error: 'Invalid request: intolerances, sees_red_products' });
        expect((await h.request('/products', { intolerances: [] })).status).toBe(401);
        const token = await h.token({ sub: 'np', username: 'no-profile-products', email: 'np@example.test' });
        const missing = await h.request(
          '/products',
          { intolerances: [], sees_red_products: false, user_profile_id: 'whatever' },
          { token },
        );
        expect(missing.status).toBe(404);
      });
    });

    describe('POST /products/product-details', () => {
      it('given a product, should answer its details in the profile’s language and record a view', async () => {
        const user = await h.registerUser({ intolerances: [1] });
        const response = await h.request(
          '/products/product-details',
          { product_id: ids().wholeMilk, user_profile_id: user.profileId },
          { token: user.token },
        );
        expect(response.status).toBe(200);
        const product = readResponse(apiCalls['/products/product-details'].response, await response.json());
        expect(product).toMatchObject({
          id: String(ids().wholeMilk),
          is_red: true,
          ingredients: 'whole milk',
          nutritional_info: [
            { label: 'Energy', value: '268 kJ' },
            { label: 'Fat', value: '3.5 g' },
          ],
          notes: 'Keep refrigerated.',
          store: 'Coop',
          storeLogo: 'retailers/coop.svg',
        });
        const history = await h.request(
          '/history',
          { user_profile_id: user.profileId },
          { token: user.token },
        );
        expect(await json(history)).toEqual([ids().wholeMilk]);
      });

      it('given a product id as text, should find it too', async () => {
        const user = await h.registerUser();
        const response = await h.request(
          '/products/product-details',
          { product_id: String(ids().gruyere), user_profile_id: user.profileId },
          { token: user.token },
        );
        expect(response.status).toBe(200);
      });

      it('given an unknown product (or an id that is no number), should answer 404', async () => {
        const user = await h.registerUser();
        for (const productId of [999_999, 'abc', '99999999999']) {
          const response = await h.request(
            '/products/product-details',
            { product_id: productId, user_profile_id: user.profileId },
            { token: user.token },
          );
          expect(response.status).toBe(404);
        }
      });

      it('given user A sending user B’s profile id, should answer 403 and record nothing for B', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser();
        const response = await h.request(
          '/products/product-details',
          { product_id: ids().gruyere, user_profile_id: b.profileId },
          { token: a.token },
        );
        expect(response.status).toBe(403);
        const history = await h.request('/history', { user_profile_id: b.profileId }, { token: b.token });
        expect(await json(history)).toEqual([]);
      });

      it('given a missing field, should answer 400; no token, 401', async () => {
        const user = await h.registerUser();
        const bad = await h.request('/products/product-details', { product_id: 1 }, { token: user.token });
        expect(await json(bad)).toMatchObject({ error: 'Invalid request: user_profile_id' });
        expect(
          (await h.request('/products/product-details', { product_id: 1, user_profile_id: 'x' })).status,
        ).toBe(401);
      });
    });

    describe('POST /products/barcode', () => {
      it('given a known barcode, should answer the product for the caller', async () => {
        const user = await h.registerUser({ intolerances: [1] });
        const response = await h.request(
          '/products/barcode',
          { barcode: '7610000000011' },
          { token: user.token },
        );
        expect(response.status).toBe(200);
        expect(await json(response)).toMatchObject({
          id: ids().wholeMilk,
          is_red: true,
          ingredients: 'whole milk',
        });
      });

      it('given an unknown barcode, should answer 404; a malformed one, 400; no token, 401', async () => {
        const user = await h.registerUser();
        expect(
          (await h.request('/products/barcode', { barcode: '12345678' }, { token: user.token })).status,
        ).toBe(404);
        const bad = await h.request('/products/barcode', { barcode: '12ab' }, { token: user.token });
        expect(await json(bad)).toMatchObject({ error: 'Invalid request: barcode' });
        expect((await h.request('/products/barcode', { barcode: '12345678' })).status).toBe(401);
      });

      it('given user B’s favourite, should not show it as user A’s', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser();
        await h.request(
          '/favorites/add-favorite',
          { user_profile_id: b.profileId, product_id: ids().wholeMilk },
          { token: b.token },
        );
        const forA = await json(
          await h.request('/products/barcode', { barcode: '7610000000011' }, { token: a.token }),
        );
        const forB = await json(
          await h.request('/products/barcode', { barcode: '7610000000011' }, { token: b.token }),
        );
        expect(forA).toMatchObject({ is_favorite: false });
        expect(forB).toMatchObject({ is_favorite: true });
      });
    });
  });
}
