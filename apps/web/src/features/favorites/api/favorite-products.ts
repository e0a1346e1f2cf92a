/**
 * The favourites page's server state at a catalogue of national size (issue 29): the app holds
 * only the first page of the ranked list, so favourites and history come as ids (`/favorites`,
 * `/history`) and are resolved against what the app holds, the rest in one `/products/by-ids` call.
 */
import type { Product, UserProfile } from '@diet/domain';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

import { callApi, type SignedInCall } from '../../../lib/api';
import { queryKeys } from '../../../lib/query/client';
import { resolveProducts } from '../../../shared/api/catalogue';

/** The user's favourite ids, most recent first (asked for on every visit). */
export function favoriteIdsQuery(profileId: string | number, call: SignedInCall = callApi) {
  return queryOptions({
    queryKey: queryKeys.favorites,
    queryFn: () => call('/favorites', { user_profile_id: profileId }),
    staleTime: 0,
  });
}

/**
 * `ids` as products, in their order (ids that are no product any more left out). Keyed by the ids:
 * a changed list is resolved again, an unchanged one is not; a favourite flipped anywhere is set
 * here too (`setFavoriteFlag` updates every `resolved` query).
 */
export function resolvedProductsQuery(
  client: QueryClient,
  kind: 'favorites' | 'history',
  profile: UserProfile | undefined,
  ids: readonly string[] | undefined,
  call: SignedInCall = callApi,
) {
  return queryOptions<Product[]>({
    queryKey: ['resolved', kind, ids?.join(',') ?? ''],
    queryFn: () => {
      if (!profile || !ids) throw new Error('Nothing to resolve yet');
      return ids.length === 0 ? Promise.resolve([]) : resolveProducts(client, profile, ids, call);
    },
    enabled: profile !== undefined && ids !== undefined,
    // A changed list (a favourite added elsewhere) keeps showing the last one while it resolves.
    placeholderData: keepPreviousData,
  });
}
