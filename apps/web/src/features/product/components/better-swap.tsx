/**
 * The best alternative, right under a yellow or red product's verdict (issue 30: "what instead?"
 * answered at once): the first of the suggestions the page loads for "Alternatives that suit you",
 * as the kit's compact swap (its verdict, name, store, price, what it costs compared with this
 * product, and a link to it). While the suggestions load, a small skeleton; when there is none (or
 * the call failed), nothing: the alternatives section below says so. Not on a product yellow only
 * because we could not read its label. The alternatives below do not repeat it (`betterSwapOf`).
 */
import { isUnreadOnly, suitability, type Locale, type Product } from '@diet/domain';
import { SwapPair, SwapPairSkeleton } from '@diet/ui/swap-pair';

import { RouterLink } from '../../../shared/components/router-link';
import { toSwapProduct } from '../../../shared/swap-product';

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

export interface BetterSwapProps {
  product: Product;
  intolerances: readonly number[];
  /** The suggestions call's answer (undefined while it loads or after it failed). */
  suggestions: readonly Product[] | undefined;
  loading: boolean;
  locale: Locale;
  className?: string;
}

export function BetterSwap({
  product,
  intolerances,
  suggestions,
  loading,
  locale,
  className,
}: BetterSwapProps) {
  const level = suitability(product.colors, intolerances).level;
  if (level === 'green' || isUnreadOnly(product.colors, intolerances)) return null;
  if (loading) return <SwapPairSkeleton className={className} />;
  const best = betterSwapOf(product, intolerances, suggestions);
  if (!best) return null;
  return (
    <SwapPair
      variant="compact"
      from={toSwapProduct(product, locale)}
      to={toSwapProduct(best, locale)}
      linkComponent={RouterLink}
      className={className}
    />
  );
}
