import { apiCalls, readResponse, suitability, type Product } from '@diet/domain';

import { insertCategory, insertProducts, type NewProduct } from './catalogue/store';
import { testBackends } from './test/backends';
import { json, useHarness, type TestUser } from './test/harness';

/**
 * POST /products/get-recommended-products: alternatives that suit the caller at least as well as
 * the product on screen, better when it does not suit (issue 30), on both databases.
 */
for (const backend of await testBackends()) {
  describe(`suggestions (${backend})`, () => {
    const h = useHarness(backend);
    const ids = () => h.fixtures.products;

    async function suggestions(user: TestUser, body: Record<string, unknown>) {
      const response = await h.request(
        '/products/get-recommended-products',
        {
          name: '',
          category_id: null,
          subcategory_id: null,
          intolerances: [1],
          sees_red_products: true,
          ...body,
        },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      return readResponse(apiCalls['/products/get-recommended-products'].response, await response.json());
    }

    const tierOf = (product: Product, intolerances: number[]) =>
      ({ green: 0, yellow: 1, red: 2 })[suitability(product.colors, intolerances).level];
    const names = (list: Product[]) => list.map((product) => product.name_en);

    /**
     * A shelf of yoghurts for lactose (code 1): red ones, yellow ones, green ones, the red one's
     * duplicate (same name and brand, other recipe), a green namesake on another shelf, green
     * products there that are no yoghurt, and a green one sold only by Migros.
     */
    let shelf: Record<string, number>;
    beforeAll(async () => {
      const category = await insertCategory(h.db, {
        name_en: 'Yoghurts',
        sort_order: 9,
        subcategories: [{ name_en: 'Plain yoghurt' }, { name_en: 'Free from' }],
      });
      const [plain, freeFrom] = category.subcategoryIds as [number, number];
      const { coop, migros } = h.fixtures.retailers;
      const yoghurt = (name_en: string, more: Partial<NewProduct>): NewProduct => ({
        name_en,
        brand: 'Alpina',
        price: 1,
        retailer_id: coop,
        category_id: category.id,
        subcategory_id: plain,
        ingredients: { en: 'milk, yoghurt cultures' },
        colors: { red: [], yellow: [] },
        ...more,
      });
      const entries: [string, NewProduct][] = [
        ['red', yoghurt('Natural yoghurt', { colors: { red: [1], yellow: [] } })],
        [
          'duplicate',
          yoghurt('Natural  Yoghurt', { ingredients: { en: 'milk' }, colors: { red: [], yellow: [] } }),
        ],
        ['otherRed', yoghurt('Creamy natural yoghurt', { brand: 'Emmi', colors: { red: [1], yellow: [] } })],
        ['yellow', yoghurt('Natural yoghurt mild', { brand: 'Emmi', colors: { red: [], yellow: [1] } })],
        [
          'green',
          yoghurt('Natural yoghurt lactose-free', { brand: 'Aha!', colors: { red: [2], yellow: [] } }),
        ],
        ['greenFar', yoghurt('Skyr', { brand: 'Aha!', colors: { red: [], yellow: [3] } })],
        [
          'namesake',
          yoghurt('Lactose-free natural yoghurt', { brand: 'Free From', subcategory_id: freeFrom }),
        ],
        ['stranger', yoghurt('Lactose-free quark', { brand: 'Free From', subcategory_id: freeFrom })],
        // Alike in name, but no yoghurt: its name does not name the shelf.
        ['tofu', yoghurt('Natural tofu', { brand: 'Alpina', subcategory_id: freeFrom })],
        ['migrosOnly', yoghurt('Natural yoghurt bio', { brand: 'M-Bio', retailer_id: migros })],
      ];
      const made = await insertProducts(
        h.db,
        entries.map(([, product]) => product),
      );
      shelf = Object.fromEntries(entries.map(([key], index) => [key, made[index]!]));
    });

    it('given a red product, should suggest only products of a strictly better tier, green first', async () => {
      const user = await h.registerUser();
      const list = await suggestions(user, { product_id: shelf.red, top_k: 50 });
      expect(list.length).toBeGreaterThan(0);
      const tiers = list.map((product) => tierOf(product, [1]));
      expect(tiers.every((tier) => tier < 2)).toBe(true);
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
      expect(names(list)).toEqual([
        // Green: the shelf's, closest first, then the namesake on another shelf.
        'Natural yoghurt bio',
        'Natural yoghurt lactose-free',
        'Skyr',
        'Lactose-free natural yoghurt',
        // Yellow.
        'Natural yoghurt mild',
      ]);
      // Never the product, its duplicate, another red one, or a product of another shelf unlike it.
      expect(names(list)).not.toContain('Creamy natural yoghurt');
      expect(list.map((product) => Number(product.id))).not.toContain(shelf.duplicate);
      expect(names(list)).not.toContain('Lactose-free quark');
      expect(names(list)).not.toContain('Natural tofu');
    });

    it('given a red product and sees_red_products, should still never suggest a red one', async () => {
      const user = await h.registerUser();
      const list = await suggestions(user, {
        product_id: ids().wholeMilk,
        top_k: 50,
        sees_red_products: true,
      });
      expect(list.every((product) => suitability(product.colors, [1]).level !== 'red')).toBe(true);
      expect(names(list)).toEqual(['Lactose-free Milk', 'Oat Milk Drink']);
    });

    it('given a yellow product, should suggest green products only', async () => {
      const user = await h.registerUser();
      const list = await suggestions(user, { product_id: shelf.yellow, top_k: 50 });
      expect(list.map((product) => tierOf(product, [1]))).toEqual(list.map(() => 0));
      expect(names(list)).not.toContain('Natural yoghurt mild');
      expect(names(list)[0]).toBe('Natural yoghurt bio');
    });

    it('given a green product, should suggest the closest green ones', async () => {
      const user = await h.registerUser();
      const list = await suggestions(user, { product_id: shelf.green, top_k: 2 });
      expect(names(list)).toEqual(['Natural yoghurt bio', 'Skyr']);
    });

    it('given two diets, should judge every product for both', async () => {
      const user = await h.registerUser();
      // For lactose and gluten the lactose-free yoghurt is red too (gluten): never an alternative.
      const list = await suggestions(user, { product_id: shelf.red, top_k: 50, intolerances: [1, 2] });
      expect(list.map((product) => tierOf(product, [1, 2])).every((tier) => tier < 2)).toBe(true);
      expect(names(list)).not.toContain('Natural yoghurt lactose-free');
      expect(names(list)).toContain('Natural yoghurt mild');
    });

    it('given a red product with nothing better on its shelf, should answer none', async () => {
      const user = await h.registerUser();
      // Croissant: red for lactose; the other pastry is none, and no namesake is close.
      expect(await suggestions(user, { product_id: ids().croissant, top_k: 5 })).toEqual([]);
    });

    it('given preferences hiding a retailer, should leave its products out', async () => {
      const user = await h.registerUser();
      const response = await h.request(
        '/user-profile/update-preferences',
        {
          email: user.email,
          user_id: user.profileId,
          sees_red_products: false,
          sees_local_products: false,
          sees_only_specific_retailer: true,
          shop: ['Coop'],
        },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      const list = await suggestions(user, { product_id: shelf.red, top_k: 50 });
      expect(names(list)).not.toContain('Natural yoghurt bio');
      expect(names(list)[0]).toBe('Natural yoghurt lactose-free');
    });

    it('given top_k, should answer at most that many', async () => {
      const user = await h.registerUser();
      expect(await suggestions(user, { product_id: shelf.red, top_k: 2 })).toHaveLength(2);
    });

    it('given an unknown product, should suggest by the given name and subcategory, as for a red one', async () => {
      const user = await h.registerUser();
      const list = await suggestions(user, {
        product_id: 'not-in-catalogue',
        name: 'Crunchy potato chips',
        category_id: h.fixtures.categories.snacks,
        subcategory_id: h.fixtures.subcategories.chips,
        intolerances: [4],
        top_k: 5,
      });
      expect(names(list)).toEqual(['Potato Chips']);
    });

    it('given favourites, should flag only the caller’s (user A never sees user B’s)', async () => {
      const a = await h.registerUser();
      const b = await h.registerUser();
      await h.request(
        '/favorites/add-favorite',
        { user_profile_id: b.profileId, product_id: ids().lactoseFreeMilk },
        { token: b.token },
      );
      const forA = await suggestions(a, { product_id: ids().wholeMilk, top_k: 1 });
      const forB = await suggestions(b, { product_id: ids().wholeMilk, top_k: 1 });
      expect(forA[0]).toMatchObject({ name_en: 'Lactose-free Milk', is_favorite: false });
      expect(forB[0]).toMatchObject({ name_en: 'Lactose-free Milk', is_favorite: true });
    });

    it('given top_k over 50 or a missing name, should answer 400; no token, 401', async () => {
      const user = await h.registerUser();
      const bad = await h.request(
        '/products/get-recommended-products',
        {
          product_id: 1,
          category_id: null,
          subcategory_id: null,
          top_k: 51,
          sees_red_products: true,
          intolerances: [],
        },
        { token: user.token },
      );
      expect(await json(bad)).toMatchObject({ error: 'Invalid request: name, top_k' });
      expect((await h.request('/products/get-recommended-products', {})).status).toBe(401);
    });
  });
}
