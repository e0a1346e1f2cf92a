import {
  barcodeLookupRequestSchema,
  categoriesRequestSchema,
  contactRequestSchema,
  favoriteRequestSchema,
  getUserProfileRequestSchema,
  historyRequestSchema,
  historyResponseSchema,
  mutationResponseSchema,
  newsletterRequestSchema,
  productDetailsRequestSchema,
  productPageResponseSchema,
  productsRequestSchema,
  recommendedProductsRequestSchema,
  registrationRequestSchema,
  retailersRequestSchema,
  updatePersonalDietsRequestSchema,
  updatePersonalInfoRequestSchema,
  updatePreferencesRequestSchema,
  type RegistrationRequest,
} from './contracts';
import { productSchema } from './entities';
import { readResponse } from './readers';

const registration: RegistrationRequest = {
  name: 'Anna',
  surname: 'Muster',
  email: 'anna@example.ch',
  knows_intolerance: true,
  intolerances: [1, 4],
  extra_intolerance: null,
  shop: 3,
  gender: 2,
  birth_year: 1990,
  username: 'anna',
  password: 'Abcdef1!',
  confirmPassword: 'Abcdef1!',
  sees_red_products: false,
  sees_local_products: false,
  sees_only_specific_retailer: false,
  retailer_list: [],
  shared_accounts: [],
};

function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('registration request', () => {
  it('given the spec payload should accept it unchanged', () => {
    expect(registrationRequestSchema.parse(registration)).toEqual(registration);
  });

  it('given unknown keys should strip them', () => {
    expect(registrationRequestSchema.parse({ ...registration, is_admin: true })).toEqual(registration);
  });

  it.each<[string, Partial<Record<keyof RegistrationRequest, unknown>>, string]>([
    ['a weak password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password'],
    ['a different confirmation', { confirmPassword: 'Abcdef1?' }, 'confirmPassword'],
    ['a blank username', { username: '   ' }, 'username'],
    ['a too long username', { username: 'a'.repeat(129) }, 'username'],
    ['an invalid email', { email: 'anna@example' }, 'email'],
    ['a gender of 4', { gender: 4 }, 'gender'],
    ['a shop of 7', { shop: 7 }, 'shop'],
    ['a shop as text', { shop: '3' }, 'shop'],
    ['a birth year as text', { birth_year: '1990' }, 'birth_year'],
    ['an unknown code', { intolerances: [5] }, 'intolerances.0'],
    ['a 201-character name', { name: 'a'.repeat(201) }, 'name'],
    ['a 201-character extra intolerance', { extra_intolerance: 'a'.repeat(201) }, 'extra_intolerance'],
    ['a flag as text', { sees_red_products: 'false' }, 'sees_red_products'],
    ['a missing email', { email: undefined }, 'email'],
  ])('given %s should reject it at %s', (_name, patch, path) => {
    const result = registrationRequestSchema.safeParse({ ...registration, ...patch });
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(path);
  });

  it('given a signed-in owner completing a profile without a password, should accept it', () => {
    const { password: _password, confirmPassword: _confirm, ...withoutPassword } = registration;
    expect(registrationRequestSchema.parse(withoutPassword)).toEqual(withoutPassword);
  });

  it('given a password without its confirmation, should report the mismatch', () => {
    const { confirmPassword: _confirm, ...withoutConfirmation } = registration;
    const result = registrationRequestSchema.safeParse(withoutConfirmation);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['confirmPassword']);
  });

  it('given a weak password should report the spec message key', () => {
    const result = registrationRequestSchema.safeParse({
      ...registration,
      password: 'x',
      confirmPassword: 'x',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['account.passwordRule']);
  });

  it('given null gender and extra text should accept them', () => {
    const body = { ...registration, gender: null, extra_intolerance: 'histamine' };
    expect(registrationRequestSchema.parse(body)).toEqual(body);
  });
});

