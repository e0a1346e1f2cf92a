/**
 * The favourite toggle (signed-in spec §4): the flag flips at once in the products cache and the
 * product's details, then the server is called; on an error answer or no answer the flip is
 * reverted. The button is disabled while its call is pending.
 */
import type { Product } from '@diet/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query/client';
import { setFavoriteFlag } from './catalogue';

/** The API answered 200 with an `error` field. */
export class FavoriteRefusedError extends Error {
  override readonly name = 'FavoriteRefusedError';
}

export function useFavoriteToggle(product: Pick<Product, 'id'>, profileId: string | number | null) {
  const client = useQueryClient();
  const id = String(product.id);
  return useMutation({
    mutationKey: ['favorite', id],
    mutationFn: async (next: boolean) => {
      if (profileId == null) throw new Error('No user profile');
      const answer = await callApi(next ? '/favorites/add-favorite' : '/favorites/remove-favorite', {
        user_profile_id: profileId,
        product_id: product.id,
      });
      if (answer.error) throw new FavoriteRefusedError(answer.error);
    },
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: queryKeys.products });
      setFavoriteFlag(client, id, next);
    },
    // A fetch that was already on its way when the heart was pressed (the product's details as the
    // page opens) may land after the flip and carry the old flag: the saved flag is set again.
    onSuccess: (_answer, next) => setFavoriteFlag(client, id, next),
    onError: (error, next) => {
      console.warn('Favourite update failed', error);
      setFavoriteFlag(client, id, !next);
    },
  });
}
