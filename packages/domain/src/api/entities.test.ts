import type { z } from 'zod';

import {
  categorySchema,
  productReasonsSchema,
  productSchema,
  sampleProductSchema,
  userProfileSchema,
  type Product,
  type ProductInput,
  type UserProfile,
} from './entities';

const emptyProfile: UserProfile = {
  id: null,
  email: null,
  username: null,
  firstName: null,
  lastName: null,
  gender: null,
  birth_year: null,
  language: 'EN',
  country: null,
  intolerances: [],
  extra_intolerance: null,
  sees_red_products: false,
  sees_local_products: false,
  sees_only_specific_retailer: false,
  shop: [],
};

describe('user profile reader', () => {
  it('given a full camelCase profile should read it as is', () => {
    const profile = {
      id: 7,
      email: 'anna@example.ch',
      username: 'anna',
      firstName: 'Anna',
      lastName: 'Muster',
      gender: 4,
      birth_year: 1990,
      language: 'de',
      country: 'ch',
      intolerances: [1, 3],
      extra_intolerance: 'histamine',
      sees_red_products: true,
      sees_local_products: false,
      sees_only_specific_retailer: true,
      shop: ['Coop'],
    };
    expect(userProfileSchema.parse(profile)).toEqual({
      ...profile,
      id: '7',
      language: 'DE',
      country: 'CH',
    });
  });

  it('given snake_case names should read them as firstName and lastName', () => {
    const read = userProfileSchema.parse({ first_name: 'Anna', last_name: 'Muster' });
    expect([read.firstName, read.lastName]).toEqual(['Anna', 'Muster']);
  });

  it('given both spellings should prefer camelCase', () => {
    expect(userProfileSchema.parse({ firstName: 'A', first_name: 'B' }).firstName).toBe('A');
  });

  it('given an empty object should read every default', () => {
    expect(userProfileSchema.parse({})).toEqual(emptyProfile);
  });

  it('given wrong types everywhere should read defaults instead of failing', () => {
    expect(
      userProfileSchema.parse({
        id: {},
        email: 5,
        gender: 9,
        birth_year: '1990',
        language: 'IT',
        country: 'Switzerland',
        intolerances: 'lactose',
        sees_red_products: 'yes',
        shop: 3,
        extra_unknown: 'stripped',
      }),
    ).toEqual(emptyProfile);
  });

  it.each([
    ['Coop', ['Coop']],
    [
      ['Coop', 5, 'Migros'],
      ['Coop', 'Migros'],
    ],
    [3, []],
    [null, []],
  ])('given shop %j should read %j', (shop, expected) => {
    expect(userProfileSchema.parse({ shop }).shop).toEqual(expected);
  });

  it('given a non-object should fail', () => {
    expect(userProfileSchema.safeParse('profile').success).toBe(false);
    expect(userProfileSchema.safeParse(null).success).toBe(false);
  });

  it('given its own output should read it back unchanged', () => {
    const once = userProfileSchema.parse({ id: 1, first_name: 'Anna', shop: 'Coop', intolerances: [2, 9] });
    expect(userProfileSchema.parse(once)).toEqual(once);
  });
});

describe('category reader', () => {
  it('given a category should read ids as text and default subcategories', () => {
    expect(categorySchema.parse({ id: 1, name_en: 'Dairy', image: 'img/dairy.png', extra: 1 })).toEqual({
      id: '1',
      name_en: 'Dairy',
      image: 'img/dairy.png',
      subcategories: [],
    });
  });

  it('given subcategories should read them', () => {
    expect(
      categorySchema.parse({ id: 'c', name_en: 'Dairy', subcategories: [{ id: 2, name_en: 'Milk' }] }),
    ).toEqual({ id: 'c', name_en: 'Dairy', image: null, subcategories: [{ id: '2', name_en: 'Milk' }] });
  });

  it.each([[{ name_en: 'x' }], [{ id: 1 }], [{ id: 1, name_en: 'x', subcategories: [{ id: 2 }] }]])(
    'given %j should fail',
    (raw) => {
      expect(categorySchema.safeParse(raw).success).toBe(false);
    },
  );
});

