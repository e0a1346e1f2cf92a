import { API_PATHS, apiCalls, isApiPath, type ApiPath, type ApiRequest, type ApiResponse } from './calls';
import type { Product } from './entities';

describe('call table', () => {
  it('given both specs and the barcode lookup should list exactly these paths', () => {
    expect([...API_PATHS].sort()).toEqual([
      '/categories',
      '/contact',
      '/favorites/add-favorite',
      '/favorites/remove-favorite',
      '/history',
      '/newsletter',
      '/products',
      '/products/barcode',
      '/products/get-recommended-products',
      '/products/product-details',
      '/user-profile',
      '/user-profile/get-user-profile',
      '/user-profile/update-personal-diets',
      '/user-profile/update-personal-info',
      '/user-profile/update-preferences',
    ]);
  });

  it('given the decided deviation should make only registration, newsletter and contact public', () => {
    const publicPaths = API_PATHS.filter((path) => apiCalls[path].auth === 'none');
    expect(publicPaths).toEqual(['/user-profile', '/newsletter', '/contact']);
    expect(API_PATHS.filter((path) => apiCalls[path].auth === 'bearer')).toHaveLength(12);
  });

  it('given every call should be a POST', () => {
    expect(new Set(API_PATHS.map((path) => apiCalls[path].method))).toEqual(new Set(['POST']));
  });

  it('given the public forms should be form-encoded and the rest JSON', () => {
    expect(API_PATHS.filter((path) => apiCalls[path].encoding === 'form')).toEqual([
      '/newsletter',
      '/contact',
    ]);
  });

  it.each<[ApiPath, unknown, boolean]>([
    ['/categories', {}, true],
    ['/history', { user_profile_id: 1 }, true],
    ['/history', {}, false],
    ['/products/barcode', { barcode: '12345678' }, true],
  ])('given %s with %j should accept the request = %s', (path, body, ok) => {
    expect(apiCalls[path].request.safeParse(body).success).toBe(ok);
  });

  it.each<[ApiPath, unknown, boolean]>([
    ['/categories', [{ id: 1, name_en: 'Dairy' }], true],
    ['/categories', { id: 1, name_en: 'Dairy' }, false],
    ['/products', [{ id: 1 }], true],
    ['/products/product-details', { id: 1 }, true],
    ['/history', ['1', 2], true],
    ['/user-profile/get-user-profile', { email: 'a@b.ch' }, true],
  ])('given %s answering %j should accept the response = %s', (path, body, ok) => {
    expect(apiCalls[path].response.safeParse(body).success).toBe(ok);
  });

  it.each([
    ['/products', true],
    ['/products/', false],
    ['toString', false],
    [42, false],
  ])('given %j should say isApiPath = %s', (value, expected) => {
    expect(isApiPath(value)).toBe(expected);
  });

  it('given the path types should give each call its body and answer types', () => {
    expectTypeOf<ApiRequest<'/history'>>().toEqualTypeOf<{ user_profile_id: string | number }>();
    expectTypeOf<ApiResponse<'/history'>>().toEqualTypeOf<string[]>();
    expectTypeOf<ApiResponse<'/products'>>().toEqualTypeOf<Product[]>();
    expectTypeOf<ApiRequest<'/products/barcode'>>().toEqualTypeOf<{ barcode: string }>();
  });
});
