import {
  brandLabel,
  categoryName,
  nameIn,
  productName,
  resolveHistory,
  storeLabel,
  withImageBase,
} from './catalogue';

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

describe('names by language', () => {
  const yoghurt = { name_en: 'Yoghurt', name_de: 'Joghurt', name_fr: null, name_it: 'Iogurt' };

  it.each([
    ['de', { name: 'Joghurt', language: 'de' }],
    ['fr', { name: 'Yoghurt', language: 'en' }],
    ['it', { name: 'Iogurt', language: 'it' }],
  ] as const)('given %s should answer the name and the language it is in', (language, expected) => {
    expect(nameIn(yoghurt, language)).toEqual(expected);
  });

  it('given only an Italian name should fall back to it, marked Italian', () => {
    expect(nameIn({ name_en: ' ', name_it: 'Pane' }, 'fr')).toEqual({ name: 'Pane', language: 'it' });
    expect(productName({ name_it: 'Pane' }, 'de')).toBe('Pane');
  });

  it('given a category should name it in the language, else in English', () => {
    expect(categoryName({ name_en: 'Dairy & eggs', name_fr: 'Produits laitiers et œufs' }, 'fr')).toBe(
      'Produits laitiers et œufs',
    );
    expect(categoryName({ name_en: 'Dairy & eggs' }, 'de')).toBe('Dairy & eggs');
  });
});
