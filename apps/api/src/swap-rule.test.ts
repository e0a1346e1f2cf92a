/**
 * One better swap per product (the design review after issue 31): for the same user and diets,
 * Discover pairs an everyday product with the very product its page offers as the better swap, the
 * first of its suggestions (the call the product page makes, top_k 5). On the fixtures with a
 * closer name on another shelf, and over the whole seeded catalogue, on PGlite and PostgreSQL.
 */
import {
  apiCalls,
  readResponse,
  RECOMMENDATIONS_TOP_K,
  type Discover,
  type IntoleranceCode,
  type Product,
} from '@diet/domain';

import { seedCatalogue } from './catalogue/seed';
import { insertCategory, insertProducts, type NewProduct } from './catalogue/store';
import { testBackends } from './test/backends';
import { useHarness, type Harness, type TestUser } from './test/harness';

/** What Discover and the product page answer for one user, each call as the web app makes it. */
function calls(h: Harness) {
  const discover = async (
    user: TestUser,
    diets: readonly IntoleranceCode[],
    more: Record<string, unknown> = {},
  ): Promise<Discover> => {
    const response = await h.request(
      '/products/discover',
      { user_profile_id: user.profileId, intolerances: diets, language: 'en', per_category: 12, ...more },
      { token: user.token },
    );
    expect(response.status).toBe(200);
    return readResponse(apiCalls['/products/discover'].response, await response.json());
  };
  const suggestions = async (
    user: TestUser,
    product: Pick<Product, 'id' | 'name_en' | 'category_id' | 'subcategory_id'>,
    diets: readonly IntoleranceCode[],
  ): Promise<Product[]> => {
    const response = await h.request(
      '/products/get-recommended-products',
      {
        name: product.name_en ?? '',
        product_id: product.id,
        category_id: product.category_id ?? null,
        subcategory_id: product.subcategory_id ?? null,
        top_k: RECOMMENDATIONS_TOP_K,
        sees_red_products: false,
        intolerances: diets,
      },
      { token: user.token },
    );
    expect(response.status).toBe(200);
    return readResponse(apiCalls['/products/get-recommended-products'].response, await response.json());
  };
  /** Every swap Discover shows as [product, Discover's swap, the page's first suggestion]. */
  const pairs = async (user: TestUser, diets: readonly IntoleranceCode[], more?: Record<string, unknown>) => {
    const answer = await discover(user, diets, more);
    return Promise.all(
      answer.swaps.map(async (swap) => {
        const first = (await suggestions(user, swap.product, diets))[0];
        return [
          `${swap.product.name_en} (${swap.product.id})`,
          `${swap.alternatives[0]?.name_en} (${swap.alternatives[0]?.id})`,
          first ? `${first.name_en} (${first.id})` : 'none',
        ];
      }),
    );
  };
  return { discover, suggestions, pairs };
}

