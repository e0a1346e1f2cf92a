/**
 * The signed-in app's TanStack Query client. Three queries are the spec's browser caches (signed-in
 * spec §3, §4, §9): their stored `{data, timestamp}` entries are the queries' initial data (with
 * `initialDataUpdatedAt`), they stay fresh for 720 minutes, and every successful fetch or local
 * update (an optimistic favourite, its rollback) is written back here, in one place, with the
 * query's own update time. So storage always holds what the screens show.
 */
import { CACHE_LIFETIME_MS, STORAGE_KEYS, type CacheStorageKey } from '@diet/domain';
import { QueryClient, type QueryKey } from '@tanstack/react-query';

import { writeCache } from '../storage/caches';

/** The query keys stored under the spec's cache keys. */
export const queryKeys = {
  profile: ['profile'] as const,
  categories: ['categories'] as const,
  retailers: ['retailers'] as const,
  products: ['products'] as const,
  /** Pages of the ranked list per profile, diets and filters (in memory only, never stored). */
  productPages: (profileId: string, diets: string, seesRed: boolean, filters: object) =>
    ['product-pages', profileId, diets, seesRed, filters] as const,
  /** Favourite ids (`/favorites`). */
  favorites: ['favorites'] as const,
  history: ['history'] as const,
  product: (id: string) => ['product', id] as const,
  recommended: (id: string) => ['recommended', id] as const,
  barcode: (code: string) => ['barcode', code] as const,
};

const STORED: ReadonlyMap<string, CacheStorageKey> = new Map([
  [queryKeys.profile[0], STORAGE_KEYS.userProfileCache],
  [queryKeys.categories[0], STORAGE_KEYS.categoriesWithSub],
  [queryKeys.products[0], STORAGE_KEYS.productsCache],
]);

/** The storage key of a query whose data is one of the spec's cache entries, if it is one. */
export function storageKeyOf(queryKey: QueryKey): CacheStorageKey | undefined {
  return queryKey.length === 1 && typeof queryKey[0] === 'string' ? STORED.get(queryKey[0]) : undefined;
}

export function createQueryClient(storage: Storage = localStorage): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_LIFETIME_MS,
        gcTime: Infinity,
        // A failed call shows its state at once (with a way to try again); no silent retries
        // that would keep a spinner turning for seconds.
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = storageKeyOf(event.query.queryKey);
    if (!key) return;
    const { data, dataUpdatedAt } = event.query.state;
    if (data !== undefined) writeCache(key, data, dataUpdatedAt || Date.now(), storage);
  });
  return client;
}

/** The app's one client (created with the first signed-in screen; public pages never load this). */
export const queryClient = createQueryClient();