describe('product reader', () => {
  const listItem = {
    id: 42,
    name_en: 'Milk',
    name_de: 'Milch',
    name_fr: 'Lait',
    brand: ['Valflora'],
    price: 1.95,
    image: 'p/42.png',
    store: 'Coop',
    storeLogo: 'logos/coop.png',
    category_id: 1,
    subcategory_id: 2,
    is_favorite: true,
    is_yellow: false,
    is_red: true,
    colors: { red: [1 as const], yellow: [3 as const] },
    ingredients: 'milk',
    nutritional_info: { Energy: '64 kcal', Fat: 3.5 },
    notes: 'Keep cool',
    barcode: '7610000000000',
  };

  const expected: Product = {
    ...listItem,
    id: '42',
    category_id: '1',
    subcategory_id: '2',
    nutritional_info: [
      { label: 'Energy', value: '64 kcal' },
      { label: 'Fat', value: '3.5' },
    ],
  };

  it('given a list item should read every field', () => {
    expect(productSchema.parse(listItem)).toEqual(expected);
  });

  it('given the detail shape should merge brand_name and the store object', () => {
    const { brand: _b, store: _s, storeLogo: _l, ...rest } = listItem;
    expect(
      productSchema.parse({
        ...rest,
        brand_name: 'Valflora',
        store: { name: 'Coop', logo: 'logos/coop.png' },
      }),
    ).toEqual(expected);
  });

  it('given only an id should read all defaults', () => {
    expect(productSchema.parse({ id: 'x' })).toEqual({
      id: 'x',
      name_en: null,
      name_de: null,
      name_fr: null,
      brand: [],
      price: null,
      image: null,
      store: null,
      storeLogo: null,
      category_id: null,
      subcategory_id: null,
      is_favorite: false,
      is_yellow: false,
      is_red: false,
      colors: { red: [], yellow: [] },
      ingredients: null,
      nutritional_info: [],
      notes: null,
      barcode: null,
    });
  });

  it.each([
    [{ brand: 'Schär' }, 'brand', ['Schär']],
    [{ brand: [], brand_name: 'Schär' }, 'brand', ['Schär']],
    [{ ingredients: ['rice flour', 'water'] }, 'ingredients', 'rice flour, water'],
    [
      { nutritional_info: [{ label: 'Salt', value: null }] },
      'nutritional_info',
      [{ label: 'Salt', value: '' }],
    ],
    [{ colors: { red: [4, 9, 1], yellow: null } }, 'colors', { red: [4, 1], yellow: [] }],
    // codes yellow only for our reading: ascending, within yellow, left out when empty
    [
      { colors: { red: [1], yellow: [4, 2, 3], unknown: [4, 2, 1, 9] } },
      'colors',
      { red: [1], yellow: [4, 2, 3], unknown: [2, 4] },
    ],
    [{ colors: { red: [], yellow: [2], unknown: [] } }, 'colors', { red: [], yellow: [2] }],
    [{ colors: { red: [], yellow: [2], unknown: null } }, 'colors', { red: [], yellow: [2] }],
    // brief reasons: kept for red and yellow codes only, words cut to two
    [
      {
        colors: {
          red: [1],
          yellow: [2],
          why: {
            1: { kind: 'contains', words: ['milk powder', 'whey', 'cream'], more: 1 },
            2: { kind: 'unread', words: [], missing: 'no-list' },
            3: { kind: 'contains', words: ['onion'] },
          },
        },
      },
      'colors',
      {
        red: [1],
        yellow: [2],
        why: {
          1: { kind: 'contains', words: ['milk powder', 'whey'], more: 1 },
          2: { kind: 'unread', words: [], missing: 'no-list' },
        },
      },
    ],
    // brief reasons that do not read are left out, not the product
    [
      { colors: { red: [1], yellow: [], why: { 1: { kind: 'sometimes', words: 'milk' } } } },
      'colors',
      { red: [1], yellow: [] },
    ],
    [{ storeLogo: 'a.png', store: { name: 'Coop', logo: 'b.png' } }, 'storeLogo', 'a.png'],
  ] as const)('given %j should read %s as %j', (patch, key, value) => {
    expect(productSchema.parse({ id: 1, ...patch })[key]).toEqual(value);
  });

  it.each([
    [{}],
    [{ id: 1, price: '1.95' }],
    [{ id: 1, price: Number.POSITIVE_INFINITY }],
    [{ id: 1, is_red: 'true' }],
    [{ id: 1, brand: 5 }],
  ])('given %j should fail', (raw) => {
    expect(productSchema.safeParse(raw).success).toBe(false);
  });

  it('given its own output should read it back unchanged', () => {
    const once = productSchema.parse({ ...listItem, store: { name: 'Coop', logo: 'x.png' } });
    expect(productSchema.parse(once)).toEqual(once);
  });
});