for (const backend of await testBackends()) {
  describe(`one better swap on Discover and the product page (${backend})`, () => {
    const h = useHarness(backend);
    const { discover, suggestions, pairs } = calls(h);

    beforeAll(async () => {
      // A lactose-free whole milk on a free-from shelf: every word of "Whole Milk" in its name, so
      // closer by name than the milk shelf's own lactose-free milk, but on another shelf.
      const freeFrom = await insertCategory(h.db, {
        name_en: 'Free from',
        sort_order: 4,
        subcategories: [{ name_en: 'Free from dairy' }, { name_en: 'Cream' }],
      });
      const [freeFromDairy, cream] = freeFrom.subcategoryIds as [number, number];
      const { coop, migros } = h.fixtures.retailers;
      const product = (name_en: string, more: Partial<NewProduct>): NewProduct => ({
        name_en,
        brand: 'Aha!',
        price: 2.5,
        retailer_id: coop,
        category_id: freeFrom.id,
        subcategory_id: freeFromDairy,
        ingredients: { en: 'milk, lactase' },
        colors: { red: [], yellow: [] },
        ...more,
      });
      await insertProducts(h.db, [
        product('Whole Milk lactose-free', {
          retailer_id: migros,
          ingredients: { en: 'whole milk, lactase' },
        }),
        // The cream shelf's most sold red product: only a yellow product of its shelf suits it
        // better; the lactose-free cream of the free-from shelf shares a word of its names, too few
        // to be a namesake of it.
        product('Cooking cream 25 %', {
          name_de: 'Kochrahm 25 %',
          name_fr: 'Crème à cuisson 25 %',
          brand: 'M-Budget',
          price: null,
          offers: [
            { retailer_id: coop, price: 1.2, is_local: false },
            { retailer_id: migros, price: 1.3, is_local: false },
          ],
          subcategory_id: cream,
          ingredients: { en: 'cream' },
          colors: { red: [1], yellow: [] },
        }),
        // The shelf's next red product, whose page offers the lactose-free whipping cream.
        product('Whipping cream 35 %', {
          brand: 'Coop Naturaplan',
          subcategory_id: cream,
          ingredients: { en: 'cream' },
          colors: { red: [1], yellow: [] },
        }),
        product('Cooking butter', {
          brand: 'Prix Garantie',
          subcategory_id: cream,
          ingredients: { en: 'butter' },
          colors: { red: [], yellow: [1] },
        }),
        product('Lactose-free whipping cream', { ingredients: { en: 'cream, lactase' } }),
      ]);
    });

    it('given a closer name on another shelf, should pair whole milk with its own shelf’s lactose-free milk on both screens', async () => {
      const user = await h.registerUser();
      expect((await pairs(user, [1])).filter(([product]) => product!.startsWith('Whole Milk'))).toEqual([
        [
          `Whole Milk (${h.fixtures.products.wholeMilk})`,
          `Lactose-free Milk (${h.fixtures.products.lactoseFreeMilk})`,
          `Lactose-free Milk (${h.fixtures.products.lactoseFreeMilk})`,
        ],
      ]);
      // The namesake elsewhere is still an alternative, after the shelf's own, as on the page.
      const swap = (await discover(user, [1])).swaps.find((one) => one.product.name_en === 'Whole Milk');
      const page = await suggestions(user, swap!.product, [1]);
      expect(swap!.alternatives.map((product) => product.name_en)).toEqual(
        page.map((product) => product.name_en),
      );
      expect(page.map((product) => product.name_en)).toEqual([
        'Lactose-free Milk',
        'Oat Milk Drink',
        'Whole Milk lactose-free',
      ]);
    });

    it('given a shelf’s most sold red product with a yellow swap on its page, should pair the shelf’s next one, never another swap than its page', async () => {
      const user = await h.registerUser();
      const answer = await discover(user, [1]);
      const { rows } = await h.db.query<{ id: number; category_id: number; subcategory_id: number }>(
        `SELECT id, category_id, subcategory_id FROM products WHERE name_en = 'Cooking cream 25 %'`,
      );
      const cream = {
        id: String(rows[0]!.id),
        name_en: 'Cooking cream 25 %',
        category_id: String(rows[0]!.category_id),
        subcategory_id: String(rows[0]!.subcategory_id),
      };
      expect((await suggestions(user, cream, [1])).map((product) => product.name_en)).toEqual([
        'Cooking butter',
      ]);
      expect(answer.swaps.map((swap) => swap.product.name_en).sort()).toEqual([
        'Whipping cream 35 %',
        'Whole Milk',
      ]);
      const found = await pairs(user, [1]);
      expect(found.find(([product]) => product!.startsWith('Whipping cream'))?.slice(1)).toEqual([
        expect.stringMatching(/^Lactose-free whipping cream /),
        expect.stringMatching(/^Lactose-free whipping cream /),
      ]);
    });

    it('given two diets, should pair each product with the page’s swap for both', async () => {
      const user = await h.registerUser({ intolerances: [1, 2] });
      const found = await pairs(user, [1, 2]);
      expect(found.map(([product]) => product!.replace(/ \(\d+\)$/, '')).sort()).toEqual([
        'Wheat Bread',
        'Whipping cream 35 %',
        'Whole Milk',
      ]);
      for (const [, swap, page] of found) expect(swap).toBe(page);
    });
  });

  describe(`one better swap over the seeded catalogue (${backend})`, () => {
    const h = useHarness(backend);
    const { pairs } = calls(h);

    beforeAll(async () => {
      await seedCatalogue(h.db);
    }, 120_000);

    const dietSets: IntoleranceCode[][] = [[1], [2], [3], [4], [1, 2], [1, 2, 3, 4]];
    it.each(dietSets.map((diets) => [diets.join(', '), diets] as const))(
      'given diets %s, should show on Discover only swaps that are the product page’s better swap',
      async (_, diets) => {
        const user = await h.registerUser({ intolerances: diets });
        const found = await pairs(user, diets);
        expect(found.length).toBeGreaterThan(0);
        expect(found.filter(([, swap, page]) => swap !== page)).toEqual([]);
      },
      60_000,
    );
  });
}
