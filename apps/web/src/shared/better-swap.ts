/**
 * Which suggestion is offered as the better swap (issue 30): under the product page's verdict, and
 * in a shopping list to replace the product with. The API ranks the suggestions by the one swap
 * rule (green for every diet first, the product's shelf first, then the closest) and pairs
 * Discover's swaps by it too, so a product's better swap is the same on every screen.
 */
import { isUnreadOnly, suitability, type Product } from '@diet/domain';

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
