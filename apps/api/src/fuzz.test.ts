/**
 * Fuzzing every endpoint: malformed JSON, wrong types, missing and unknown fields, huge strings.
 * Whatever comes in, the answer is never a 5xx, and a body the contract refuses gets a 4xx. A GET
 * call gets the same texts as its query string.
 */
import { apiCalls, API_PATHS, type ApiPath } from '@diet/domain';
import fc from 'fast-check';

import { testBackends } from './test/backends';
import { useHarness, type TestUser } from './test/harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const seedOption = process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {};

/** The shopping lists' ids the valid bodies name (a list and an item made in `beforeAll`). */
const FUZZ_LIST = '0b7a9c52-4d1e-4f3a-9e6b-1c2d3e4f5a6b';
const FUZZ_ITEM = '7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b';
const FUZZ_OTHER_LIST = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

/** A valid body per path, to mutate. */
function validBody(path: ApiPath, user: TestUser, productId: number): Record<string, unknown> {
  const bodies: Record<ApiPath, Record<string, unknown>> = {
    '/user-profile': {
      name: 'A',
      surname: 'B',
      email: 'fuzz@example.test',
      knows_intolerance: true,
      intolerances: [1],
      extra_intolerance: null,
      shop: 3,
      gender: 1,
      birth_year: 1990,
      username: 'fuzz-user',
      password: 'Secr3t!pass',
      confirmPassword: 'Secr3t!pass',
      sees_red_products: false,
      sees_local_products: false,
      sees_only_specific_retailer: false,
      retailer_list: [],
      shared_accounts: [],
    },
    '/newsletter': { email: 'fuzz@example.test', name: '', diets: '' },
    '/contact': { name: 'A', email: 'fuzz@example.test', reason: 'r', message: 'm' },
    '/products/samples': { diet: '2' },
    '/user-profile/get-user-profile': { email: user.email },
    '/categories': {},
    '/retailers': {},
    '/products': { intolerances: [1], sees_red_products: false, user_profile_id: user.profileId },
    '/products/page': {
      user_profile_id: user.profileId,
      intolerances: [1],
      sees_red_products: false,
      language: 'fr',
      category_id: null,
      search: 'milch',
      limit: 10,
    },
    '/products/discover': {
      user_profile_id: user.profileId,
      intolerances: [1],
      language: 'de',
      retailer: 'Coop',
      per_category: 6,
    },
    '/products/by-ids': { user_profile_id: user.profileId, intolerances: [1], ids: [productId] },
    '/products/product-details': { product_id: productId, user_profile_id: user.profileId, language: 'de' },
    '/products/get-recommended-products': {
      name: 'Milk',
      product_id: productId,
      category_id: null,
      subcategory_id: null,
      top_k: 5,
      sees_red_products: true,
      intolerances: [],
    },
    '/products/barcode': { barcode: '7610000000011' },
    '/products/changes': {
      user_profile_id: user.profileId,
      before: {
        intolerances: [1],
        sees_red_products: false,
        sees_local_products: false,
        sees_only_specific_retailer: false,
        shop: [],
      },
      after: {
        intolerances: [1, 2],
        sees_red_products: true,
        sees_local_products: true,
        sees_only_specific_retailer: true,
        shop: ['Coop'],
      },
    },
    '/favorites/add-favorite': { user_profile_id: user.profileId, product_id: productId },
    '/favorites/remove-favorite': { user_profile_id: user.profileId, product_id: productId },
    '/history': { user_profile_id: user.profileId },
    '/favorites': { user_profile_id: user.profileId },
    '/user-profile/update-personal-info': {
      email: user.email,
      name: 'A',
      surname: 'B',
      gender: 1,
      birth_year: 1990,
    },
    '/user-profile/update-personal-diets': {
      email: user.email,
      user_id: user.profileId,
      intolerances: [1],
      extra_intolerance: null,
    },
    '/user-profile/update-preferences': {
      email: user.email,
      user_id: user.profileId,
      sees_red_products: false,
      sees_local_products: false,
      sees_only_specific_retailer: false,
      shop: [],
    },
    '/shopping-lists': { user_profile_id: user.profileId },
    '/shopping-lists/create': { user_profile_id: user.profileId, list_id: FUZZ_LIST, name: 'Week' },
    '/shopping-lists/rename': { user_profile_id: user.profileId, list_id: FUZZ_LIST, name: 'Saturday' },
    '/shopping-lists/delete': { user_profile_id: user.profileId, list_id: FUZZ_OTHER_LIST },
    '/shopping-lists/get-list': { user_profile_id: user.profileId, list_id: FUZZ_LIST, language: 'fr' },
    '/shopping-lists/add-item': {
      user_profile_id: user.profileId,
      list_id: FUZZ_LIST,
      item_id: FUZZ_ITEM,
      product_id: productId,
      quantity: 2,
    },
    '/shopping-lists/update-item': {
      user_profile_id: user.profileId,
      list_id: FUZZ_LIST,
      item_id: FUZZ_ITEM,
      checked: true,
    },
    '/shopping-lists/move-item': {
      user_profile_id: user.profileId,
      list_id: FUZZ_LIST,
      item_id: FUZZ_ITEM,
      position: 0,
    },
    '/shopping-lists/remove-item': {
      user_profile_id: user.profileId,
      list_id: FUZZ_LIST,
      item_id: FUZZ_OTHER_LIST,
    },
  };
  return bodies[path];
}

