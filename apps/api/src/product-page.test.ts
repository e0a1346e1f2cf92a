/**
 * The paged catalogue (issue 29): POST /products/page (ranking, keyset pages, counts, filters,
 * search), POST /products as its first page, POST /products/by-ids and POST /favorites, and
 * products with several offers.
 */
import { apiCalls, readResponse, type Product } from '@diet/domain';

import { insertProduct, insertRetailer } from './catalogue/store';
import { testBackends } from './test/backends';
import { json, useHarness, type TestUser } from './test/harness';

for (const backend of await testBackends()) {
  describe(`the paged catalogue (${backend})`, () => {
    const h = useHarness(backend);
    let tomme = 0;

    beforeAll(async () => {
      // One product sold by two retailers (the merge's result): two offers, two barcodes.
      tomme = await insertProduct(h.db, {
        name_en: 'Tomme cheese',
        name_fr: 'Tomme vaudoise crémeuse',
        name_it: 'Formaggio morbido di Vaud',
        brand: 'Le Crémier',
        barcode: '7610000000998',
        barcodes: ['7610000000999'],
        offers: [
          { retailer_id: h.fixtures.retailers.coop, price: 5.5, is_local: true },
          { retailer_id: h.fixtures.retailers.migros, price: 4.9, is_local: false },
        ],
        category_id: h.fixtures.categories.dairy,
        subcategory_id: h.fixtures.subcategories.cheese,
        ingredients: { fr: 'lait cru de vache, sel' },
        colors: { red: [], yellow: [] },
      });
    });

    const page = async (user: TestUser, more: Record<string, unknown> = {}) => {
      const response = await h.request(
        '/products/page',
        { user_profile_id: user.profileId, intolerances: [1], sees_red_products: true, ...more },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      return readResponse(apiCalls['/products/page'].response, await response.json());
    };
    const names = (products: readonly Product[]) => products.map((product) => product.name_en);
    const preferences = (user: TestUser, more: Record<string, unknown>) =>
      h.request(
        '/user-profile/update-preferences',
        {
          email: user.email,
          user_id: user.profileId,
          sees_red_products: true,
          sees_local_products: false,
          sees_only_specific_retailer: false,
          shop: [],
          ...more,
        },
        { token: user.token },
      );

    const GREEN = [
      'Apple Chips',
      'Gluten-free Bread',
      'Lactose-free Milk',
      'Oat Milk Drink',
      'Potato Chips',
      'Tomme cheese',
      'Wheat Bread',
    ];

    it('given lactose, should rank green, then yellow, then red, each by name, with sort keys in the same order', async () => {
      const user = await h.registerUser();
      const answer = await page(user, { language: 'en' });
      expect(names(answer.products)).toEqual([...GREEN, 'Gruyère Cheese', 'Butter Croissant', 'Whole Milk']);
      const keys = answer.products.map((product) => product.sort_key!);
      expect([...keys].sort()).toEqual(keys);
      expect(answer).toMatchObject({ total: 10, hidden: 0, hidden_red: 0, next: null });
    });

    it('given a product whose colours say why in brief, should send that on list pages and searches, for its red and yellow codes', async () => {
      const user = await h.registerUser();
      const why = {
        1: { kind: 'contains', words: ['Vollmilchpulver', 'Rahm'], more: 1 },
        2: { kind: 'may-contain', words: ['Weizen'] },
      };
      const id = await insertProduct(h.db, {
        name_en: 'Brief reason chocolate',
        offers: [{ retailer_id: h.fixtures.retailers.coop, price: 2.5, is_local: false }],
        // a brief reason for a green code is not one: it is left out
        colors: {
          red: [1],
          yellow: [2],
          why: { ...why, 4: { kind: 'contains', words: ['Honig'] } },
        } as never,
      });
      try {
        const expected = { red: [1], yellow: [2], why };
        const all = await page(user, { intolerances: [1, 2] });
        const listed = all.products.find((product) => product.id === String(id));
        expect(listed?.colors).toEqual(expected);
        const found = (await page(user, { intolerances: [1, 2], search: 'brief reason' })).products;
        expect(found.map((product) => product.colors)).toEqual([expected]);
      } finally {
        // the other tests count the fixtures' products
        await h.db.query('DELETE FROM products WHERE id = $1', [id]);
      }
    });

    it('given red products not shown, should hide them and count them as hidden red', async () => {
      const user = await h.registerUser();
      const answer = await page(user, { sees_red_products: false, language: 'en' });
      expect(names(answer.products)).toEqual([...GREEN, 'Gruyère Cheese']);
      expect(answer).toMatchObject({ total: 8, hidden: 2, hidden_red: 2 });
      // "Show them": this request only lists them too, ranked last; the saved preference stays.
      const shown = await page(user, { sees_red_products: false, language: 'en', show_hidden: true });
      expect(shown).toMatchObject({ total: 10, hidden: 0, hidden_red: 0 });
      expect(names(shown.products).slice(0, GREEN.length + 1)).toEqual([...GREEN, 'Gruyère Cheese']);
      expect(shown.products).toHaveLength(10);
      expect(await page(user, { sees_red_products: false, language: 'en' })).toMatchObject({
        total: 8,
        hidden: 2,
      });
    });

    it('given a small limit, should walk the whole list page by page with the cursor, each product once', async () => {
      const user = await h.registerUser();
      const whole = await page(user, { language: 'it' });
      const walked: Product[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 10; pages += 1) {
        const next = await page(user, { language: 'it', limit: 3, ...(cursor ? { cursor } : {}) });
        walked.push(...next.products);
        expect(next.total).toBe(10);
        cursor = next.next;
        if (cursor === null) break;
      }
      expect(walked.map((product) => product.id)).toEqual(whole.products.map((product) => product.id));
      // Italian names order the list in Italian: "Formaggio morbido" comes second there.
      expect(names(whole.products).indexOf('Tomme cheese')).toBe(1);
    });

    it('given a cursor of another language or a made-up one, should answer 400', async () => {
      const user = await h.registerUser();
      const first = await page(user, { language: 'en', limit: 2 });
      const body = { user_profile_id: user.profileId, intolerances: [1], sees_red_products: true };
      for (const cursor of [first.next, 'bm90LWEtY3Vyc29y', '!!']) {
        const response = await h.request(
          '/products/page',
          { ...body, language: cursor === first.next ? 'de' : 'en', cursor },
          { token: user.token },
        );
        expect(response.status).toBe(400);
      }
    });

    it('given a category or subcategory, should list only its products and count only them', async () => {
      const user = await h.registerUser();
      const dairy = await page(user, { category_id: h.fixtures.categories.dairy, sees_red_products: false });
      expect(names(dairy.products)).toEqual([
        'Lactose-free Milk',
        'Oat Milk Drink',
        'Tomme cheese',
        'Gruyère Cheese',
      ]);
      expect(dairy).toMatchObject({ total: 4, hidden: 1, hidden_red: 1 });
      const cheese = await page(user, { subcategory_id: h.fixtures.subcategories.cheese });
      expect(names(cheese.products)).toEqual(['Tomme cheese', 'Gruyère Cheese']);
    });

    it.each([
      ['an accent- and case-folded French name', 'TOMME VAUDOISE CREMEUSE', ['Tomme cheese']],
      ['an Italian name', 'formaggio morbido', ['Tomme cheese']],
      ['a brand', 'zweifel', ['Potato Chips']],
      ['a retailer and a word', 'migros bread', ['Wheat Bread']],
      ['a short query with a typo', 'crossant', ['Butter Croissant']],
      ['part of a word', 'chip', ['Apple Chips', 'Potato Chips']],
      ['words found nowhere', 'xylophone', []],
    ])('given a search by %s, should find %j', async (_what, search, expected) => {
      const user = await h.registerUser();
      const answer = await page(user, { search, language: 'en' });
      expect(names(answer.products)).toEqual(expected);
      expect(answer.total).toBe(expected.length);
    });

    it('given a search, should walk its pages with the cursor like the whole answer, tier by tier', async () => {
      const user = await h.registerUser();
      const whole = await page(user, { search: 'e', language: 'fr' });
      expect(whole.products.length).toBeGreaterThan(4);
      const walked: Product[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 20; pages += 1) {
        const next = await page(user, {
          search: 'e',
          language: 'fr',
          limit: 2,
          ...(cursor ? { cursor } : {}),
        });
        walked.push(...next.products);
        expect(next.total).toBe(whole.total);
        cursor = next.next;
        if (cursor === null) break;
      }
      expect(walked.map((product) => product.id)).toEqual(whole.products.map((product) => product.id));
    });

    it('given a retailer offering a product, or renamed, should find the product by its name at once', async () => {
      const user = await h.registerUser();
      const search = async (text: string) => names((await page(user, { search: text })).products);
      const retailer = await insertRetailer(h.db, { name: 'Dorfladen Ried' });
      expect(await search('dorfladen')).toEqual([]);
      await h.db.query('INSERT INTO offers (product_id, retailer_id, price) VALUES ($1, $2, 3.2)', [
        h.fixtures.products.appleChips,
        retailer,
      ]);
      expect(await search('dorfladen chips')).toEqual(['Apple Chips']);
      await h.db.query(`UPDATE retailers SET name = 'Chäsi Ried' WHERE id = $1`, [retailer]);
      expect(await search('dorfladen')).toEqual([]);
      expect(await search('chasi')).toEqual(['Apple Chips']);
      await h.db.query('DELETE FROM retailers WHERE id = $1', [retailer]);
      expect(await search('chasi')).toEqual([]);
    });

    it('given offers at two retailers, should choose the cheapest passing the preferences and hide what none passes', async () => {
      const user = await h.registerUser();
      const find = async () => (await page(user, { search: 'tomme' })).products[0];
      expect(await find()).toMatchObject({ store: 'Migros', price: 4.9, offers_count: 2 });
      await preferences(user, { sees_local_products: true });
      expect(await find()).toMatchObject({ store: 'Coop', price: 5.5, offers_count: 2 });
      await preferences(user, {
        sees_local_products: true,
        sees_only_specific_retailer: true,
        shop: ['Migros'],
      });
      const none = await page(user, { search: 'tomme' });
      expect(none).toMatchObject({ products: [], total: 0, hidden: 1, hidden_red: 0 });
      // Shown on request, with its cheapest offer (no preference passes any).
      const shown = await page(user, { search: 'tomme', show_hidden: true });
      expect(shown).toMatchObject({ total: 1, hidden: 0 });
      expect(shown.products[0]).toMatchObject({ offers_count: 2 });
    });

    it('given POST /products, should answer the first page of the same list', async () => {
      const user = await h.registerUser();
      const response = await h.request(
        '/products',
        { user_profile_id: user.profileId, intolerances: [1], sees_red_products: true, language: 'en' },
        { token: user.token },
      );
      const first = readResponse(apiCalls['/products'].response, await response.json());
      expect(first).toEqual((await page(user, { language: 'en' })).products);
    });

    it('given ids, should answer those products in that order with the caller’s flags, unfiltered, unknown ids left out', async () => {
      const user = await h.registerUser();
      await preferences(user, { sees_local_products: true });
      const { wholeMilk, oatDrink } = h.fixtures.products;
      const response = await h.request(
        '/products/by-ids',
        { user_profile_id: user.profileId, intolerances: [1], ids: [oatDrink, 999_999, wholeMilk, tomme] },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      const products = readResponse(apiCalls['/products/by-ids'].response, await response.json());
      expect(products.map((product) => Number(product.id))).toEqual([oatDrink, wholeMilk, tomme]);
      expect(products[1]).toMatchObject({ is_red: true, store: 'Coop' });
      // Not local, yet answered (by id nothing is hidden); the local offer is the one chosen.
      expect(products[0]).toMatchObject({ store: 'Migros', is_red: false });
      expect(products[2]).toMatchObject({ store: 'Coop', price: 5.5 });
    });

    it('given favourites added one after the other, should list their ids most recent first', async () => {
      const user = await h.registerUser();
      const { gruyere, appleChips } = h.fixtures.products;
      for (const id of [gruyere, tomme, appleChips]) {
        await h.request(
          '/favorites/add-favorite',
          { user_profile_id: user.profileId, product_id: id },
          { token: user.token },
        );
      }
      const response = await h.request(
        '/favorites',
        { user_profile_id: user.profileId },
        { token: user.token },
      );
      expect(await json(response)).toEqual([appleChips, tomme, gruyere]);
    });

    it('given a product with several offers, should list every offer in its details, cheapest first, and find it by each barcode', async () => {
      const user = await h.registerUser();
      const details = await h.request(
        '/products/product-details',
        { user_profile_id: user.profileId, product_id: tomme, language: 'it' },
        { token: user.token },
      );
      const product = readResponse(apiCalls['/products/product-details'].response, await details.json());
      expect(product.offers).toEqual([
        { store: 'Migros', storeLogo: 'retailers/migros.svg', price: 4.9, is_local: false },
        { store: 'Coop', storeLogo: 'retailers/coop.svg', price: 5.5, is_local: true },
      ]);
      // No Italian list: the fallback order (en, de, fr) gives the French one.
      expect(product).toMatchObject({ ingredients: 'lait cru de vache, sel', ingredients_lang: 'fr' });
      for (const barcode of ['7610000000998', '7610000000999']) {
        const found = await h.request('/products/barcode', { barcode }, { token: user.token });
        expect((await json<{ id: number }>(found)).id).toBe(tomme);
      }
    });

    it.each(['/products/page', '/products/by-ids', '/favorites'] as const)(
      'given user A sending user B’s profile id to %s, should answer 403',
      async (path) => {
        const a = await h.registerUser();
        const b = await h.registerUser();
        const body = {
          user_profile_id: b.profileId,
          intolerances: [1],
          sees_red_products: true,
          ids: [tomme],
        };
        expect((await h.request(path, body, { token: a.token })).status).toBe(403);
        expect((await h.request(path, body)).status).toBe(401);
      },
    );
  });
}
