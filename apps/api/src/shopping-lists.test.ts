import { randomUUID } from 'node:crypto';

import { apiCalls, readResponse, type ShoppingList, type ShoppingListSummary } from '@diet/domain';

import { DEFAULT_RATE_LIMITS } from './config';
import { testBackends } from './test/backends';
import { json, useHarness, type TestUser } from './test/harness';

for (const backend of await testBackends()) {
  describe(`shopping lists (${backend})`, () => {
    const h = useHarness(backend);
    const ids = () => h.fixtures.products;

    const post = (path: string, user: TestUser, body: object, profileId = user.profileId) =>
      h.request(path, { user_profile_id: profileId, ...body }, { token: user.token });

    async function create(user: TestUser, name = 'Week'): Promise<string> {
      const id = randomUUID();
      const response = await post('/shopping-lists/create', user, { list_id: id, name });
      expect(response.status).toBe(200);
      return id;
    }

    async function add(user: TestUser, listId: string, item: object): Promise<string> {
      const id = randomUUID();
      const response = await post('/shopping-lists/add-item', user, {
        list_id: listId,
        item_id: id,
        ...item,
      });
      expect(response.status).toBe(200);
      return id;
    }

    async function lists(user: TestUser): Promise<ShoppingListSummary[]> {
      const response = await post('/shopping-lists', user, {});
      expect(response.status).toBe(200);
      return readResponse(apiCalls['/shopping-lists'].response, await response.json());
    }

    async function list(user: TestUser, listId: string): Promise<ShoppingList> {
      const response = await post('/shopping-lists/get-list', user, { list_id: listId });
      expect(response.status).toBe(200);
      return readResponse(apiCalls['/shopping-lists/get-list'].response, await response.json());
    }

    it('given create, rename and delete, should list the caller’s lists, most recently changed first', async () => {
      const user = await h.registerUser();
      expect(await lists(user)).toEqual([]);
      const week = await create(user, '  Week  ');
      h.clock.advance(1000);
      const party = await create(user, 'Party');
      expect((await lists(user)).map((l) => [l.id, l.name, l.items])).toEqual([
        [party, 'Party', 0],
        [week, 'Week', 0],
      ]);
      h.clock.advance(1000);
      expect((await post('/shopping-lists/rename', user, { list_id: week, name: 'Saturday' })).status).toBe(
        200,
      );
      expect((await lists(user)).map((l) => l.name)).toEqual(['Saturday', 'Party']);
      expect((await post('/shopping-lists/delete', user, { list_id: week })).status).toBe(200);
      expect((await post('/shopping-lists/delete', user, { list_id: week })).status).toBe(200);
      expect((await lists(user)).map((l) => l.id)).toEqual([party]);
    });

    it('given the same creation twice (a retry), should make one list and one item', async () => {
      const user = await h.registerUser();
      const listId = randomUUID();
      const itemId = randomUUID();
      for (let i = 0; i < 2; i += 1) {
        expect((await post('/shopping-lists/create', user, { list_id: listId, name: 'Week' })).status).toBe(
          200,
        );
        const added = await post('/shopping-lists/add-item', user, {
          list_id: listId,
          item_id: itemId,
          text: 'bread',
        });
        expect(added.status).toBe(200);
      }
      expect((await list(user, listId)).entries.map((entry) => entry.text)).toEqual(['bread']);
    });

    it('given products and a free text, should answer each with the caller’s colours, price and retailer, and the total', async () => {
      const user = await h.registerUser({ intolerances: [1] });
      const listId = await create(user);
      await add(user, listId, { product_id: ids().wholeMilk, quantity: 2 });
      await add(user, listId, { text: 'bread' });
      await add(user, listId, { product_id: String(ids().appleChips) });
      const answer = await list(user, listId);
      expect(
        answer.entries.map((entry) => [entry.product_id, entry.text, entry.quantity, entry.position]),
      ).toEqual([
        [String(ids().wholeMilk), null, 2, 0],
        [null, 'bread', 1, 1],
        [String(ids().appleChips), null, 1, 2],
      ]);
      const byIds = readResponse(
        apiCalls['/products/by-ids'].response,
        await json(
          await post('/products/by-ids', user, {
            intolerances: [1],
            ids: [ids().wholeMilk, ids().appleChips],
          }),
        ),
      );
      // The catalogue's own rows: the same colours, flags, price and retailer as /products/by-ids.
      expect(answer.entries[0]!.product).toEqual(byIds[0]);
      expect(answer.entries[2]!.product).toEqual(byIds[1]);
      expect(answer.entries[0]!.product!.is_red).toBe(true);
      const cents = (price: number | null | undefined) => Math.round((price ?? 0) * 100);
      expect(Math.round(answer.total.amount * 100)).toBe(cents(byIds[0]!.price) * 2 + cents(byIds[1]!.price));
      expect(answer.total.by_retailer.reduce((sum, r) => sum + Math.round(r.amount * 100), 0)).toBe(
        Math.round(answer.total.amount * 100),
      );
      expect(answer.items).toBe(3);
    });

    it('given a diet added to the profile, should read the list’s products with it', async () => {
      const user = await h.registerUser({ intolerances: [] });
      const listId = await create(user);
      await add(user, listId, { product_id: ids().wholeMilk });
      expect((await list(user, listId)).entries[0]!.product!.is_red).toBe(false);
      await h.db.query('UPDATE profiles SET intolerances = $2 WHERE id = $1', [user.profileId, [1]]);
      expect((await list(user, listId)).entries[0]!.product!.is_red).toBe(true);
    });

    it('given check, quantity, move and remove, should keep the order and counts', async () => {
      const user = await h.registerUser();
      const listId = await create(user);
      const [a, b, c] = [
        await add(user, listId, { text: 'a' }),
        await add(user, listId, { text: 'b' }),
        await add(user, listId, { text: 'c' }),
      ];
      const update = (item: string, change: object) =>
        post('/shopping-lists/update-item', user, { list_id: listId, item_id: item, ...change });
      expect((await update(b, { checked: true })).status).toBe(200);
      expect((await update(c, { quantity: 3 })).status).toBe(200);
      const move = (item: string, position: number) =>
        post('/shopping-lists/move-item', user, { list_id: listId, item_id: item, position });
      expect((await move(c, 0)).status).toBe(200);
      let answer = await list(user, listId);
      expect(answer.entries.map((e) => [e.text, e.checked, e.quantity])).toEqual([
        ['c', false, 3],
        ['a', false, 1],
        ['b', true, 1],
      ]);
      expect(answer.checked).toBe(1);
      expect((await move(c, 99)).status).toBe(200);
      expect((await move(a, 1)).status).toBe(200);
      answer = await list(user, listId);
      expect(answer.entries.map((e) => e.text)).toEqual(['b', 'a', 'c']);
      expect((await post('/shopping-lists/remove-item', user, { list_id: listId, item_id: a })).status).toBe(
        200,
      );
      expect((await post('/shopping-lists/remove-item', user, { list_id: listId, item_id: a })).status).toBe(
        200,
      );
      expect((await update(a, { checked: true })).status).toBe(404);
      expect((await list(user, listId)).entries.map((e) => e.text)).toEqual(['b', 'c']);
    });

    it('given user A acting on user B’s lists, should answer 403 or 404 and change nothing', async () => {
      const a = await h.registerUser();
      const b = await h.registerUser();
      const listId = await create(b, 'B’s');
      const item = await add(b, listId, { text: 'milk' });
      // B's profile id in A's call: 403, as for favourites.
      expect((await post('/shopping-lists', a, {}, b.profileId)).status).toBe(403);
      expect((await post('/shopping-lists/get-list', a, { list_id: listId }, b.profileId)).status).toBe(403);
      // A's own profile id with B's list: as unknown as a list that never was.
      const refused = await Promise.all([
        post('/shopping-lists/get-list', a, { list_id: listId }),
        post('/shopping-lists/rename', a, { list_id: listId, name: 'Mine' }),
        post('/shopping-lists/add-item', a, { list_id: listId, item_id: randomUUID(), text: 'x' }),
        post('/shopping-lists/update-item', a, { list_id: listId, item_id: item, checked: true }),
        post('/shopping-lists/move-item', a, { list_id: listId, item_id: item, position: 0 }),
        post('/shopping-lists/remove-item', a, { list_id: listId, item_id: item }),
      ]);
      expect(refused.map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404]);
      // Deleting B's list from A's profile deletes nothing; B's ids cannot be taken over.
      expect((await post('/shopping-lists/delete', a, { list_id: listId })).status).toBe(200);
      expect((await post('/shopping-lists/create', a, { list_id: listId, name: 'Mine' })).status).toBe(409);
      const aList = await create(a);
      expect(
        (await post('/shopping-lists/add-item', a, { list_id: aList, item_id: item, text: 'x' })).status,
      ).toBe(409);
      const kept = await list(b, listId);
      expect([kept.name, kept.entries.map((e) => [e.text, e.checked])]).toEqual(['B’s', [['milk', false]]]);
      expect(await lists(a)).toHaveLength(1);
    });

    it('given an unknown product or list, bad bodies or no token, should answer 404, 400 and 401', async () => {
      const user = await h.registerUser();
      const listId = await create(user);
      expect(
        (
          await post('/shopping-lists/add-item', user, {
            list_id: listId,
            item_id: randomUUID(),
            product_id: 424_242,
          })
        ).status,
      ).toBe(404);
      expect((await post('/shopping-lists/get-list', user, { list_id: randomUUID() })).status).toBe(404);
      const bad = await post('/shopping-lists/add-item', user, { list_id: listId, item_id: randomUUID() });
      expect(bad.status).toBe(400);
      expect((await post('/shopping-lists/create', user, { list_id: 'nope', name: 'x' })).status).toBe(400);
      expect((await h.request('/shopping-lists', { user_profile_id: user.profileId })).status).toBe(401);
    });

    it('given the most lists and items, should refuse one more with 409', async () => {
      const user = await h.registerUser();
      const listId = await create(user);
      await h.db.query(
        `INSERT INTO shopping_list_items (id, list_id, text, position, created_at)
         SELECT gen_random_uuid(), $1, 'x' || n, n, now() FROM generate_series(0, 198) AS n`,
        [listId],
      );
      await add(user, listId, { text: 'the 200th' });
      const over = await post('/shopping-lists/add-item', user, {
        list_id: listId,
        item_id: randomUUID(),
        text: 'y',
      });
      expect(over.status).toBe(409);
      await h.db.query(
        `INSERT INTO shopping_lists (id, profile_id, name, created_at, updated_at)
         SELECT gen_random_uuid(), $1, 'l' || n, now(), now() FROM generate_series(1, 49) AS n`,
        [user.profileId],
      );
      expect(
        (await post('/shopping-lists/create', user, { list_id: randomUUID(), name: 'One more' })).status,
      ).toBe(409);
    });

    it('given list writes past the per-user limit, should answer 429', async () => {
      const app = h.appWith({ rateLimits: { ...DEFAULT_RATE_LIMITS, windowSeconds: 60, shoppingLists: 2 } });
      const user = await h.registerUser();
      const send = () =>
        app.request('/shopping-lists/create', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
          body: JSON.stringify({ user_profile_id: user.profileId, list_id: randomUUID(), name: 'L' }),
        });
      expect([(await send()).status, (await send()).status, (await send()).status]).toEqual([200, 200, 429]);
    });
  });
}
