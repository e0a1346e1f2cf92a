import { apiCalls, readResponse, type CatalogueView } from '@diet/domain';

import { testBackends } from './test/backends';
import { json, useHarness, type TestUser } from './test/harness';

/**
 * POST /products/changes: what a save of diets or preferences changes in the lists, counted on the
 * test catalogue (colours in `test/fixtures.ts`), on both databases.
 */
for (const backend of await testBackends()) {
  describe(`POST /products/changes (${backend})`, () => {
    const h = useHarness(backend);

    const view = (more: Partial<CatalogueView> = {}): CatalogueView => ({
      intolerances: [1],
      sees_red_products: false,
      sees_local_products: false,
      sees_only_specific_retailer: false,
      shop: [],
      ...more,
    });

    async function changes(user: TestUser, before: CatalogueView, after: CatalogueView) {
      const response = await h.request(
        '/products/changes',
        { user_profile_id: user.profileId, before, after },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      return readResponse(apiCalls['/products/changes'].response, await response.json());
    }

    it('given a diet added, should count the products now red, and hidden as red ones are', async () => {
      const user = await h.registerUser();
      // Gluten: the oat drink and the wheat bread become red (the croissant was red already).
      expect(await changes(user, view({ intolerances: [1] }), view({ intolerances: [1, 2] }))).toEqual({
        now_red: 2,
        now_yellow: 0,
        now_green: 0,
        now_hidden: 2,
        now_shown: 0,
      });
    });

    it('given a diet removed, should count the products now green and shown again', async () => {
      const user = await h.registerUser();
      // Without lactose: the whole milk (red) and the Gruyère (yellow) become green; the milk is shown again.
      expect(await changes(user, view({ intolerances: [1, 2] }), view({ intolerances: [2] }))).toEqual({
        now_red: 0,
        now_yellow: 0,
        now_green: 2,
        now_hidden: 0,
        now_shown: 1,
      });
    });

    it('given diets swapped, should count each way, yellow too', async () => {
      const user = await h.registerUser();
      // Lactose to FODMAP: milk, Gruyère and croissant green; oat drink, gluten-free bread and apple
      // chips yellow; wheat bread red.
      expect(await changes(user, view({ intolerances: [1] }), view({ intolerances: [3] }))).toMatchObject({
        now_red: 1,
        now_yellow: 3,
        now_green: 3,
      });
    });

    it('given preferences, should count the products hidden and shown again, no verdict changed', async () => {
      const user = await h.registerUser();
      const localCoop = view({
        sees_local_products: true,
        sees_only_specific_retailer: true,
        shop: ['Coop'],
      });
      // Local Coop offers only: the lactose-free milk and the Gruyère stay (the whole milk is red).
      expect(await changes(user, view(), localCoop)).toEqual({
        now_red: 0,
        now_yellow: 0,
        now_green: 0,
        now_hidden: 5,
        now_shown: 0,
      });
      // Back to every retailer, red products shown: the seven others appear.
      expect(await changes(user, localCoop, view({ sees_red_products: true }))).toMatchObject({
        now_hidden: 0,
        now_shown: 7,
      });
      // "Only specific retailer" with none picked is any retailer, as the lists read it.
      expect(await changes(user, view(), view({ sees_only_specific_retailer: true }))).toMatchObject({
        now_hidden: 0,
        now_shown: 0,
      });
    });

    it('given the same view twice, should count nothing', async () => {
      const user = await h.registerUser();
      expect(await changes(user, view({ intolerances: [1, 3] }), view({ intolerances: [3, 1] }))).toEqual({
        now_red: 0,
        now_yellow: 0,
        now_green: 0,
        now_hidden: 0,
        now_shown: 0,
      });
    });

    it('given another user’s profile id, should answer 403; a bad view, 400; no token, 401', async () => {
      const [anna, ben] = [await h.registerUser(), await h.registerUser()];
      const other = await h.request(
        '/products/changes',
        { user_profile_id: ben.profileId, before: view(), after: view() },
        { token: anna.token },
      );
      expect(other.status).toBe(403);
      const bad = await h.request(
        '/products/changes',
        { user_profile_id: anna.profileId, before: view(), after: { ...view(), intolerances: [9] } },
        { token: anna.token },
      );
      expect(bad.status).toBe(400);
      expect(await json(bad)).toMatchObject({ error: expect.stringContaining('after') });
      expect((await h.request('/products/changes', {})).status).toBe(401);
    });
  });
}
