/**
 * Discover's one call (`/products/discover`): the categories with their products green for every
 * diet chosen, and the swaps, for the chosen diets and retailer, in the page's language. Cached
 * per choice in memory (TanStack Query): switching a chip back is instant, and a screen costs one
 * call beside the categories the shell holds already.
 */
import type { Discover, IntoleranceCode, UserProfile } from '@diet/domain';
import { queryOptions } from '@tanstack/react-query';

import { callApi, type SignedInCall } from '../../../lib/api';
import { pageLanguage } from '../../../shared/api/catalogue';

/** What Discover is asked for: the diets every product must suit, and one retailer or any of the user's. */
export interface DiscoverChoice {
  diets: readonly IntoleranceCode[];
  retailer: string | null;
}

/** Products per category row (the carousel; "See all" opens the whole list). */
export const ROW_SIZE = 12;

export function discoverQuery(
  profile: UserProfile | undefined,
  choice: DiscoverChoice,
  call: SignedInCall = callApi,
) {
  const diets = [...choice.diets].sort((a, b) => a - b);
  const language = pageLanguage();
  return queryOptions<Discover>({
    queryKey: ['discover', profile?.id ?? '', diets.join(','), choice.retailer ?? '', language],
    queryFn: ({ signal }) => {
      if (profile?.id == null) throw new Error('No user profile to discover products for');
      return call(
        '/products/discover',
        {
          user_profile_id: profile.id,
          intolerances: diets,
          language,
          ...(choice.retailer ? { retailer: choice.retailer } : {}),
          per_category: ROW_SIZE,
        },
        { signal },
      );
    },
  });
}
