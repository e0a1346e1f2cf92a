/**
 * A product's suggestions (spec §9: top_k 5), and the best swap among them: the product page shows
 * it as its "better swap", a shopping list offers to replace the product with it. Both read the
 * same cached call (`queryKeys.recommended`), so a product asked for once is not asked for again.
 */
import {
  isUnreadOnly,
  RECOMMENDATIONS_TOP_K,
  suitability,
  type Product,
  type UserProfile,
} from '@diet/domain';
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

const RANK = { green: 0, yellow: 1, red: 2 } as const;

/** Whether `product` gets a swap at all: yellow or red, and not only because its label was unread. */
export function wantsSwap(product: Product, intolerances: readonly number[]): boolean {
  const level = suitability(product.colors, intolerances).level;
  // Green needs no swap; a product we could not check is not known to be worse than anything, so
  // a "better" swap would claim what we do not know.
  return level !== 'green' && !isUnreadOnly(product.colors, intolerances);
}

/**
 * The suggestion offered as the better swap: the first one (the API's order, green first) when it
 * suits better than `product`; null for a green product, one we could not check, or none better.
 * The product page shows it under the verdict (and leaves it out of the alternatives below); a
 * shopping list offers to replace the product with it.
 */
export function betterSwapOf(
  product: Product,
  intolerances: readonly number[],
  suggestions: readonly Product[] | undefined,
): Product | null {
  if (!wantsSwap(product, intolerances)) return null;
  const level = suitability(product.colors, intolerances).level;
  const best = suggestions?.find((candidate) => String(candidate.id) !== String(product.id));
  if (!best || RANK[suitability(best.colors, intolerances).level] >= RANK[level]) return null;
  return best;
}
