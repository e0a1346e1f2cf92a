/**
 * Products that match a free-text item ("bread") and suit every diet of the user: the catalogue's
 * own search (`/products/page`, ranked, the user's preferences applied), asked once typing pauses,
 * green ones only, at most four.
 */
import { suitability, type Product, type UserProfile } from '@diet/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { callApi } from '../../../lib/api';
import { pageLanguage } from '../../../shared/api/catalogue';

export const MATCHES_SHOWN = 4;
const PAUSE_MS = 300;

export function useSuitableMatches(profile: UserProfile | undefined, text: string) {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery({
    queryKey: ['shopping-matches', profile?.id ?? '', profile?.intolerances.join(',') ?? '', search],
    enabled: profile?.id != null && search.length >= 2,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<Product[]> => {
      const page = await callApi(
        '/products/page',
        {
          user_profile_id: profile?.id ?? '',
          intolerances: profile?.intolerances ?? [],
          sees_red_products: false,
          language: pageLanguage(),
          category_id: null,
          subcategory_id: null,
          search,
          limit: 12,
        },
        { signal },
      );
      const diets = profile?.intolerances ?? [];
      return page.products
        .filter((product) => suitability(product.colors, diets).level === 'green')
        .slice(0, MATCHES_SHOWN);
    },
  });
  return { search, typing: search !== text.trim(), ...query };
}
