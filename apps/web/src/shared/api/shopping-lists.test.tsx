// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../lib/query/client';
import { addShoppingItem, saveUnsaved, useUnsavedItems } from './shopping-lists';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ callApi }));

const LIST = '5d1f7a2e-3b4c-4d5e-8f60-718293a4b5c6';

describe('items not saved yet', () => {
  beforeEach(() => {
    localStorage.clear();
    callApi.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('given the API down, should keep the typed item as failed in storage, and a retry with the same id saves it', async () => {
    const client = createQueryClient();
    const shown = renderHook(() => useUnsavedItems(LIST));
    let answer: (value: unknown) => void = () => {};
    callApi.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const first = addShoppingItem(client, { listId: LIST, profileId: '7', text: ' bread ' });
    await waitFor(() =>
      expect(shown.result.current.map((i) => [i.text, i.status])).toEqual([['bread', 'saving']]),
    );
    answer(Promise.reject(new Error('offline')));
    expect(await first.catch(() => 'threw')).toBe(false);
    await waitFor(() => expect(shown.result.current.map((i) => i.status)).toEqual(['failed']));
    const stored = JSON.parse(localStorage.getItem('unsaved_list_items')!) as { id: string; text: string }[];
    expect(stored.map((item) => item.text)).toEqual(['bread']);

    callApi.mockResolvedValueOnce({ error: null, message: 'Item added' });
    const item = shown.result.current[0]!;
    expect(await saveUnsaved(client, item)).toBe(true);
    expect(callApi).toHaveBeenLastCalledWith('/shopping-lists/add-item', {
      user_profile_id: '7',
      list_id: LIST,
      item_id: stored[0]!.id,
      quantity: 1,
      text: 'bread',
    });
    expect(callApi.mock.calls[0]![1]).toMatchObject({ item_id: stored[0]!.id });
    await waitFor(() => expect(shown.result.current).toEqual([]));
    expect(localStorage.getItem('unsaved_list_items')).toBeNull();
  });

  it('given an answer with an error, should keep the item as not saved', async () => {
    const client = createQueryClient();
    callApi.mockResolvedValueOnce({ error: 'No such list', message: null });
    expect(await addShoppingItem(client, { listId: LIST, profileId: '7', text: 'milk' })).toBe(false);
    const shown = renderHook(() => useUnsavedItems(LIST));
    expect(shown.result.current.map((i) => [i.text, i.status])).toEqual([['milk', 'failed']]);
    expect(renderHook(() => useUnsavedItems('another')).result.current).toEqual([]);
  });
});