describe('public form posts', () => {
  it.each([
    [{ email: 'anna@example.ch', name: '', diets: '' }, true],
    [{ email: 'anna@example.ch', name: 'Anna', diets: 'lowfodmap' }, true],
    [{ email: '', name: '', diets: '' }, false],
    [{ email: 'anna@example.ch', name: '', diets: ['lactose'] }, false],
    [{ email: 'anna@example.ch' }, false],
  ])('given newsletter %j should accept = %s', (body, ok) => {
    expect(newsletterRequestSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ name: '', email: 'anna@example.ch', reason: '', message: '' }, true],
    [{ name: 'Anna', email: 'anna@example.ch', reason: 'Other', message: 'm'.repeat(2000) }, true],
    [{ name: 'Anna', email: 'anna@example.ch', reason: 'Other', message: 'm'.repeat(2001) }, false],
    [{ name: 'Anna', email: 'anna', reason: 'Other', message: 'Hi' }, false],
    [{ name: 'a'.repeat(201), email: 'anna@example.ch', reason: '', message: '' }, false],
  ])('given contact %j should accept = %s', (body, ok) => {
    expect(contactRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('signed-in requests', () => {
  it.each([
    [
      'get-user-profile',
      getUserProfileRequestSchema,
      { email: 'anna@example.ch' },
      { email: 'anna@example.ch' },
    ],
    [
      'update-personal-info',
      updatePersonalInfoRequestSchema,
      { email: 'anna@example.ch', name: 'Anna', surname: 'M', gender: 5, birth_year: 1990 },
      { email: 'anna@example.ch', name: 'Anna', surname: 'M', gender: 5, birth_year: 1990 },
    ],
    [
      'update-personal-diets',
      updatePersonalDietsRequestSchema,
      { email: 'anna@example.ch', user_id: 7, intolerances: [2], extra_intolerance: null },
      { email: 'anna@example.ch', user_id: '7', intolerances: [2], extra_intolerance: null },
    ],
    [
      'update-preferences',
      updatePreferencesRequestSchema,
      {
        email: 'anna@example.ch',
        user_id: 'u1',
        sees_red_products: true,
        sees_local_products: false,
        sees_only_specific_retailer: true,
        shop: 'Coop',
      },
      {
        email: 'anna@example.ch',
        user_id: 'u1',
        sees_red_products: true,
        sees_local_products: false,
        sees_only_specific_retailer: true,
        shop: ['Coop'],
      },
    ],
    ['categories', categoriesRequestSchema, { anything: 1 }, {}],
    ['retailers', retailersRequestSchema, { anything: 1 }, {}],
    [
      'products',
      productsRequestSchema,
      { intolerances: [1, 3], sees_red_products: false, user_profile_id: 7 },
      { intolerances: [1, 3], sees_red_products: false, user_profile_id: '7' },
    ],
    [
      'product-details',
      productDetailsRequestSchema,
      { product_id: 42, user_profile_id: 'u1' },
      { product_id: '42', user_profile_id: 'u1' },
    ],
    [
      'get-recommended-products',
      recommendedProductsRequestSchema,
      {
        name: 'Milk',
        product_id: 42,
        category_id: 1,
        subcategory_id: null,
        sees_red_products: true,
        intolerances: [],
      },
      {
        name: 'Milk',
        product_id: '42',
        category_id: '1',
        subcategory_id: null,
        top_k: 5,
        sees_red_products: true,
        intolerances: [],
      },
    ],
    [
      'favorites',
      favoriteRequestSchema,
      { user_profile_id: 'u1', product_id: 42 },
      { user_profile_id: 'u1', product_id: '42' },
    ],
    ['history', historyRequestSchema, { user_profile_id: 'u1' }, { user_profile_id: 'u1' }],
    ['barcode', barcodeLookupRequestSchema, { barcode: '7610000000000' }, { barcode: '7610000000000' }],
  ] as const)('given a valid %s body should parse it to %j', (_name, schema, body, expected) => {
    expect(schema.parse(body)).toEqual(expected);
  });

  it.each([
    [
      'personal info with gender 6',
      updatePersonalInfoRequestSchema,
      { email: 'a@b.ch', name: '', surname: '', gender: 6, birth_year: null },
    ],
    [
      'personal info with a text year',
      updatePersonalInfoRequestSchema,
      { email: 'a@b.ch', name: '', surname: '', gender: null, birth_year: '1990' },
    ],
    [
      'diets without user id',
      updatePersonalDietsRequestSchema,
      { email: 'a@b.ch', intolerances: [], extra_intolerance: null },
    ],
    [
      'diets with duplicate codes',
      updatePersonalDietsRequestSchema,
      { email: 'a@b.ch', user_id: 1, intolerances: [2, 2], extra_intolerance: null },
    ],
    [
      'products with sees_red as text',
      productsRequestSchema,
      { intolerances: [], sees_red_products: 'no', user_profile_id: 1 },
    ],
    [
      'suggestions with top_k 0',
      recommendedProductsRequestSchema,
      {
        name: '',
        product_id: 1,
        category_id: null,
        subcategory_id: null,
        top_k: 0,
        sees_red_products: false,
        intolerances: [],
      },
    ],
    ['favourite without product', favoriteRequestSchema, { user_profile_id: 'u1' }],
    ['history with an empty id', historyRequestSchema, { user_profile_id: '' }],
    ['a 7-digit barcode', barcodeLookupRequestSchema, { barcode: '1234567' }],
    ['a 15-digit barcode', barcodeLookupRequestSchema, { barcode: '123456789012345' }],
    ['a barcode with letters', barcodeLookupRequestSchema, { barcode: '76100000000AB' }],
    ['a barcode as a number', barcodeLookupRequestSchema, { barcode: 7610000000000 }],
  ] as const)('given %s should reject it', (_name, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});

describe('responses', () => {
  it.each([
    [{ error: 'Invalid year' }, { error: 'Invalid year', message: null }],
    [
      { message: 'ok', extra: 1 },
      { error: null, message: 'ok' },
    ],
    [{ error: { code: 1 } }, { error: null, message: null }],
    [{}, { error: null, message: null }],
  ])('given mutation answer %j should read %j', (raw, expected) => {
    expect(mutationResponseSchema.parse(raw)).toEqual(expected);
  });

  it('given history ids as numbers and text should read them as text', () => {
    expect(historyResponseSchema.parse([1, '2'])).toEqual(['1', '2']);
  });
});

describe('the ranked list page', () => {
  it('given a page should read its products, counts and cursor', () => {
    const page = productPageResponseSchema.parse({
      products: [
        { id: 7, name_en: 'Oat drink', price: 2.1, store: 'Coop', offers_count: 3, sort_key: '0|oat' },
      ],
      total: 120,
      hidden: 14,
      hidden_red: 9,
      next: 'c2',
    });
    expect(page).toMatchObject({ total: 120, hidden: 14, hidden_red: 9, next: 'c2' });
    expect(page.products[0]).toMatchObject({ id: '7', store: 'Coop', offers_count: 3, sort_key: '0|oat' });
  });

  it('given a page through the tolerant reader should keep it whole (no `data` wrapper to peel)', () => {
    expect(
      readResponse(productPageResponseSchema, {
        products: [{ id: 1 }],
        total: 1,
        hidden: 0,
        hidden_red: 0,
        next: null,
      }).products,
    ).toHaveLength(1);
  });

  it('given a last page or unreadable counts should read them as no cursor and 0', () => {
    expect(productPageResponseSchema.parse({ products: [], total: -1, hidden: 'x', next: null })).toEqual({
      products: [],
      total: 0,
      hidden: 0,
      hidden_red: 0,
      next: null,
    });
  });

  it('given a product with offers should keep them, cheapest first as sent', () => {
    const product = productSchema.parse({
      id: 1,
      offers: [
        { store: 'Aldi', storeLogo: null, price: 1.2, is_local: false },
        { store: 'Coop', price: 1.5, is_local: true },
      ],
    });
    expect(product.offers).toEqual([
      { store: 'Aldi', storeLogo: null, price: 1.2, is_local: false },
      { store: 'Coop', storeLogo: null, price: 1.5, is_local: true },
    ]);
  });
});
