import { apiCalls, readResponse } from '@diet/domain';

import { testBackends } from './test/backends';
import { json, useHarness, type TestUser } from './test/harness';

for (const backend of await testBackends()) {
  describe(`favourites and history (${backend})`, () => {
    const h = useHarness(backend);
    const ids = () => h.fixtures.products;

    const favorite = (
      action: 'add' | 'remove',
      user: TestUser,
      productId: unknown,
      profileId = user.profileId,
    ) =>
      h.request(
        `/favorites/${action}-favorite`,
        { user_profile_id: profileId, product_id: productId },
        { token: user.token },
      );

    async function favoriteIds(user: TestUser): Promise<number[]> {
      const { rows } = await h.db.query<{ product_id: number }>(
        'SELECT product_id FROM favorites WHERE profile_id = $1 ORDER BY product_id',
        [user.profileId],
      );
      return rows.map((row) => row.product_id);
    }

    const view = (user: TestUser, productId: number) =>
      h.request(
        '/products/product-details',
        { product_id: productId, user_profile_id: user.profileId },
        { token: user.token },
      );

    const history = async (user: TestUser) =>
      json<number[]>(await h.request('/history', { user_profile_id: user.profileId }, { token: user.token }));

    describe('POST /favorites/add-favorite and /favorites/remove-favorite', () => {
      it('given add then remove, should store then drop the favourite, both idempotent', async () => {
        const user = await h.registerUser();
        const added = await favorite('add', user, ids().gruyere);
        expect(added.status).toBe(200);
        expect(readResponse(apiCalls['/favorites/add-favorite'].response, await added.json())).toEqual({
          error: null,
          message: 'Added to favorites',
        });
        expect((await favorite('add', user, String(ids().gruyere))).status).toBe(200);
        expect(await favoriteIds(user)).toEqual([ids().gruyere]);
        expect((await favorite('remove', user, ids().gruyere)).status).toBe(200);
        expect((await favorite('remove', user, ids().gruyere)).status).toBe(200);
        expect(await favoriteIds(user)).toEqual([]);
      });

      it('given an unknown product, should answer 404 on add and remove', async () => {
        const user = await h.registerUser();
        expect((await favorite('add', user, 424_242)).status).toBe(404);
        expect((await favorite('remove', user, 'nope')).status).toBe(404);
      });

      it('given user A adding to or removing from user B’s favourites, should answer 403 and change nothing', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser();
        await favorite('add', b, ids().croissant);
        expect((await favorite('add', a, ids().gruyere, b.profileId)).status).toBe(403);
        expect((await favorite('remove', a, ids().croissant, b.profileId)).status).toBe(403);
        expect(await favoriteIds(b)).toEqual([ids().croissant]);
        expect(await favoriteIds(a)).toEqual([]);
      });

      it('given a missing product id, should answer 400 naming it; no token, 401', async () => {
        const user = await h.registerUser();
        const bad = await h.request(
          '/favorites/add-favorite',
          { user_profile_id: user.profileId },
          { token: user.token },
        );
        expect(await json(bad)).toMatchObject({ error: 'Invalid request: product_id' });
        const negative = await favorite('remove', user, -1);
        expect(negative.status).toBe(400);
        expect(
          (await h.request('/favorites/add-favorite', { user_profile_id: 'x', product_id: 1 })).status,
        ).toBe(401);
        expect(
          (await h.request('/favorites/remove-favorite', { user_profile_id: 'x', product_id: 1 })).status,
        ).toBe(401);
      });

      it('given concurrent adds of the same favourite, should store it once', async () => {
        const user = await h.registerUser();
        const statuses = await Promise.all(
          Array.from({ length: 8 }, () => favorite('add', user, ids().appleChips).then((r) => r.status)),
        );
        expect(statuses).toEqual(Array(8).fill(200));
        expect(await favoriteIds(user)).toEqual([ids().appleChips]);
      });
    });

    describe('POST /history', () => {
      it('given views, should list product ids most recent first, without repeats', async () => {
        const user = await h.registerUser();
        for (const id of [ids().wholeMilk, ids().gruyere, ids().wholeMilk, ids().croissant]) {
          expect((await view(user, id)).status).toBe(200);
          h.clock.advance(1000);
        }
        expect(await history(user)).toEqual([ids().croissant, ids().wholeMilk, ids().gruyere]);
      });

      it('given views at the same instant, should still order them by recency', async () => {
        const user = await h.registerUser();
        await view(user, ids().potatoChips);
        await view(user, ids().appleChips);
        expect(await history(user)).toEqual([ids().appleChips, ids().potatoChips]);
      });

      it('given a new user, should answer an empty list', async () => {
        const user = await h.registerUser();
        expect(await history(user)).toEqual([]);
      });

      it('given user A asking for user B’s history, should answer 403 and no ids', async () => {
        const a = await h.registerUser();
        const b = await h.registerUser();
        await view(b, ids().gruyere);
        const response = await h.request('/history', { user_profile_id: b.profileId }, { token: a.token });
        expect(response.status).toBe(403);
        expect(await json(response)).toEqual({ error: 'This profile is not yours' });
      });

      it('given no profile id, should answer 400; no token, 401', async () => {
        const user = await h.registerUser();
        expect((await h.request('/history', {}, { token: user.token })).status).toBe(400);
        expect((await h.request('/history', { user_profile_id: user.profileId })).status).toBe(401);
      });
    });
  });
}
