import { apiCalls, readResponse } from '@diet/domain';

import { insertProduct, insertRetailer } from './catalogue/store';
import { SEED_PRODUCTS, SEED_RETAILERS } from './catalogue/seed-data';
import { compareRetailerNames } from './services/catalogue';
import { testBackends } from './test/backends';
import { json, useHarness, type TestUser } from './test/harness';

describe('compareRetailerNames', () => {
  it('given names differing in case only or in accents, should order by lower case, then exactly, by code units', () => {
    expect(['Migros', 'coop', 'Coop', 'Épicerie', 'aldi', 'Zebra'].sort(compareRetailerNames)).toEqual([
      'aldi',
      'Coop',
      'coop',
      'Migros',
      'Zebra',
      'Épicerie',
    ]);
    expect(compareRetailerNames('Coop', 'Coop')).toBe(0);
  });
});

describe('the seed catalogue', () => {
  it('given its retailers, should sell something at each (so the picker offers all of them)', () => {
    const selling = new Set(SEED_PRODUCTS.map((pack) => pack.retailer));
    expect(SEED_RETAILERS).toHaveLength(7);
    expect(SEED_RETAILERS.filter((retailer) => !selling.has(retailer.name))).toEqual([]);
  });
});

for (const backend of await testBackends()) {
  describe(`POST /retailers (${backend})`, () => {
    const h = useHarness(backend);

    async function retailers(user: TestUser) {
      const response = await h.request('/retailers', {}, { token: user.token });
      expect(response.status).toBe(200);
      return readResponse(apiCalls['/retailers'].response, await response.json());
    }

    beforeAll(async () => {
      // Besides the fixtures' Coop and Migros: a lower-case and an accented name with products,
      // and a retailer without any.
      for (const name of ['aldi Suisse', 'Épicerie du Coin', 'Denner']) {
        const retailerId = await insertRetailer(h.db, { name, logo: null });
        await insertProduct(h.db, { name_en: `Bread at ${name}`, retailer_id: retailerId });
      }
      await insertRetailer(h.db, { name: 'Zebra Markt', logo: null });
    });

    it('given a signed-in user, should list the retailers with products by name, case-insensitively', async () => {
      const user = await h.registerUser();
      const response = await h.request('/retailers', {}, { token: user.token });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await json(response)).toEqual([
        { name: 'aldi Suisse' },
        { name: 'Coop' },
        { name: 'Denner' },
        { name: 'Migros' },
        { name: 'Épicerie du Coin' },
      ]);
    });

    it('given a user who sees one retailer only, should still list every retailer (it holds no user data)', async () => {
      const a = await h.registerUser();
      const b = await h.registerUser({
        sees_local_products: true,
        sees_only_specific_retailer: true,
        retailer_list: ['Coop'],
      });
      expect(await retailers(b)).toEqual(await retailers(a));
      expect((await retailers(b)).map((retailer) => retailer.name)).toContain('Migros');
    });

    it('given a body that is not an object, should answer 400; no token or a bad one, 401', async () => {
      const user = await h.registerUser();
      expect((await h.request('/retailers', [], { token: user.token })).status).toBe(400);
      expect((await h.request('/retailers', {})).status).toBe(401);
      expect((await h.request('/retailers', {}, { token: 'not.a.token' })).status).toBe(401);
    });

    it('given GET /openapi.json, should describe the call, its choice of retailers and its errors', async () => {
      const doc = await json<{ paths: Record<string, { post: Record<string, unknown> }> }>(
        await h.request('/openapi.json', undefined, { method: 'GET' }),
      );
      const call = doc.paths['/retailers']!.post as {
        description: string;
        security: unknown[];
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      };
      expect(call.security).toEqual([{ cognitoIdToken: [] }]);
      expect(call.description).toContain('at least one product');
      expect(Object.keys(call.responses).sort()).toEqual(['200', '400', '401', '413', '415', '500', '503']);
      expect(call.responses['200']!.content!['application/json']!.schema).toEqual({
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
          required: ['name'],
        },
      });
    });
  });
}
