import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The ids of the products being unfavourited right now (a favourite toggle to `false` whose call
 * is pending, wherever it was pressed). The favourites list keeps their cards mounted but hidden
 * until the call settles: see `FavoriteRow.shown`.
 */
export function useLeavingFavorites(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: ['favorite'], status: 'pending' },
    select: (mutation) => ({
      id: String(mutation.options.mutationKey?.[1] ?? ''),
      next: mutation.state.variables,
    }),
  });
  const key = pending
    .filter((entry) => entry.next === false)
    .map((entry) => entry.id)
    .sort()
    .join('\n');
  return useMemo(() => new Set(key === '' ? [] : key.split('\n')), [key]);
}
