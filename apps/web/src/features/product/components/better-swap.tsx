/**
 * The best alternative, right under a yellow or red product's verdict (issue 30: "what instead?"
 * answered at once): the first of the suggestions the page loads for "Alternatives that suit you",
 * as the kit's compact swap (its verdict, name, store, price, what it costs compared with this
 * product, and a link to it). While the suggestions load, a small skeleton; when there is none (or
 * the call failed), nothing: the alternatives section below says so. Not on a product yellow only
 * because we could not read its label.
 */
import {
  brandLabel,
  isUnreadOnly,
  nameIn,
  productName,
  storeLabel,
  suitability,
  withImageBase,
  type Locale,
  type Product,
} from '@diet/domain';
import { SwapPair, SwapPairSkeleton, type SwapProduct } from '@diet/ui/swap-pair';

import { config } from '../../../config';
import { productPath } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';

const RANK = { green: 0, yellow: 1, red: 2 } as const;

function toSwap(product: Product, locale: Locale): SwapProduct {
  const shownIn = nameIn(product, locale)?.language;
  return {
    name: productName(product, locale),
    nameLang: shownIn === undefined || shownIn === locale ? undefined : shownIn,
    brand: brandLabel(product) || null,
    price: product.price ?? null,
    storeName: storeLabel(product) || null,
    imageSrc: withImageBase(config.apiUrl, product.image) ?? undefined,
    href: productPath(product.id),
    isRed: product.is_red,
    isYellow: product.is_yellow,
  };
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
  // Green needs no swap; a product we could not check is not known to be worse than anything, so
  // a "better" swap would claim what we do not know (the alternatives below still show).
  if (level === 'green' || isUnreadOnly(product.colors, intolerances)) return null;
  if (loading) return <SwapPairSkeleton className={className} />;
  // The first suggestion, when it suits better than this product (the API's order: green first).
  const best = suggestions?.find((candidate) => String(candidate.id) !== String(product.id));
  if (!best || RANK[suitability(best.colors, intolerances).level] >= RANK[level]) return null;
  return (
    <SwapPair
      variant="compact"
      from={toSwap(product, locale)}
      to={toSwap(best, locale)}
      linkComponent={RouterLink}
      className={className}
    />
  );
}
