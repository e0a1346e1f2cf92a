/**
 * Discover (issue 31): POST /products/discover answers every category with its products green for
 * every diet asked (counted, cheapest first) and swaps from everyday red products to the closest
 * green ones, within the caller's store preferences, on PGlite and PostgreSQL.
 */
import { apiCalls, readResponse, type Discover, type Product } from '@diet/domain';

import { testBackends } from './test/backends';
import { useHarness, type TestUser } from './test/harness';

for (const backend of await testBackends()) {
  describe(`Discover (${backend})`, () => {
    const h = useHarness(backend);

    const discover = async (user: TestUser, more: Record<string, unknown> = {}): Promise<Discover> => {
      const response = await h.request(
        '/products/discover',
        { user_profile_id: user.profileId, intolerances: [1], language: 'en', ...more },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      return readResponse(apiCalls['/products/discover'].response, await response.json());
    };
    const names = (products: readonly Product[]) => products.map((product) => product.name_en);
    /** The rows as [category id, suitable, names]. */
    const rows = (answer: Discover) =>
      answer.categories.map((row) => [Number(row.category_id), row.suitable, names(row.products)]);
    const swaps = (answer: Discover) =>
      answer.swaps.map((swap) => [swap.product.name_en, names(swap.alternatives)]);

    it('given lactose, should list per category only the products green for it, cheapest first, and swap whole milk for lactose-free milk', async () => {
      const user = await h.registerUser();
      const answer = await discover(user);
      const { dairy, bakery, snacks } = h.fixtures.categories;
      expect(rows(answer)).toEqual([
        [dairy, 2, ['Lactose-free Milk', 'Oat Milk Drink']],
        [bakery, 2, ['Wheat Bread', 'Gluten-free Bread']],
        [snacks, 2, ['Potato Chips', 'Apple Chips']],
      ]);
      for (const row of answer.categories)
        for (const product of row.products)
          expect(product).toMatchObject({ is_red: false, is_yellow: false });
      // The croissant is red too, but nothing green comes close to it: no swap rather than a poor one.
      expect(swaps(answer)).toEqual([['Whole Milk', ['Lactose-free Milk', 'Oat Milk Drink']]]);
      expect(answer.swaps[0]!.product).toMatchObject({ is_red: true, price: 1.95, store: 'Coop' });
      expect(answer.swaps[0]!.alternatives[0]).toMatchObject({ is_red: false, is_yellow: false, price: 2.2 });
    });

    it('given lactose and gluten, should ask green for both and swap wheat bread for gluten-free bread', async () => {
      const user = await h.registerUser({ intolerances: [1, 2] });
      const answer = await discover(user, { intolerances: [2, 1] });
      expect(rows(answer).map(([, suitable, list]) => [suitable, list])).toEqual([
        [1, ['Lactose-free Milk']],
        [1, ['Gluten-free Bread']],
        [2, ['Potato Chips', 'Apple Chips']],
      ]);
      expect(swaps(answer)).toEqual([
        ['Whole Milk', ['Lactose-free Milk']],
        ['Wheat Bread', ['Gluten-free Bread']],
      ]);
    });

    it('given no diet, should list the catalogue cheapest first and offer no swap', async () => {
      const user = await h.registerUser({ intolerances: [] });
      const answer = await discover(user, { intolerances: [], per_category: 3 });
      expect(answer.categories[0]).toMatchObject({ suitable: 4 });
      expect(names(answer.categories[0]!.products)).toEqual([
        'Whole Milk',
        'Lactose-free Milk',
        'Oat Milk Drink',
      ]);
      expect(answer.swaps).toEqual([]);
    });

    it('given a retailer, should keep its offers only for the rows and the alternatives, not for what is swapped', async () => {
      const user = await h.registerUser();
      const answer = await discover(user, { retailer: 'Migros' });
      expect(rows(answer).map(([, suitable, list]) => [suitable, list])).toEqual([
        [1, ['Oat Milk Drink']],
        [1, ['Wheat Bread']],
        [1, ['Potato Chips']],
      ]);
      expect(swaps(answer)).toEqual([['Whole Milk', ['Oat Milk Drink']]]);
      const none = await discover(user, { retailer: 'Nowhere' });
      expect(none.categories.map((row) => row.suitable)).toEqual([0, 0, 0]);
      expect(none.categories.every((row) => row.products.length === 0)).toBe(true);
      expect(none.swaps).toEqual([]);
    });

    it('given only Coop in the preferences, should leave out what only Migros sells; a favourite carries its flag', async () => {
      const user = await h.registerUser();
      await h.request(
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
      await h.request(
        '/favorites/add-favorite',
        { user_profile_id: user.profileId, product_id: h.fixtures.products.lactoseFreeMilk },
        { token: user.token },
      );
      const answer = await discover(user);
      expect(rows(answer).map(([, suitable, list]) => [suitable, list])).toEqual([
        [1, ['Lactose-free Milk']],
        [1, ['Gluten-free Bread']],
        [1, ['Apple Chips']],
      ]);
      expect(answer.categories[0]!.products[0]!.is_favorite).toBe(true);
      expect(answer.categories[1]!.products[0]!.is_favorite).toBe(false);
      // Another caller's answer, built from the same cache, has no favourite of this one.
      const other = await discover(await h.registerUser());
      expect(other.categories[0]!.products.every((product) => !product.is_favorite)).toBe(true);
    });

    it('given another user’s profile id, should answer 403; no token, 401; a bad body, 400', async () => {
      const a = await h.registerUser();
      const b = await h.registerUser();
      const foreign = await h.request(
        '/products/discover',
        { user_profile_id: b.profileId, intolerances: [1] },
        { token: a.token },
      );
      expect(foreign.status).toBe(403);
      const anonymous = await h.request('/products/discover', {
        user_profile_id: a.profileId,
        intolerances: [1],
      });
      expect(anonymous.status).toBe(401);
      const bad = await h.request(
        '/products/discover',
        { user_profile_id: a.profileId, intolerances: [1], per_category: 500 },
        { token: a.token },
      );
      expect(bad.status).toBe(400);
    });

    it('given a product added to the catalogue, should answer with it at once (the cache follows the catalogue version)', async () => {
      const user = await h.registerUser();
      const before = await discover(user);
      const { insertProduct } = await import('./catalogue/store');
      await insertProduct(h.db, {
        name_en: 'Lactose-free Whole Milk',
        brand: 'Test',
        offers: [{ retailer_id: h.fixtures.retailers.coop, price: 1.1, is_local: true }],
        category_id: h.fixtures.categories.dairy,
        subcategory_id: h.fixtures.subcategories.milk,
        ingredients: { en: 'milk, lactase' },
        colors: { red: [], yellow: [] },
      });
      const after = await discover(user);
      expect(after.categories[0]!.suitable).toBe(before.categories[0]!.suitable + 1);
      expect(names(after.categories[0]!.products)[0]).toBe('Lactose-free Whole Milk');
      // On the milk shelf with every word of "Whole Milk": its first suggestion, so its swap, now.
      expect(after.swaps[0]!.alternatives[0]!.name_en).toBe('Lactose-free Whole Milk');
    });

    it('given a red product of another kind sharing a word with green ones, should swap it within its shelf, never a milk for a chocolate', async () => {
      const user = await h.registerUser();
      const { insertProduct } = await import('./catalogue/store');
      await insertProduct(h.db, {
        name_en: 'Milk Chocolate',
        brand: 'Test',
        offers: [{ retailer_id: h.fixtures.retailers.coop, price: 1.5, is_local: true }],
        category_id: h.fixtures.categories.snacks,
        subcategory_id: h.fixtures.subcategories.chips,
        ingredients: { en: 'sugar, milk powder, cocoa butter' },
        colors: { red: [1], yellow: [] },
      });
      const answer = await discover(user);
      // Shelved with the chips here: its swaps are the shelf's green ones, as on its page.
      expect(swaps(answer).find(([name]) => name === 'Milk Chocolate')).toEqual([
        'Milk Chocolate',
        ['Potato Chips', 'Apple Chips'],
      ]);
    });
  });
}
