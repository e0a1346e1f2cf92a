import { EMPTY_SELECTION, filterDashboardProducts, type FilterableProduct } from '@diet/domain';

import { createProductFilter, searchText } from './search-index';

/** A small deterministic random source (the test must not change between runs). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const WORDS = [
  'Milch',
  'Käse',
  'LAIT',
  'Pain complet',
  'Coop',
  'Aldi Suisse',
  'Schär',
  'ΟΔΟΣ',
  'Straße',
  'İstanbul',
  'Ærø',
  '',
];

function generate(count: number, next: () => number): FilterableProduct[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const text = () => (next() < 0.15 ? pick([null, undefined]) : `${pick(WORDS)} ${pick(WORDS)}`.trim());
  return Array.from({ length: count }, () => ({
    name_en: text(),
    name_de: text(),
    name_fr: text(),
    brand: pick([null, pick(WORDS), [pick(WORDS), pick(WORDS)], []]),
    brand_name: next() < 0.2 ? pick(WORDS) : null,
    store: pick([null, pick(WORDS), { name: pick(WORDS) }, { name: null }]),
    category_id: pick([1, '1', 2, null]),
    subcategory_id: pick([10, '10', 20, null]),
  }));
}

describe('createProductFilter', () => {
  it('given generated products, queries and selections, should match exactly what the domain filter keeps', () => {
    const next = random(42);
    const products = generate(2_000, next);
    const filter = createProductFilter(products);
    const selections = [
      EMPTY_SELECTION,
      { categoryId: '1', subcategoryId: null },
      { categoryId: '1', subcategoryId: '10' },
      { categoryId: '2', subcategoryId: '20' },
      { categoryId: null, subcategoryId: '10' },
    ];
    const queries = [
      '',
      ' ',
      'm',
      'MILCH',
      ' käse ',
      'lait c',
      'ο',
      'οσ',
      'STRASSE',
      'straße',
      'i̇',
      'ærø',
      'sch',
      'zz',
      'milch\u0000k',
    ];
    for (let i = 0; i < 40; i++) {
      const word = WORDS[Math.floor(next() * WORDS.length)]!;
      const start = Math.floor(next() * word.length);
      queries.push(word.slice(start, start + 1 + Math.floor(next() * 4)));
    }
    for (const selection of selections) {
      for (const query of queries) {
        expect(filter(selection, query), `${JSON.stringify(selection)} ${JSON.stringify(query)}`).toEqual(
          filterDashboardProducts(products, selection, query),
        );
      }
    }
  });

  it('given no filter, should return every product in order', () => {
    const products = generate(20, random(1));
    expect(createProductFilter(products)(EMPTY_SELECTION, '  ')).toEqual(products);
  });
});

describe('searchText', () => {
  it('given brand list, brand name, store object and names, should hold each field lower-cased', () => {
    const text = searchText({
      brand: ['Coop Naturaplan'],
      brand_name: 'Alnatura',
      store: { name: 'Migros' },
      name_en: 'Whole milk',
      name_de: 'Vollmilch',
      name_fr: 'Lait entier',
    });
    for (const field of ['coop naturaplan', 'alnatura', 'migros', 'whole milk', 'vollmilch', 'lait entier']) {
      expect(text).toContain(field);
    }
  });
});
