/**
 * A search lists first what the person typed (issue 30: "then by relevance"): within a tier, the
 * products whose name in the page's language has every word typed, at the start of a word, come
 * before those found by another language's name, the brand or part of a word; pages and sort keys
 * follow that order, through the search's matches (`search-set.ts`) and through the database's
 * query when the matches cannot tell the view's retailers apart.
 */
import { apiCalls, readResponse, type Product } from '@diet/domain';

import { insertProduct, insertRetailer } from './catalogue/store';
import { decodeCursor, encodeCursor, sortKey } from './services/product-list';
import { SET_RETAILER_BITS } from './services/search-set';
import { testBackends } from './test/backends';
import { useHarness, type TestUser } from './test/harness';

for (const backend of await testBackends()) {
  describe(`search relevance (${backend})`, () => {
    const h = useHarness(backend);

    beforeAll(async () => {
      const add = (names: { name_en: string; name_fr: string }) =>
        insertProduct(h.db, {
          ...names,
          name_de: null,
          name_it: null,
          brand: null,
          offers: [{ retailer_id: h.fixtures.retailers.coop, price: 2, is_local: false }],
          category_id: h.fixtures.categories.bakery,
          colors: { red: [], yellow: [] },
        });
      // In French, only the second and third have "zeb" at the start of a word of their name; in
      // English the first and third. By name alone, French would list them 3, 1, 2.
      await add({ name_en: 'Plaited zebra loaf', name_fr: 'Gâteau tressé' });
      await add({ name_en: 'Ozeb cake', name_fr: 'Zeb au four' });
      await add({ name_en: 'Alpha zeb', name_fr: 'Alpha zeb' });
    });

    const page = async (user: TestUser, more: Record<string, unknown>) => {
      const response = await h.request(
        '/products/page',
        { user_profile_id: user.profileId, intolerances: [1], sees_red_products: true, ...more },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      return readResponse(apiCalls['/products/page'].response, await response.json());
    };
    const names = (products: readonly Product[]) => products.map((product) => product.name_en);

    /** The whole answer, and the same walked one product a page with the cursor. */
    const both = async (user: TestUser, body: Record<string, unknown>) => {
      const whole = await page(user, body);
      const walked: Product[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 10; pages += 1) {
        const next = await page(user, { ...body, limit: 1, ...(cursor ? { cursor } : {}) });
        walked.push(...next.products);
        cursor = next.next;
        if (cursor === null) break;
      }
      expect(names(walked)).toEqual(names(whole.products));
      const keys = whole.products.map((product) => product.sort_key!);
      expect([...keys].sort()).toEqual(keys);
      return names(whole.products);
    };

    const EXPECTED = {
      fr: ['Alpha zeb', 'Ozeb cake', 'Plaited zebra loaf'],
      en: ['Alpha zeb', 'Plaited zebra loaf', 'Ozeb cake'],
    };

    it('given a search, should list first the products whose name in the page’s language has the words', async () => {
      const user = await h.registerUser();
      expect(await both(user, { search: 'zeb', language: 'fr' })).toEqual(EXPECTED.fr);
      expect(await both(user, { search: 'zeb', language: 'en' })).toEqual(EXPECTED.en);
      // Every word must start a word of the name: "alpha zeb" in both, "zeb four" only in French.
      expect(await both(user, { search: 'zeb four', language: 'fr' })).toEqual(['Ozeb cake']);
      expect(await both(user, { search: 'four zeb', language: 'en' })).toEqual(['Ozeb cake']);
    });

    it('given more retailers than the search’s matches tell apart and a picked one, should rank the same through the database', async () => {
      for (let r = 0; r < SET_RETAILER_BITS; r += 1) await insertRetailer(h.db, { name: `Hofladen ${r}` });
      const user = await h.registerUser();
      const saved = await h.request(
        '/user-profile/update-preferences',
        {
          email: user.email,
          user_id: user.profileId,
          sees_red_products: true,
          sees_local_products: false,
          sees_only_specific_retailer: true,
          shop: ['Coop'],
        },
        { token: user.token },
      );
      expect(saved.status).toBe(200);
      expect(await both(user, { search: 'zeb', language: 'fr' })).toEqual(EXPECTED.fr);
      expect(await both(user, { search: 'zeb', language: 'en' })).toEqual(EXPECTED.en);
    });
  });
}

describe('search cursors', () => {
  const name = 'lait entier'.padEnd(48);
  it('given a place, should resume after it, its relevance included', () => {
    const place = { tier: 1, rel: 1, name, id: 42 };
    expect(decodeCursor(encodeCursor('fr', place), 'fr')).toEqual(place);
    expect(sortKey(place)).toBe(`11${name}0000000042`);
  });

  it('given a cursor written before relevance, should resume after the same place with relevance 0', () => {
    const old = Buffer.from(`fr:1${name}0000000042`).toString('base64url');
    expect(decodeCursor(old, 'fr')).toEqual({ tier: 1, rel: 0, name, id: 42 });
  });
});
