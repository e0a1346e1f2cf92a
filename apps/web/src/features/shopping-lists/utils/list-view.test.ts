import { productSchema, type ShoppingItem, type ShoppingList } from '@diet/domain';

import {
  applyChange,
  itemVerdict,
  listAsText,
  listTotal,
  movedEntries,
  neighbourPosition,
} from './list-view';

const milk = productSchema.parse({
  id: 1,
  name_en: 'Milk',
  name_fr: 'Lait',
  price: 1.95,
  store: 'Coop',
  colors: { green: [2], yellow: [], red: [1] },
});
const oatDrink = productSchema.parse({
  id: 2,
  name_en: 'Oat drink',
  price: 2.1,
  store: 'Migros',
  colors: { green: [1, 2], yellow: [], red: [] },
});

const item = (id: string, more: Partial<ShoppingItem>): ShoppingItem => ({
  id,
  product_id: null,
  text: null,
  quantity: 1,
  checked: false,
  position: 0,
  product: null,
  ...more,
});

const list: ShoppingList = {
  id: 'l',
  name: 'Week',
  created_at: '',
  updated_at: '',
  items: 4,
  checked: 1,
  entries: [
    item('a', { product_id: '1', product: milk, quantity: 2 }),
    item('b', { text: 'bread', position: 1 }),
    item('c', { product_id: '2', product: oatDrink, checked: true, position: 2 }),
    item('d', { product_id: '9', position: 3 }),
  ],
  total: { amount: 0, by_retailer: [], unpriced: 0 },
};

describe('a shopping list as shown', () => {
  it('given products with prices, should total price × quantity per retailer in cents, counting the unpriced', () => {
    expect(listTotal(list.entries)).toEqual({
      cents: 390 + 210,
      byRetailer: [
        { retailer: 'Coop', cents: 390 },
        { retailer: 'Migros', cents: 210 },
      ],
      unpriced: 1,
    });
  });

  it('given the user’s diets, should give each product its verdict and a free text none', () => {
    expect(itemVerdict(list.entries[0]!, [1])).toEqual({ level: 'red', code: 1 });
    expect(itemVerdict(list.entries[0]!, [2])).toEqual({ level: 'green' });
    expect(itemVerdict(list.entries[1]!, [1])).toBeNull();
  });

  it('given a move, should put the item at the position among the others, as the API does', () => {
    expect(movedEntries(list.entries, 'a', 2).map((e) => e.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(movedEntries(list.entries, 'd', 0).map((e) => [e.id, e.position])).toEqual([
      ['d', 0],
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(movedEntries(list.entries, 'a', 99).map((e) => e.id)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('given up and down among the items to buy, should pass the basket’s items and stop at the ends', () => {
    expect(neighbourPosition(list.entries, 'b', 1)).toBe(3);
    expect(
      movedEntries(list.entries, 'b', 3)
        .filter((e) => !e.checked)
        .map((e) => e.id),
    ).toEqual(['a', 'd', 'b']);
    expect(neighbourPosition(list.entries, 'd', -1)).toBe(1);
    expect(neighbourPosition(list.entries, 'a', -1)).toBeNull();
    expect(neighbourPosition(list.entries, 'd', 1)).toBeNull();
  });

  it('given changes, should apply them and keep the counts', () => {
    const checked = applyChange(list, { kind: 'check', itemId: 'b', checked: true });
    expect([checked.checked, checked.items]).toEqual([2, 4]);
    const removed = applyChange(checked, { kind: 'remove', itemId: 'c' });
    expect([removed.checked, removed.items]).toEqual([1, 3]);
    expect(applyChange(list, { kind: 'quantity', itemId: 'b', quantity: 3 }).entries[1]!.quantity).toBe(3);
  });

  it('given the user’s language, should write the list as text with the basket and total', () => {
    const text = listAsText(list, 'fr', {
      quantity: (n, name) => `${n} × ${name}`,
      price: (price, retailer) => `${price} chez ${retailer}`,
      total: (price) => `Total : ${price}`,
      basket: 'Dans le panier',
      currency: 'CHF',
      gone: 'Produit plus disponible',
    });
    expect(text).toBe(
      [
        'Week',
        '',
        '- 2 × Lait (CHF 1.95 chez Coop)',
        '- bread',
        '- Produit plus disponible',
        '',
        'Dans le panier:',
        '- Oat drink (CHF 2.10 chez Migros)',
        '',
        'Total : CHF 6.00',
      ].join('\n'),
    );
  });
});
