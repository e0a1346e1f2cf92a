// @vitest-environment happy-dom
import type { Product } from '@diet/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient, queryKeys } from '../../lib/query/client';
import { useFavoriteToggle } from './favorites';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ callApi }));

const milk = { id: '9', name_en: 'Milk', is_favorite: false } as Product;
const bread = { id: '10', name_en: 'Bread', is_favorite: false } as Product;

function setup() {
  const client = createQueryClient();
  client.setQueryData(queryKeys.products, [milk, bread]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useFavoriteToggle(milk, '7'), { wrapper });
  const flag = () =>
    client.getQueryData<Product[]>(queryKeys.products)?.find((p) => p.id === '9')?.is_favorite;
  const stored = () =>
    (JSON.parse(localStorage.getItem('products_cache')!) as { data: Product[] }).data.find(
      (p) => p.id === '9',
    )?.is_favorite;
  return { hook, flag, stored };
}

describe('useFavoriteToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    callApi.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('should flip the flag at once, in the cache and storage, then call the API', async () => {
    let answer!: (value: unknown) => void;
    callApi.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { hook, flag, stored } = setup();
    act(() => hook.result.current.mutate(true));
    await waitFor(() => expect(flag()).toBe(true));
    expect(stored()).toBe(true);
    expect(hook.result.current.isPending).toBe(true);
    expect(callApi).toHaveBeenCalledWith('/favorites/add-favorite', {
      user_profile_id: '7',
      product_id: '9',
    });
    await act(async () => answer({ error: null, message: 'ok' }));
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(flag()).toBe(true);
  });

  it('given a failed call, should revert the flip in the cache and storage', async () => {
    callApi.mockRejectedValue(new Error('down'));
    const { hook, flag, stored } = setup();
    act(() => hook.result.current.mutate(true));
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(flag()).toBe(false);
    expect(stored()).toBe(false);
  });

  it('given an answer with an error field, should revert too', async () => {
    callApi.mockResolvedValue({ error: 'Unknown product', message: null });
    const { hook, flag } = setup();
    act(() => hook.result.current.mutate(true));
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(flag()).toBe(false);
  });

  it('should remove with the remove call', async () => {
    callApi.mockResolvedValue({ error: null, message: null });
    const { hook } = setup();
    act(() => hook.result.current.mutate(false));
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(callApi).toHaveBeenCalledWith('/favorites/remove-favorite', {
      user_profile_id: '7',
      product_id: '9',
    });
  });
});
