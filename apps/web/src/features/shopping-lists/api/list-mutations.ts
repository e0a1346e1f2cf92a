/**
 * Changes to the user's lists and their items, each shown at once and undone when the API refuses
 * it or does not answer (with a message saying so). A list is read again once no change of it is
 * on its way, so what shows is the server's (its products, their prices) without a change in
 * flight being overwritten.
 */
import type { Product, ShoppingItem, ShoppingList, ShoppingListSummary } from '@diet/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { callApi } from '../../../lib/api';
import { newShoppingId, shoppingKeys } from '../../../shared/api/shopping-lists';
import { applyChange, type ListChange } from '../utils/list-view';

const listKey = (listId: string) => ['shopping-list-change', listId] as const;

/** Refuses an answer carrying an `error`. */
function saved(answer: { error: string | null }) {
  if (answer.error) throw new Error(answer.error);
}

/** Check, quantity, move and remove on one list. */
export function useListChange(profileId: string, listId: string, onFailed: (change: ListChange) => void) {
  const client = useQueryClient();
  const key = shoppingKeys.list(profileId, listId);
  return useMutation({
    mutationKey: listKey(listId),
    mutationFn: async (change: ListChange) => {
      const base = { user_profile_id: profileId, list_id: listId, item_id: change.itemId };
      switch (change.kind) {
        case 'check':
          return saved(await callApi('/shopping-lists/update-item', { ...base, checked: change.checked }));
        case 'quantity':
          return saved(await callApi('/shopping-lists/update-item', { ...base, quantity: change.quantity }));
        case 'move':
          return saved(await callApi('/shopping-lists/move-item', { ...base, position: change.position }));
        case 'remove':
          return saved(await callApi('/shopping-lists/remove-item', base));
      }
    },
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ShoppingList>(key);
      if (before) client.setQueryData<ShoppingList>(key, applyChange(before, change));
      return { before };
    },
    onError: (error, change, context) => {
      console.warn('Shopping list change failed', error);
      if (context?.before) client.setQueryData(key, context.before);
      onFailed(change);
    },
    onSettled: async () => {
      if (client.isMutating({ mutationKey: listKey(listId) }) === 1) {
        await client.invalidateQueries({ queryKey: shoppingKeys.lists(profileId) });
      }
    },
  });
}

/** Create, rename and delete lists, each shown at once on the lists page. */
export function useListsChange(profileId: string) {
  const client = useQueryClient();
  const key = shoppingKeys.lists(profileId);
  type Change =
    | { kind: 'create'; listId: string; name: string }
    | { kind: 'rename'; listId: string; name: string }
    | { kind: 'delete'; listId: string };
  return useMutation({
    mutationKey: ['shopping-lists-change'],
    mutationFn: async (change: Change) => {
      const base = { user_profile_id: profileId, list_id: change.listId };
      if (change.kind === 'delete') return saved(await callApi('/shopping-lists/delete', base));
      return saved(
        await callApi(change.kind === 'create' ? '/shopping-lists/create' : '/shopping-lists/rename', {
          ...base,
          name: change.name,
        }),
      );
    },
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ShoppingListSummary[]>(key);
      const now = new Date().toISOString();
      const lists = before ?? [];
      const next =
        change.kind === 'create'
          ? [
              {
                id: change.listId,
                name: change.name,
                created_at: now,
                updated_at: now,
                items: 0,
                checked: 0,
              },
              ...lists,
            ]
          : change.kind === 'rename'
            ? lists.map((list) => (list.id === change.listId ? { ...list, name: change.name } : list))
            : lists.filter((list) => list.id !== change.listId);
      client.setQueryData<ShoppingListSummary[]>(key, next);
      return { before };
    },
    onError: (error, _change, context) => {
      console.warn('Shopping lists change failed', error);
      client.setQueryData(key, context?.before);
    },
    onSettled: async () => {
      if (client.isMutating({ mutationKey: ['shopping-lists-change'] }) === 1) {
        await client.invalidateQueries({ queryKey: key, exact: true });
      }
    },
  });
}

/**
 * Replaces an item with its swap, the same quantity, in the same place: the swap is added (and
 * moved to the item's place), then the item removed. Nothing is lost on the way: when the swap
 * was not added, the list is as it was (`not-added`); when the item could not be removed, both are
 * in the list (`not-removed`). `replaced` once the server saved it all. The list is read again.
 */
export async function replaceItem(
  client: QueryClient,
  {
    profileId,
    listId,
    entry,
    swap,
    entries,
  }: {
    profileId: string;
    listId: string;
    entry: ShoppingItem;
    swap: Product;
    entries: readonly ShoppingItem[];
  },
): Promise<'replaced' | 'not-added' | 'not-removed'> {
  const base = { user_profile_id: profileId, list_id: listId };
  const itemId = newShoppingId();
  try {
    saved(
      await callApi('/shopping-lists/add-item', {
        ...base,
        item_id: itemId,
        product_id: swap.id,
        quantity: entry.quantity,
      }),
    );
  } catch (error) {
    console.warn('Swap not added', error);
    return 'not-added';
  }
  let outcome: 'replaced' | 'not-removed' = 'replaced';
  try {
    // In the item's place (a failure only leaves the swap at the end).
    const position = entries.findIndex((other) => other.id === entry.id);
    if (position >= 0) {
      await callApi('/shopping-lists/move-item', { ...base, item_id: itemId, position }).catch(
        (error: unknown) => console.warn('Swap not moved', error),
      );
    }
    saved(await callApi('/shopping-lists/remove-item', { ...base, item_id: entry.id }));
  } catch (error) {
    console.warn('Replaced item not removed', error);
    outcome = 'not-removed';
  }
  await client.invalidateQueries({ queryKey: shoppingKeys.lists(profileId) });
  return outcome;
}
