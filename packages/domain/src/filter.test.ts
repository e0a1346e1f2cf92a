import fc from 'fast-check';

import {
  EMPTY_SELECTION,
  filterDashboardProducts,
  matchesFavoriteQuery,
  matchesProductQuery,
  toggleCategory,
  toggleSubcategory,
  type FilterableProduct,
} from './filter';

const milk: FilterableProduct & { id: string } = {
  id: '1',
  name_en: 'Lactose-free Milk',
  name_de: 'Laktosefreie Milch',
  name_fr: 'Lait sans lactose',
  brand: ['Valflora', 'Coop Naturaplan'],
  store: 'Coop',
  category_id: 10,
  subcategory_id: '100',
};

const bread: FilterableProduct & { id: string } = {
  id: '2',
  name_en: 'Gluten-free Bread',
  name_de: 'Glutenfreies Brot',
  name_fr: null,
  brand: 'Schär',
  store: { name: 'Migros' },
  category_id: '20',
  subcategory_id: 200,
};

describe('dashboard text filter', () => {
  it.each([
    ['milk', true],
    ['MILCH', true],
    ['sans lac', true],
    ['naturaplan', true],
    ['coop', true],
    ['  valflora ', true],
    ['', true],
    ['   ', true],
    ['bread', false],
    ['migros', false],
  ])('given query %j should match the milk = %s', (query, expected) => {
    expect(matchesProductQuery(milk, query)).toBe(expected);
  });

  it.each([
    ['schär', true],
    ['SCHÄR', true],
    ['migros', true],
    ['brot', true],
    ['coop', false],
  ])('given query %j should match the bread (single brand, store object) = %s', (query, expected) => {
    expect(matchesProductQuery(bread, query)).toBe(expected);
  });

  it('given brand_name only (detail shape) should search it', () => {
    expect(matchesProductQuery({ brand_name: 'Alnatura' }, 'alna')).toBe(true);
  });

  it('given a product with no fields should match only a blank query', () => {
    expect(matchesProductQuery({}, 'x')).toBe(false);
    expect(matchesProductQuery({}, '')).toBe(true);
  });

  const asciiWord = fc.string({
    minLength: 1,
    maxLength: 12,
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
  });
  const field = fc.constantFrom('name_en', 'name_de', 'name_fr', 'brand', 'store');

  it('given any substring of a searched field in any case should match', () => {
    fc.assert(
      fc.property(asciiWord, field, fc.nat(), fc.nat(), fc.boolean(), (text, key, a, b, upper) => {
        const start = a % text.length;
        const end = start + 1 + (b % (text.length - start));
        const query = text.slice(start, end);
        const cased = upper ? query.toUpperCase() : query.toLowerCase();
        expect(matchesProductQuery({ [key]: text }, cased)).toBe(true);
      }),
    );
  });

  it('given any query should match the same whatever its case', () => {
    fc.assert(
      fc.property(asciiWord, asciiWord, (text, query) => {
        const product = { name_en: text };
        const expected = matchesProductQuery(product, query);
        expect(matchesProductQuery(product, query.toUpperCase())).toBe(expected);
        expect(matchesProductQuery(product, query.toLowerCase())).toBe(expected);
      }),
    );
  });
});

describe('favourites filter', () => {
  it.each([
    ['milk', true],
    ['VALFLORA', true],
    ['coop', true],
    ['milch', false],
    ['lait', false],
  ])('given query %j should match the milk = %s (English name, brand, store only)', (query, expected) => {
    expect(matchesFavoriteQuery(milk, query)).toBe(expected);
  });
});

describe('dashboard selection', () => {
  it('given a new category should select it and reset the subcategory', () => {
    expect(toggleCategory({ categoryId: '10', subcategoryId: '100' }, 20)).toEqual({
      categoryId: '20',
      subcategoryId: null,
    });
  });

  it('given the selected category should unselect it', () => {
    expect(toggleCategory({ categoryId: '10', subcategoryId: '100' }, '10')).toEqual(EMPTY_SELECTION);
  });

  it('given a subcategory should toggle it and keep the category', () => {
    const selected = toggleSubcategory({ categoryId: '10', subcategoryId: null }, 100);
    expect(selected).toEqual({ categoryId: '10', subcategoryId: '100' });
    expect(toggleSubcategory(selected, '100')).toEqual({ categoryId: '10', subcategoryId: null });
  });

  it.each([
    [EMPTY_SELECTION, '', ['1', '2']],
    [{ categoryId: '10', subcategoryId: null }, '', ['1']],
    [{ categoryId: '20', subcategoryId: '200' }, '', ['2']],
    [{ categoryId: '20', subcategoryId: '100' }, '', []],
    [EMPTY_SELECTION, 'MIGROS', ['2']],
    [{ categoryId: '10', subcategoryId: null }, 'brot', []],
  ])('given selection %j and query %j should list %j', (selection, query, ids) => {
    expect(filterDashboardProducts([milk, bread], selection, query).map((p) => p.id)).toEqual(ids);
  });
});
