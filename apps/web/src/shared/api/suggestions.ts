/**
 * A product's suggestions (spec §9: top_k 5), among which the better swap is chosen
 * (shared/better-swap.ts): the product page shows it under the verdict, a shopping list offers to
 * replace the product with it. Both read the same cached call (`queryKeys.recommended`), so a
 * product asked for once is not asked for again.
 */
import { RECOMMENDATIONS_TOP_K, type Product, type UserProfile } from '@diet/domain';
import { queryOptions } from '@tanstack/react-query';

import { callApi, type SignedInCall } from '../../lib/api';
import { queryKeys } from '../../lib/query/client';

/**
 * Up to five suggestions like `product`. Without a profile, red products are included (spec §9
 * default for suggestions).
 */
export function recommendedQuery(
  product: Product,
  profile: UserProfile | undefined,
  call: SignedInCall = callApi,
) {
  return queryOptions<Product[]>({
    queryKey: queryKeys.recommended(String(product.id)),
    queryFn: () =>
      call('/products/get-recommended-products', {
        name: product.name_en ?? '',
        product_id: product.id,
        category_id: product.category_id ?? null,
        subcategory_id: product.subcategory_id ?? null,
        top_k: RECOMMENDATIONS_TOP_K,
        sees_red_products: profile ? profile.sees_red_products : true,
        intolerances: profile?.intolerances ?? [],
      }),
  });
}
