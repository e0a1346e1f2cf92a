/**
 * The best alternative, right under a yellow or red product's verdict (issue 30: "what instead?"
 * answered at once): the first of the suggestions the page loads for "Alternatives that suit you",
 * as the kit's compact swap (its verdict, name, store, price, what it costs compared with this
 * product, and a link to it). While the suggestions load, a small skeleton; when there is none (or
 * the call failed), nothing: the alternatives section below says so. Not on a product yellow only
 * because we could not read its label. The alternatives below do not repeat it (`betterSwapOf`).
 * The swap has its own "Add to list", so the page's button (below it) is only ever this product's.
 */
import type { Locale, Product } from '@diet/domain';
import { SwapPair, SwapPairSkeleton } from '@diet/ui/swap-pair';

import { betterSwapOf, wantsSwap } from '../../../shared/better-swap';
import { AddToList } from '../../../shared/components/add-to-list';
import { RouterLink } from '../../../shared/components/router-link';
import { useKnownCategories } from '../../../shared/session';
import { toSwapProduct } from '../../../shared/swap-product';

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
  const categories = useKnownCategories();
  if (!wantsSwap(product, intolerances)) return null;
  if (loading) return <SwapPairSkeleton className={className} />;
  const best = betterSwapOf(product, intolerances, suggestions);
  if (!best) return null;
  const to = toSwapProduct(best, locale, categories);
  return (
    <SwapPair
      variant="compact"
      from={toSwapProduct(product, locale, categories)}
      to={to}
      // the swap itself goes on a list from here (the page's own button below adds this product)
      toActions={<AddToList product={best} name={to.name} variant="icon" />}
      linkComponent={RouterLink}
      className={className}
    />
  );
}
