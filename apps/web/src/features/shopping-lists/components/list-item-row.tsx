/**
 * One item of a list, drawn by the kit's `ShoppingListItem`: this adds what the app knows, the
 * diet a product does not (or may not) suit, the link to the product's page and, for a red or
 * yellow product, its swap. The swap is looked up only once the item comes near the screen (the
 * product page's suggestions call, cached with it), so a long list does not ask for every item's
 * at once; it is then named, with "Replace with {swap}" at one tap. The screen keeps the changes
 * (tick off, quantity, move, remove, replace, retry).
 */
import { isLocale, productSchema, type Product, type Suitability } from '@diet/domain';
import { ShoppingListItem, type ShoppingListItemProps } from '@diet/ui/shopping-list-item';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { productPath } from '../../../config/routes';
import { dietKeyOf } from '../../../lib/diet-keys';
import { recommendedQuery } from '../../../shared/api/suggestions';
import { betterSwapOf, wantsSwap } from '../../../shared/better-swap';
import { useNearScreen } from '../../../shared/use-near-screen';
import { RouterLink } from '../../../shared/components/router-link';
import { useProfile } from '../../../shared/session';
import { toSwapProduct } from '../../../shared/swap-product';

export type ListItemRowProps = Omit<
  ShoppingListItemProps,
  | 'verdict'
  | 'warning'
  | 'href'
  | 'swapHref'
  | 'linkComponent'
  | 'unavailable'
  | 'swap'
  | 'onReplace'
  | 'replacing'
  | 'replaceError'
> & {
  /** The product's id (a link to its page), or none for a free text. */
  productId?: string | null;
  /** The product, when the catalogue has it: its swap is looked up when it does not suit. */
  product?: Product | null;
  /** A product the catalogue no longer has. */
  gone?: boolean;
  verdict: Suitability | null;
  /**
   * Replaces the item with its swap: resolves once the server saved it, rejects with the message
   * to show when it did not (the item then stays as it was).
   */
  onReplace?: (swap: Product) => Promise<void>;
};

/** The suggestions query's key while there is no product (it is then not enabled). */
const NO_PRODUCT = productSchema.parse({ id: '0' });

export function ListItemRow({
  productId,
  product,
  gone = false,
  verdict,
  unread,
  onReplace,
  ...props
}: ListItemRowProps) {
  const { t, i18n } = useTranslation('lists');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const profile = useProfile();
  const diets = profile?.intolerances ?? [];
  const ref = useRef<HTMLLIElement>(null);
  const [replacing, setReplacing] = useState(false);
  const [replaceError, setReplaceError] = useState<ReactNode>(null);

  const warning = verdict && verdict.level !== 'green' ? t(`diets.${dietKeyOf(verdict.code)}`) : undefined;
  const page = productId && !gone ? productPath(productId) : undefined;

  const wanted = Boolean(
    product && onReplace && !props.checked && !props.status && wantsSwap(product, diets),
  );
  const near = useNearScreen(ref, wanted);
  const suggestions = useQuery({
    ...recommendedQuery(product ?? NO_PRODUCT, profile),
    enabled: wanted && near && product != null,
  });
  const swap = product && wanted ? betterSwapOf(product, diets, suggestions.data) : null;

  // Its name only: no picture is drawn here.
  const swapShown = swap ? toSwapProduct(swap, locale, undefined) : null;
  // "Replace with {name}", the name marked with its language when it is another than the page's.
  const swapWords = (shown: { name: string; nameLang?: string }) => {
    const [before = '', after = ''] = t('item.replaceWith', { name: '\u0001' }).split('\u0001');
    return {
      label: (
        <>
          {before}
          <span lang={shown.nameLang}>{shown.name}</span>
          {after}
        </>
      ),
      busyLabel: t('item.replacing'),
      moreLabel: t('item.moreSwaps'),
    };
  };

  const replace = async () => {
    if (!swap || !onReplace || replacing) return;
    setReplacing(true);
    setReplaceError(null);
    try {
      await onReplace(swap);
    } catch (error) {
      setReplaceError(error instanceof Error ? error.message : String(error));
    } finally {
      setReplacing(false);
    }
  };

  return (
    <ShoppingListItem
      {...props}
      ref={ref}
      verdict={verdict?.level ?? null}
      unread={unread}
      warning={warning}
      unavailable={gone}
      href={page}
      swapHref={page}
      swap={swapShown ? swapWords(swapShown) : null}
      onReplace={() => void replace()}
      replacing={replacing}
      replaceError={replaceError}
      linkComponent={RouterLink}
    />
  );
}