describe('product reasons (details)', () => {
  const reason = {
    code: 1,
    verdict: 'red',
    rule: 'lactose.milk',
    text: 'Vollmilch',
    lang: 'de',
    source: 'ingredients',
    start: 0,
    end: 9,
  } as const;

  it('given details with reasons and the ingredients language should read them', () => {
    const product = productSchema.parse({
      id: 1,
      ingredients: 'Vollmilch',
      ingredients_lang: 'de',
      reasons: [reason],
    });
    expect(product.ingredients_lang).toBe('de');
    expect(product.reasons).toEqual([reason]);
  });

  it('given a list item without reasons should add no reasons key (the products cache stays small)', () => {
    const product = productSchema.parse({ id: 1 });
    expect('reasons' in product).toBe(false);
    expect('ingredients_lang' in product).toBe(false);
  });

  it('given reasons that do not read should drop just those, and keep the product', () => {
    const product = productSchema.parse({
      id: 1,
      reasons: [
        reason,
        { code: 1, verdict: 'red', ingredient: 'milk', language: 'en' },
        { ...reason, code: 9 },
        { ...reason, verdict: 'orange' },
        null,
        'milk',
      ],
    });
    expect(product.reasons).toEqual([reason]);
  });

  it('given reasons that are no list should read the product without them', () => {
    expect('reasons' in productSchema.parse({ id: 1, reasons: { code: 1 } })).toBe(false);
  });

  it.each([[{ start: null, end: null }], [{ start: 5, end: 5 }], [{ start: 9, end: 2 }], [{ start: 3 }]])(
    'given offsets %j that make no range should read them as null',
    (offsets) => {
      const { start: _s, end: _e, ...rest } = reason;
      const [read] = productReasonsSchema.parse([{ ...rest, ...offsets }]);
      expect(read).toMatchObject({ start: null, end: null });
    },
  );

  it('given an unknown source, no text and no language should read a located-nowhere reason', () => {
    const [read] = productReasonsSchema.parse([
      { code: 3, verdict: 'yellow', rule: 'data.no-ingredients', source: 'elsewhere' },
    ]);
    expect(read).toEqual({
      code: 3,
      verdict: 'yellow',
      rule: 'data.no-ingredients',
      text: '',
      lang: null,
      source: 'product',
      start: null,
      end: null,
    });
  });

  it('given its own output should read it back unchanged', () => {
    const once = productSchema.parse({
      id: 1,
      ingredients_lang: 'de',
      reasons: [reason, { ...reason, start: 2, end: 1 }],
    });
    expect(productSchema.parse(once)).toEqual(once);
  });
});

describe('sample product reader', () => {
  const sample = {
    id: '12',
    name_en: 'Potato Chips',
    name_de: 'Kartoffelchips',
    name_fr: 'Chips',
    brand: 'Zweifel',
    image: '/images/products/12.svg',
  };

  it('given a full sample should read it as is, and its own output unchanged', () => {
    expect(sampleProductSchema.parse({ ...sample, id: 12 })).toEqual(sample);
    expect(sampleProductSchema.parse(sample)).toEqual(sample);
  });

  it.each([
    [{ brand: ['Zweifel', 'Coop'] }, 'brand', 'Zweifel, Coop'],
    [{ brand: [] }, 'brand', null],
    [{ brand: undefined }, 'brand', null],
    [{ name_de: null, name_fr: undefined }, 'name_fr', null],
    [{ image: null }, 'image', null],
  ] as const)('given %j should read %s as %j', (patch, key, value) => {
    expect(sampleProductSchema.parse({ ...sample, ...patch })[key]).toEqual(value);
  });

  it.each([[{}], [{ id: -1 }], [{ id: 1, brand: 5 }], [{ id: 1, name_en: 3 }]])(
    'given %j should fail',
    (raw) => {
      expect(sampleProductSchema.safeParse(raw).success).toBe(false);
    },
  );
});

describe('input types', () => {
  it('given the tolerant readers should let a sender omit every optional field', () => {
    expectTypeOf<Record<never, never>>().toExtend<z.input<typeof userProfileSchema>>();
    expectTypeOf<{ id: number }>().toExtend<ProductInput>();
    expectTypeOf<{ id: string; name_en: string }>().toExtend<z.input<typeof categorySchema>>();
  });
});
