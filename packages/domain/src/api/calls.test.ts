import { PRODUCTS_MODAL_SAMPLE_TILES } from '../constants';
import { INTOLERANCE_CODES, type IntoleranceCode } from '../codes';
import {
  API_PATHS,
  apiCalls,
  type ApiGetPath,
  type ApiPath,
  type ApiRequest,
  type ApiResponse,
  type ParsedApiRequest,
} from './calls';
import type { RetailerItem } from './contracts';
import type { Product, SampleProduct } from './entities';
import { apiQueryPath } from './query';
import { MalformedResponseError, readResponse } from './readers';

describe('call table', () => {
  it('given both specs, the barcode lookup, the diet samples, the paged catalogue and the shopping lists should list exactly these paths', () => {
    expect([...API_PATHS].sort()).toEqual([
      '/categories',
      '/contact',
      '/favorites',
      '/favorites/add-favorite',
      '/favorites/remove-favorite',
      '/history',
      '/newsletter',
      '/products',
      '/products/barcode',
      '/products/by-ids',
      '/products/changes',
      '/products/discover',
      '/products/get-recommended-products',
      '/products/page',
      '/products/product-details',
      '/products/samples',
      '/retailers',
      '/shopping-lists',
      '/shopping-lists/add-item',
      '/shopping-lists/create',
      '/shopping-lists/delete',
      '/shopping-lists/get-list',
      '/shopping-lists/move-item',
      '/shopping-lists/remove-item',
      '/shopping-lists/rename',
      '/shopping-lists/update-item',
      '/user-profile',
      '/user-profile/get-user-profile',
      '/user-profile/update-personal-diets',
      '/user-profile/update-personal-info',
      '/user-profile/update-preferences',
    ]);
  });

  it('given the decided deviation should make only registration, newsletter, contact and the samples public', () => {
    const publicPaths = API_PATHS.filter((path) => apiCalls[path].auth === 'none');
    expect(publicPaths).toEqual(['/user-profile', '/newsletter', '/contact', '/products/samples']);
    expect(API_PATHS.filter((path) => apiCalls[path].auth === 'bearer')).toHaveLength(27);
  });

  it('given every call should be a POST but the samples, a GET with a query string', () => {
    expect(API_PATHS.filter((path) => apiCalls[path].method === 'GET')).toEqual(['/products/samples']);
    expect(API_PATHS.filter((path) => apiCalls[path].encoding === 'query')).toEqual(['/products/samples']);
    expectTypeOf<ApiGetPath>().toEqualTypeOf<'/products/samples'>();
  });

  it('given the public forms should be form-encoded and the rest JSON', () => {
    expect(API_PATHS.filter((path) => apiCalls[path].encoding === 'form')).toEqual([
      '/newsletter',
      '/contact',
    ]);
    expect(API_PATHS.filter((path) => apiCalls[path].encoding === 'json')).toHaveLength(28);
  });

  it.each<[ApiPath, unknown, boolean]>([
    ['/categories', {}, true],
    ['/retailers', {}, true],
    ['/retailers', { extra: 1 }, true],
    ['/retailers', [], false],
    ['/retailers', null, false],
    ['/history', { user_profile_id: 1 }, true],
    ['/history', {}, false],
    ['/products/barcode', { barcode: '12345678' }, true],
    ['/favorites', { user_profile_id: 'p1' }, true],
    ['/favorites', {}, false],
    ['/products/page', { user_profile_id: 'p1', intolerances: [1], sees_red_products: false }, true],
    [
      '/products/page',
      {
        user_profile_id: 'p1',
        intolerances: [],
        sees_red_products: true,
        language: 'it',
        category_id: 3,
        subcategory_id: null,
        search: 'latte',
        cursor: 'abc',
        limit: 100,
      },
      true,
    ],
    [
      '/products/page',
      { user_profile_id: 'p1', intolerances: [1], sees_red_products: false, limit: 101 },
      false,
    ],
    [
      '/products/page',
      { user_profile_id: 'p1', intolerances: [1], sees_red_products: false, limit: 0 },
      false,
    ],
    [
      '/products/page',
      { user_profile_id: 'p1', intolerances: [1], sees_red_products: false, cursor: '' },
      false,
    ],
    [
      '/products/page',
      { user_profile_id: 'p1', intolerances: [1], sees_red_products: false, language: 'es' },
      false,
    ],
    [
      '/products/page',
      { user_profile_id: 'p1', intolerances: [1], sees_red_products: false, search: 'x'.repeat(101) },
      false,
    ],
    ['/products/by-ids', { user_profile_id: 'p1', intolerances: [2], ids: [1, '2'] }, true],
    ['/products/by-ids', { user_profile_id: 'p1', intolerances: [2], ids: [] }, false],
    [
      '/products/by-ids',
      { user_profile_id: 'p1', intolerances: [2], ids: Array.from({ length: 101 }, (_, i) => i) },
      false,
    ],
    ['/products/samples', { diet: '1' }, true],
    ['/products/samples', { diet: '4', extra: 'x' }, true],
    ['/products/samples', { diet: '0' }, false],
    ['/products/samples', { diet: '5' }, false],
    ['/products/samples', { diet: 'x' }, false],
    ['/products/samples', { diet: '02' }, false],
    ['/products/samples', { diet: ' 2' }, false],
    ['/products/samples', { diet: '' }, false],
    ['/products/samples', { diet: 2 }, false],
    ['/products/samples', {}, false],
    ['/products/discover', { user_profile_id: 'p1', intolerances: [1, 2] }, true],
    [
      '/products/discover',
      { user_profile_id: 'p1', intolerances: [], retailer: 'Coop', per_category: 24 },
      true,
    ],
    ['/products/discover', { user_profile_id: 'p1', intolerances: [1], per_category: 25 }, false],
    ['/products/discover', { user_profile_id: 'p1', intolerances: [1], retailer: '' }, false],
    ['/products/discover', { intolerances: [1] }, false],
  ])('given %s with %j should accept the request = %s', (path, body, ok) => {
    expect(apiCalls[path].request.safeParse(body).success).toBe(ok);
  });

  it.each<[ApiPath, unknown, boolean]>([
    ['/categories', [{ id: 1, name_en: 'Dairy' }], true],
    ['/categories', { id: 1, name_en: 'Dairy' }, false],
    [
      '/products/discover',
      { categories: [{ category_id: 1, suitable: 2, products: [{ id: 1 }] }], swaps: [] },
      true,
    ],
    [
      '/products/discover',
      { categories: [{ suitable: 2 }], swaps: [{ product: { id: 1 }, alternatives: [] }] },
      true,
    ],
    ['/products/discover', { categories: {}, swaps: [] }, false],
    ['/products', [{ id: 1 }], true],
    ['/products/product-details', { id: 1 }, true],
    ['/history', ['1', 2], true],
    ['/user-profile/get-user-profile', { email: 'a@b.ch' }, true],
    ['/products/samples', [], true],
    ['/products/samples', [{ id: 1, name_en: 'Milk', brand: null, image: null }], true],
    ['/products/samples', [{ name_en: 'Milk' }], false],
    ['/products/samples', { id: 1 }, false],
    ['/retailers', [], true],
    ['/retailers', [{ name: 'Coop' }], true],
    ['/retailers', [{ name: 3 }, null, 'Coop'], true],
    ['/retailers', { name: 'Coop' }, false],
    ['/retailers', null, false],
  ])('given %s answering %j should accept the response = %s', (path, body, ok) => {
    expect(apiCalls[path].response.safeParse(body).success).toBe(ok);
  });

  it.each(INTOLERANCE_CODES)('given diet %s as query text should read it as its code', (code) => {
    const request: ApiRequest<'/products/samples'> = { diet: `${code}` };
    expect(apiCalls['/products/samples'].request.parse(request)).toEqual({ diet: code });
    expect(apiQueryPath('/products/samples', request)).toBe(`/products/samples?diet=${code}`);
  });

  it('given the samples answer should read ids as text, the three names, brand and image', () => {
    const raw = [
      {
        id: 12,
        name_en: 'Lactose-free Milk',
        name_de: 'Laktosefreie Milch',
        name_fr: null,
        brand: 'Coop Free From',
        image: '/images/products/12.svg',
      },
      { id: 13, name_en: 'Chips', brand: ['Zweifel', 'Coop'] },
    ];
    expect(readResponse(apiCalls['/products/samples'].response, { body: JSON.stringify(raw) })).toEqual([
      { ...raw[0], id: '12' },
      { id: '13', name_en: 'Chips', name_de: null, name_fr: null, brand: 'Zweifel, Coop', image: null },
    ]);
    expect(PRODUCTS_MODAL_SAMPLE_TILES).toBe(8);
  });

  it.each<[string, unknown]>([
    ['bare', [{ name: 'Aldi Suisse' }, { name: 'coop' }]],
    ['in a body array', { body: [{ name: 'Aldi Suisse' }, { name: 'coop' }] }],
    ['in a body string', { body: JSON.stringify([{ name: 'Aldi Suisse' }, { name: 'coop' }]) }],
    ['as a string', JSON.stringify([{ name: 'Aldi Suisse' }, { name: 'coop' }])],
  ])('given the retailers %s should read their names in the server’s order', (_, raw) => {
    expect(readResponse(apiCalls['/retailers'].response, raw)).toEqual([
      { name: 'Aldi Suisse' },
      { name: 'coop' },
    ]);
  });

  it('given retailers without a usable name should drop them and keep each name once', () => {
    const raw = [
      { name: 'Coop', logo: 'retailers/coop.svg' },
      { name: '' },
      { name: '   ' },
      { name: 7 },
      { name: null },
      {},
      null,
      'Denner',
      { name: 'x'.repeat(201) },
      { name: ' Migros ' },
      { name: 'Coop' },
    ];
    expect(readResponse(apiCalls['/retailers'].response, { body: raw })).toEqual([
      { name: 'Coop' },
      { name: ' Migros ' },
    ]);
  });

  it('given a retailers answer that is not a list should fail to read it', () => {
    for (const raw of [{ name: 'Coop' }, { body: { name: 'Coop' } }, 'not json', null, { body: 'nope' }]) {
      expect(() => readResponse(apiCalls['/retailers'].response, raw)).toThrow(MalformedResponseError);
    }
  });

  it('given the path types should give each call its body and answer types', () => {
    expectTypeOf<ApiRequest<'/history'>>().toEqualTypeOf<{ user_profile_id: string | number }>();
    expectTypeOf<ApiResponse<'/history'>>().toEqualTypeOf<string[]>();
    expectTypeOf<ApiResponse<'/products'>>().toEqualTypeOf<Product[]>();
    expectTypeOf<ApiRequest<'/products/barcode'>>().toEqualTypeOf<{ barcode: string }>();
    expectTypeOf<ApiRequest<'/products/samples'>>().toEqualTypeOf<{ diet: '1' | '2' | '3' | '4' }>();
    expectTypeOf<ParsedApiRequest<'/products/samples'>>().toEqualTypeOf<{ diet: IntoleranceCode }>();
    expectTypeOf<ApiResponse<'/products/samples'>>().toEqualTypeOf<SampleProduct[]>();
    expectTypeOf<ApiRequest<'/retailers'>>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<ApiResponse<'/retailers'>>().toEqualTypeOf<RetailerItem[]>();
    expectTypeOf<RetailerItem>().toEqualTypeOf<{ name: string }>();
  });
});