const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 3, unit: 'grapheme' }), fc.integer({ min: 200, max: 70_000 }))
  .map(([unit, count]) => unit.repeat(Math.ceil(count / unit.length)).slice(0, count));
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary' }),
  hugeString,
  fc.constantFrom(null, true, -1, 1.5, 2 ** 53, '', '\u0000', '1', [], {}, [1, 1], 'NaN'),
);

/** A mutation of a valid object: drop, retype or add fields. */
function mutated(base: Record<string, unknown>) {
  const keys = Object.keys(base);
  return fc
    .record({
      drop: fc.subarray(keys),
      retype: fc.dictionary(keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x'), anyValue, {
        maxKeys: 3,
      }),
      extra: fc.dictionary(fc.string({ maxLength: 20 }), anyValue, { maxKeys: 3 }),
    })
    .map(({ drop, retype, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...base, ...retype };
      for (const key of drop) delete body[key];
      return body;
    });
}

function encode(path: ApiPath, body: unknown): { text: string; contentType: string } {
  if (apiCalls[path].encoding !== 'json') {
    const params = new URLSearchParams();
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body)) {
        params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      }
    }
    return { text: params.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { text: JSON.stringify(body) ?? '', contentType: 'application/json' };
}

for (const backend of await testBackends()) {
  describe(`fuzzing every endpoint (${backend})`, () => {
    const h = useHarness(backend);
    let user: TestUser;

    beforeAll(async () => {
      user = await h.registerUser();
      const made = [
        await h.request('/shopping-lists/create', validBody('/shopping-lists/create', user, 0), {
          token: user.token,
        }),
        await h.request(
          '/shopping-lists/add-item',
          validBody('/shopping-lists/add-item', user, h.fixtures.products.gruyere),
          { token: user.token },
        ),
      ];
      expect(made.map((response) => response.status)).toEqual([200, 200]);
    });

    async function send(path: ApiPath, text: string, contentType: string, token: string | null) {
      const headers: Record<string, string> = { 'content-type': contentType };
      if (token) headers.authorization = `Bearer ${token}`;
      const response =
        apiCalls[path].method === 'GET'
          ? await h.app.request(`${path}?${text}`, { method: 'GET', headers })
          : await h.app.request(path, { method: 'POST', headers, body: text });
      await response.arrayBuffer();
      return response.status;
    }

    for (const path of API_PATHS) {
      const token = () => (apiCalls[path].auth === 'bearer' ? user.token : null);

      it(`given malformed or mistyped bodies at ${path}, should answer 4xx`, async () => {
        const malformed = fc.oneof(
          fc.string({ unit: 'binary', maxLength: 300 }).filter((text) => {
            try {
              JSON.parse(text);
              return false;
            } catch {
              return true;
            }
          }),
          fc.constantFrom('{', '{"a":', '[1,,2]', '{"__proto__": ', '\u0000', '{}}', '"'.repeat(9)),
          fc.integer({ min: 1000, max: 60_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
        );
        const wrongTypes = fc
          .jsonValue({ maxDepth: 4 })
          .filter((value) => !apiCalls[path].request.safeParse(value).success);
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              malformed,
              wrongTypes.map((value) => JSON.stringify(value)),
            ),
            async (text) => {
              const contentType =
                apiCalls[path].encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
              const status = await send(path, text, contentType, token());
              expect(status).toBeGreaterThanOrEqual(400);
              expect(status).toBeLessThan(500);
            },
          ),
          { numRuns: RUNS, ...seedOption },
        );
      });

      it(`given missing, retyped, unknown and huge fields at ${path}, should never answer 5xx`, async () => {
        const base = validBody(path, user, h.fixtures.products.gruyere);
        await fc.assert(
          fc.asyncProperty(mutated(base), fc.boolean(), async (body, withToken) => {
            const { text, contentType } = encode(path, body);
            const status = await send(path, text, contentType, withToken ? token() : null);
            expect(status).toBeLessThan(500);
            const parsed =
              apiCalls[path].encoding === 'json'
                ? apiCalls[path].request.safeParse(body)
                : apiCalls[path].request.safeParse(Object.fromEntries(new URLSearchParams(text)));
            // Only a body is bounded (a GET has none; servers bound the URL: Node at 16 KB of headers).
            const oversized = apiCalls[path].method === 'POST' && Buffer.byteLength(text) > 64 * 1024;
            if (!parsed.success || oversized) {
              expect(status).toBeGreaterThanOrEqual(400);
            }
          }),
          { numRuns: RUNS, ...seedOption },
        );
      });
    }
  });
}
