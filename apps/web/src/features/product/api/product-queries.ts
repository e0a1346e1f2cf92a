/** The product page's server state: the product's details and its suggestions (spec §7, §9). */
import type { Product } from '@diet/domain';
import { queryOptions } from '@tanstack/react-query';

import { callApi, type SignedInCall } from '../../../lib/api';
import { queryKeys } from '../../../lib/query/client';
import { pageLanguage } from '../../../shared/api/catalogue';
import { rememberProduct } from '../../../shared/api/recent-products';

/**
 * A product's details for the user, its ingredient list in the page's language when the product
 * has one (`ingredients_lang` says which it is); opening them records a view in the history.
 */
export function productDetailsQuery(id: string, profileId: string | number, call: SignedInCall = callApi) {
  const language = pageLanguage();
  return queryOptions<Product>({
    queryKey: [...queryKeys.product(id), language],
    queryFn: async () => {
      const product = await call('/products/product-details', {
        product_id: id,
        user_profile_id: profileId,
        language,
      });
      // Kept for the next visit without network (an aisle): see recent-products.ts.
      rememberProduct(product);
      return product;
    },
    // Details are cheap and change with the favourite flag: always asked for on opening.
    staleTime: 0,
  });
}

// The suggestions call is shared with the shopping lists' swaps.
export { recommendedQuery } from '../../../shared/api/suggestions';
