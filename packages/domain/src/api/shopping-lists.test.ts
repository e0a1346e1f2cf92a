import { apiCalls } from './calls';
import { readResponse } from './readers';

const LIST = '4f1c2b1e-8d3a-4c55-9a0e-6b7d2f1e9c01';
const ITEM = '9b2e4a7c-1f3d-4e6a-8b5c-2d9f0a1b3c4e';
const base = { user_profile_id: 'p1', list_id: LIST, item_id: ITEM };

describe('shopping lists contract', () => {
  it('given an item with a product or a text, should take exactly one of them', () => {
    const add = apiCalls['/shopping-lists/add-item'].request;
    expect(add.parse({ ...base, product_id: 7 })).toMatchObject({ product_id: '7', quantity: 1 });
    expect(add.parse({ ...base, text: '  bread ' })).toMatchObject({ text: 'bread' });
    expect(add.safeParse({ ...base }).success).toBe(false);
    expect(add.safeParse({ ...base, text: '   ' }).success).toBe(false);
    expect(add.safeParse({ ...base, text: 'bread', product_id: 7 }).success).toBe(false);
    expect(add.safeParse({ ...base, text: 'bread', quantity: 100 }).success).toBe(false);
  });

  it('given ids that are not UUIDs or a blank name, should refuse them', () => {
    const create = apiCalls['/shopping-lists/create'].request;
    expect(create.parse({ user_profile_id: 'p1', list_id: LIST.toUpperCase(), name: ' Week ' })).toEqual({
      user_profile_id: 'p1',
      list_id: LIST,
      name: 'Week',
    });
    expect(create.safeParse({ user_profile_id: 'p1', list_id: '1', name: 'Week' }).success).toBe(false);
    expect(create.safeParse({ user_profile_id: 'p1', list_id: LIST, name: '  ' }).success).toBe(false);
  });

  it('given an update without a change, should refuse it', () => {
    const update = apiCalls['/shopping-lists/update-item'].request;
    expect(update.safeParse(base).success).toBe(false);
    expect(update.parse({ ...base, checked: true })).toMatchObject({ checked: true });
  });

  it('given a list answer with odd fields, should read it tolerantly', () => {
    const list = readResponse(apiCalls['/shopping-lists/get-list'].response, {
      id: LIST,
      name: 'Week',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: 5,
      items: 2,
      checked: -1,
      entries: [{ id: ITEM, product_id: null, text: 'bread', quantity: 0, checked: 'no', position: 0 }],
      total: { amount: 3.5, by_retailer: [{ retailer: 'Coop', amount: 3.5 }], unpriced: 1 },
    });
    expect(list.checked).toBe(0);
    expect(list.updated_at).toBe('');
    expect(list.entries[0]).toEqual({
      id: ITEM,
      product_id: null,
      text: 'bread',
      quantity: 1,
      checked: false,
      position: 0,
      product: null,
    });
  });
});
