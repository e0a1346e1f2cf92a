/**
 * A kept product's item is, byte for byte, the JSON a list answer writes for the product's row
 * with the view's chosen offer: `listFields`, the favourite flag, the verdict flags, colours,
 * offer count and sort key, in that order.
 */
import { colorFlags } from '@diet/domain';

import { listFields, storedColors } from './catalogue';
import { relevance } from './search-set';
import {
  keptItem,
  keptProducts,
  keptRelevance,
  keptSortName,
  keptTier,
  type ItemView,
  type ProductOfferRow,
} from './kept-products';

const base: Omit<
  ProductOfferRow,
  'offer_id' | 'retailer_id' | 'is_local' | 'price' | 'store' | 'store_logo'
> = {
  id: 7,
  name_en: 'Whole milk "Alpine" 1\u00a0l',
  name_de: 'Vollmilch',
  name_fr: null,
  name_it: null,
  brand: 'Emmi',
  image: 'https://images.example/milk.jpg',
  category_id: 3,
  subcategory_id: 12,
  barcode: '7610000000001',
  colors: { red: [1], yellow: [2, 3], unknown: [3] },
  offers_count: 3,
  red_mask: 1,
  yellow_mask: 6,
  sort_en: 'whole milk'.padEnd(48),
  sort_de: 'vollmilch'.padEnd(48),
  sort_fr: 'whole milk',
  sort_it: 'whole milk',
};

const offers = [
  { offer_id: 1, retailer_id: 20, is_local: false, price: 1.45, store: 'Aldi', store_logo: 'aldi.svg' },
  { offer_id: 2, retailer_id: 10, is_local: true, price: 1.8, store: 'Coop', store_logo: null },
  { offer_id: 3, retailer_id: 30, is_local: true, price: null, store: 'Volg', store_logo: 'volg.svg' },
];

/** The item as a list answer writes it from a row whose offer the SQL chose. */
function expected(
  row: typeof base,
  offer: (typeof offers)[number] | undefined,
  favorite: boolean,
  intolerances: number[],
  sortKey: string,
) {
  const colors = storedColors(row.colors);
  return JSON.stringify({
    ...listFields({
      ...row,
      price: offer?.price ?? null,
      store: offer?.store ?? null,
      store_logo: offer?.store_logo ?? null,
    }),
    is_favorite: favorite,
    ...colorFlags(colors, intolerances),
    colors,
    offers_count: row.offers_count,
    sort_key: sortKey,
  });
}

const joined = (item: { head: string; tail: string }, favorite: boolean) =>
  `${item.head},"is_favorite":${favorite}${item.tail}`;

describe('kept products', () => {
  it('given a product with offers, should write each view’s item as the list answer does', () => {
    const [product] = keptProducts(offers.map((offer) => ({ ...base, ...offer })));
    const views: [ItemView, (typeof offers)[number] | undefined][] = [
      [{ mask: 1, localOnly: false, retailerIds: null, language: 'en' }, offers[0]],
      [{ mask: 0, localOnly: true, retailerIds: null, language: 'de' }, offers[1]],
      [{ mask: 2, localOnly: false, retailerIds: [30], language: 'fr' }, offers[2]],
      [{ mask: 4, localOnly: true, retailerIds: [20, 30], language: 'it' }, offers[2]],
      [{ mask: 3, localOnly: false, retailerIds: [99], language: 'en' }, undefined],
    ];
    for (const [view, offer] of views) {
      const key = `${keptTier(product!, view)}${keptSortName(product!, view.language)}0000000007`;
      const item = keptItem(product!, view, [1, 2], key);
      for (const favorite of [true, false]) {
        expect(joined(item, favorite)).toBe(expected(base, offer, favorite, [1, 2], key));
      }
    }
  });

  it('given a product without offers or Italian name, and one with, should keep each apart', () => {
    const rows: ProductOfferRow[] = [
      {
        ...base,
        id: 1,
        brand: null,
        image: null,
        colors: null,
        offers_count: 0,
        offer_id: null,
        retailer_id: null,
        is_local: null,
        price: null,
        store: null,
        store_logo: null,
      },
      { ...base, id: 2, name_it: 'Latte intero', ...offers[2]! },
    ];
    const products = keptProducts(rows);
    expect(products.map((product) => product.id)).toEqual([1, 2]);
    const view: ItemView = { mask: 0, localOnly: false, retailerIds: null, language: 'it' };
    expect(joined(keptItem(products[0]!, view, [], 'k'), false)).toBe(
      expected({ ...rows[0]!, colors: null }, undefined, false, [], 'k'),
    );
    expect(joined(keptItem(products[1]!, view, [], 'k'), true)).toBe(
      expected({ ...base, id: 2, name_it: 'Latte intero' }, offers[2], true, [], 'k'),
    );
    expect(keptSortName(products[1]!, 'de')).toBe('vollmilch'.padEnd(48));
    expect(keptSortName(products[1]!, 'it')).toBe('whole milk'.padEnd(48));
    expect(keptTier(products[1]!, { ...view, mask: 1 })).toBe(2);
    expect(keptTier(products[1]!, { ...view, mask: 2 })).toBe(1);
    expect(keptTier(products[1]!, { ...view, mask: 8 })).toBe(0);
  });
});

describe('a kept product’s relevance to a search', () => {
  it('given words, should be the relevance of its sort name in the page’s language, without making the name', () => {
    const [product] = keptProducts([
      {
        ...base,
        sort_en: 'milk chocolate 100 g',
        sort_de: 'vollmilch schokolade',
        sort_fr: 'chocolat au lait',
        sort_it: 'cioccolato al latte',
        offer_id: null,
        retailer_id: null,
        is_local: null,
        price: null,
        store: null,
        store_logo: null,
      },
    ]);
    const searches = [
      [],
      ['milk'],
      ['ilk'],
      ['choc', 'milk'],
      ['lait'],
      ['lai', 'au'],
      ['latte'],
      ['schokolade'],
      ['milch'],
      ['vollmilch', 'scho'],
      ['100', 'g'],
      ['chocolat', 'x'],
      ['t a'],
      ['e'],
    ];
    let relevant = 0;
    for (const language of ['en', 'de', 'fr', 'it'] as const) {
      for (const words of searches) {
        const expected = relevance(keptSortName(product!, language), words);
        expect(keptRelevance(product!, language, words), `${language} ${words.join(' ')}`).toBe(expected);
        if (words.length > 0 && expected === 0) relevant += 1;
      }
    }
    expect(relevant).toBeGreaterThan(4);
  });
});
