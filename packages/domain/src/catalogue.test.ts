import { brandLabel, productName, resolveHistory, storeLabel, withImageBase } from './catalogue';

describe('product display', () => {
  const product = { name_en: 'Milk', name_de: 'Milch', name_fr: null };

  it.each([
    ['en', 'Milk'],
    ['de', 'Milch'],
    ['fr', 'Milk'],
  ] as const)('given locale %s should name it %j', (locale, name) => {
    expect(productName(product, locale)).toBe(name);
  });

  it('given no English name should fall back to another, then to empty', () => {
    expect(productName({ name_fr: 'Lait' }, 'en')).toBe('Lait');
    expect(productName({}, 'de')).toBe('');
  });

  it.each([
    [{ brand: ['Valflora', 'Coop'] }, 'Valflora, Coop'],
    [{ brand: 'Schär' }, 'Schär'],
    [{ brand: [] }, ''],
    [{ brand: null }, ''],
    [{}, ''],
  ])('given %j should label the brand %j', (p, label) => {
    expect(brandLabel(p)).toBe(label);
  });

  it.each([
    [{ store: 'Migros' }, 'Migros'],
    [{ store: '  ' }, 'Coop'],
    [{ store: null }, 'Coop'],
    [{}, 'Coop'],
  ])('given %j should label the store %j', (p, label) => {
    expect(storeLabel(p)).toBe(label);
  });
});

describe('image addresses', () => {
  it.each([
    ['https://img.example.ch/', '/categories/milk.png', 'https://img.example.ch/categories/milk.png'],
    ['https://img.example.ch', 'categories/milk.png', 'https://img.example.ch/categories/milk.png'],
    ['https://img.example.ch//', '//x.png', '//x.png'],
    ['https://img.example.ch', 'https://cdn.example.ch/a.png', 'https://cdn.example.ch/a.png'],
    ['https://img.example.ch', 'data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['', 'a.png', 'a.png'],
    ['https://img.example.ch', '', null],
    ['https://img.example.ch', null, null],
  ])('given base %j and path %j should give %j', (base, path, expected) => {
    expect(withImageBase(base, path)).toBe(expected);
  });
});

describe('history', () => {
  it('given ids should resolve them against the cache in history order, skipping unknown ones', () => {
    const products = [{ id: '1' }, { id: '2' }, { id: '3' }];
    expect(resolveHistory([3, '1', 'nine'], products)).toEqual([{ id: '3' }, { id: '1' }]);
  });
});
