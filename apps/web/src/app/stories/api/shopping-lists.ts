/**
 * The shopping lists' API as the page stories answer it (issue 31): three lists, the weekly one
 * with products that suit, one that does not (whole milk for a lactose-free diet), a free text and
 * one in the basket; an empty one; any other list is unknown (404).
 */
import { type ApiResponseBody } from '@diet/domain';

import { listed, PRODUCTS } from '../fixtures';
import { signedInAnswers, type Answers } from '../handlers';

export const WEEK = '5d1f7a2e-3b4c-4d5e-8f60-718293a4b5c6';
const PARTY = '6e2a8b3f-4c5d-4e6f-9071-8293a4b5c6d7';
export const EMPTY = '7f3b9c40-5d6e-4f70-8182-93a4b5c6d7e8';
const diets = [1];
const productOf = (id: number) =>
  listed(
    PRODUCTS.filter((p) => p.id === id),
    diets,
  )[0]!;

const LISTS: ApiResponseBody<'/shopping-lists'> = [
  {
    id: WEEK,
    name: 'Weekly shop',
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-26T17:30:00.000Z',
    items: 6,
    checked: 1,
  },
  {
    id: PARTY,
    name: 'Birthday party',
    created_at: '2026-11-18T08:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    items: 12,
    checked: 0,
  },
  {
    id: EMPTY,
    name: 'Camping trip',
    created_at: '2026-11-10T08:00:00.000Z',
    updated_at: '2026-11-10T08:00:00.000Z',
    items: 0,
    checked: 0,
  },
];

const entry = (
  id: string,
  more: Partial<ApiResponseBody<'/shopping-lists/get-list'>['entries'][number]>,
) => ({
  id,
  product_id: null,
  text: null,
  quantity: 1,
  checked: false,
  position: 0,
  product: null,
  ...more,
});

const WEEK_LIST: ApiResponseBody<'/shopping-lists/get-list'> = {
  ...LISTS[0]!,
  entries: [
    entry('a0000000-0000-4000-8000-000000000001', {
      product_id: '101',
      product: productOf(101),
      quantity: 2,
    }),
    entry('a0000000-0000-4000-8000-000000000002', {
      product_id: '107',
      product: productOf(107),
      position: 1,
    }),
    entry('a0000000-0000-4000-8000-000000000003', { text: 'Bread', position: 2 }),
    entry('a0000000-0000-4000-8000-000000000004', {
      product_id: '102',
      product: productOf(102),
      position: 3,
    }),
    entry('a0000000-0000-4000-8000-000000000005', {
      product_id: '108',
      product: productOf(108),
      position: 4,
    }),
    entry('a0000000-0000-4000-8000-000000000006', {
      product_id: '103',
      product: productOf(103),
      checked: true,
      position: 5,
    }),
  ],
  total: { amount: 0, by_retailer: [], unpriced: 0 },
};

export function shoppingListAnswers(more: Answers = {}): Answers {
  return {
    ...signedInAnswers(),
    '/shopping-lists': { body: LISTS },
    '/shopping-lists/get-list': (request) => {
      const id = (request as { list_id?: unknown } | null)?.list_id;
      if (id === WEEK) return { body: WEEK_LIST };
      if (id === EMPTY)
        return { body: { ...LISTS[2]!, entries: [], total: { amount: 0, by_retailer: [], unpriced: 0 } } };
      return { status: 404 };
    },
    '/shopping-lists/create': { body: { message: 'List created' } },
    '/shopping-lists/rename': { body: { message: 'List renamed' } },
    '/shopping-lists/delete': { body: { message: 'List deleted' } },
    '/shopping-lists/add-item': { body: { message: 'Item added' } },
    '/shopping-lists/update-item': { body: { message: 'Item updated' } },
    '/shopping-lists/move-item': { body: { message: 'Item moved' } },
    '/shopping-lists/remove-item': { body: { message: 'Item removed' } },
    ...more,
  };
}

/** The user has no list yet. */
export const NO_LISTS: Answers = { '/shopping-lists': { body: [] } };
/** The lists never answer (loading). */
export const LISTS_PENDING: Answers = { '/shopping-lists': 'pending' };
