/**
 * Shopping lists (issue 31), the part both the lists' screens and the product page's "Add to list"
 * need: the lists query, a list's query, and adding an item so that nothing typed is lost.
 *
 * An item being added is kept in storage (`unsaved_list_items`) until the API says it is saved: it
 * shows at the end of its list as "saving", then "not saved" with a retry when the API refused it
 * or did not answer (a reload keeps it too). Items carry the app's own ids, so a retry after a lost
 * answer never adds twice.
 */
import {
  productSchema,
  STORAGE_KEYS,
  type Product,
  type ShoppingList,
  type ShoppingListSummary,
} from '@diet/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

import { callApi } from '../../lib/api';
import { pageLanguage } from './catalogue';

export const shoppingKeys = {
  all: ['shopping-lists'] as const,
  lists: (profileId: string) => ['shopping-lists', profileId] as const,
  list: (profileId: string, listId: string) => ['shopping-lists', profileId, listId] as const,
};

/** The user's lists, the most recently changed first (`/shopping-lists`). */
export function shoppingListsQuery(profileId: string) {
  return queryOptions<ShoppingListSummary[]>({
    queryKey: shoppingKeys.lists(profileId),
    queryFn: () => callApi('/shopping-lists', { user_profile_id: profileId }),
  });
}

/** One list with its items, products and total (`/shopping-lists/get-list`). */
export function shoppingListQuery(profileId: string, listId: string) {
  return queryOptions<ShoppingList>({
    queryKey: shoppingKeys.list(profileId, listId),
    queryFn: () =>
      callApi('/shopping-lists/get-list', {
        user_profile_id: profileId,
        list_id: listId,
        language: pageLanguage(),
      }),
  });
}

/** A new list's or item's id. */
export function newShoppingId(): string {
  return crypto.randomUUID();
}

/** Creates a list (the same id again changes nothing); rejects when it was not saved. */
export async function createShoppingList(profileId: string, listId: string, name: string): Promise<void> {
  const answer = await callApi('/shopping-lists/create', {
    user_profile_id: profileId,
    list_id: listId,
    name,
  });
  if (answer.error) throw new Error(answer.error);
}

// --- Items not saved yet ----------------------------------------------------------------------

const unsavedSchema = z.object({
  id: z.string(),
  listId: z.string(),
  profileId: z.string(),
  text: z.string().nullable(),
  product: productSchema.nullable(),
  quantity: z.int().min(1),
});
export type UnsavedItem = z.output<typeof unsavedSchema> & {
  /** `saving` while its call is on its way; `failed` once it was refused or not answered. */
  status: 'saving' | 'failed';
};
type StoredItem = z.output<typeof unsavedSchema>;

/** The items whose call is on its way in this visit (any other stored item is not saved). */
const inFlight = new Set<string>();
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; flights: string; items: readonly UnsavedItem[] } = {
  raw: null,
  flights: '',
  items: [],
};

function storedRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.unsavedListItems);
  } catch {
    return null;
  }
}

/** The unsaved items as stored, read again only when storage or the calls on their way changed. */
function current(): readonly UnsavedItem[] {
  const raw = storedRaw();
  const flights = [...inFlight].join(',');
  if (raw !== snapshot.raw || flights !== snapshot.flights) {
    let stored: StoredItem[] = [];
    try {
      const parsed = z.array(unsavedSchema).safeParse(raw ? JSON.parse(raw) : []);
      if (parsed.success) stored = parsed.data;
    } catch {
      // Unreadable: nothing kept.
    }
    const items = stored.map((item) => ({
      ...item,
      status: inFlight.has(item.id) ? ('saving' as const) : ('failed' as const),
    }));
    snapshot = { raw, flights, items };
  }
  return snapshot.items;
}

function write(next: readonly StoredItem[]) {
  try {
    if (next.length === 0) localStorage.removeItem(STORAGE_KEYS.unsavedListItems);
    else localStorage.setItem(STORAGE_KEYS.unsavedListItems, JSON.stringify(next));
  } catch {
    // A full storage: the item shows only while the call is on its way.
  }
  for (const listener of listeners) listener();
}

const stored = (): StoredItem[] => current().map(({ status: _status, ...item }) => item);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly UnsavedItem[] = [];

/** The items of a list not saved yet, in the order they were added. */
export function useUnsavedItems(listId: string): readonly UnsavedItem[] {
  const all = useSyncExternalStore(subscribe, current);
  const mine = all.filter((item) => item.listId === listId);
  return mine.length === 0 ? NONE : mine;
}

export function dropUnsavedItem(id: string): void {
  write(stored().filter((item) => item.id !== id));
}

export interface NewItem {
  listId: string;
  profileId: string;
  text?: string;
  product?: Product;
  quantity?: number;
}

/**
 * Adds an item: kept as unsaved until the API answers, then its list is read again. Resolves true
 * when saved, false when it stays "not saved" (never throws).
 */
export async function addShoppingItem(client: QueryClient, item: NewItem, id = newShoppingId()) {
  const entry: StoredItem = {
    id,
    listId: item.listId,
    profileId: item.profileId,
    text: item.product ? null : (item.text ?? '').trim(),
    product: item.product ?? null,
    quantity: item.quantity ?? 1,
  };
  inFlight.add(id);
  write([...stored().filter((kept) => kept.id !== id), entry]);
  return saveUnsaved(client, entry);
}

/** Sends an unsaved item (again): the same id, so a retry never adds it twice. */
export async function saveUnsaved(client: QueryClient, entry: StoredItem): Promise<boolean> {
  inFlight.add(entry.id);
  write(stored());
  try {
    const answer = await callApi('/shopping-lists/add-item', {
      user_profile_id: entry.profileId,
      list_id: entry.listId,
      item_id: entry.id,
      quantity: entry.quantity,
      ...(entry.product ? { product_id: entry.product.id } : { text: entry.text ?? '' }),
    });
    if (answer.error) throw new Error(answer.error);
  } catch (error) {
    console.warn('Shopping list item not saved', error);
    inFlight.delete(entry.id);
    write(stored());
    return false;
  }
  // Shown from the list's answer from now on.
  await client.invalidateQueries({ queryKey: shoppingKeys.lists(entry.profileId) });
  inFlight.delete(entry.id);
  dropUnsavedItem(entry.id);
  return true;
}
