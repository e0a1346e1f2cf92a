/** Which suggestion the product page offers as the better swap under the verdict (issue 30). */
import { isUnreadOnly, suitability, type Product } from '@diet/domain';

const RANK = { green: 0, yellow: 1, red: 2 } as const;

/**
 * The suggestion offered as the better swap: the first one (the API's order, green first) when it
 * suits better than `product`; null for a green product, one we could not check, or none better.
 * The alternatives below leave it out, so no product shows twice.
 */
export function betterSwapOf(
  product: Product,
  intolerances: readonly number[],
  suggestions: readonly Product[] | undefined,
): Product | null {
  const level = suitability(product.colors, intolerances).level;
  // Green needs no swap; a product we could not check is not known to be worse than anything, so
  // a "better" swap would claim what we do not know (the alternatives below still show).
  if (level === 'green' || isUnreadOnly(product.colors, intolerances)) return null;
  const best = suggestions?.find((candidate) => String(candidate.id) !== String(product.id));
  if (!best || RANK[suitability(best.colors, intolerances).level] >= RANK[level]) return null;
  return best;
}
