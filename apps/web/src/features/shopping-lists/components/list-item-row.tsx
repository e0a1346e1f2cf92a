/**
 * One item of a list, drawn by the kit's `ShoppingListItem`: this adds what the app knows, the
 * sentence naming the diet a product does not (or may not) suit, the link to the product's page
 * and, for a red or yellow product, "Find a swap" to that page, where the alternatives that suit
 * are shown. The screen keeps the changes (tick off, quantity, move, remove, retry).
 */
import type { Suitability } from '@diet/domain';
import { ShoppingListItem, type ShoppingListItemProps } from '@diet/ui/shopping-list-item';
import { useTranslation } from 'react-i18next';

import { productPath } from '../../../config/routes';
import { dietKeyOf } from '../../../lib/diet-keys';
import { RouterLink } from '../../../shared/components/router-link';

export type ListItemRowProps = Omit<
  ShoppingListItemProps,
  'verdict' | 'warning' | 'href' | 'swapHref' | 'linkComponent' | 'unavailable'
> & {
  /** The product's id (a link to its page), or none for a free text. */
  productId?: string | null;
  /** A product the catalogue no longer has. */
  gone?: boolean;
  verdict: Suitability | null;
};

export function ListItemRow({ productId, gone = false, verdict, unread, ...props }: ListItemRowProps) {
  const { t } = useTranslation('lists');
  const diet = verdict && verdict.level !== 'green' ? t(`diets.${dietKeyOf(verdict.code)}`) : '';
  const warning =
    verdict?.level === 'red'
      ? t('verdict.red', { diet })
      : verdict?.level === 'yellow'
        ? t(unread ? 'verdict.unread' : 'verdict.yellow', { diet })
        : undefined;
  const page = productId && !gone ? productPath(productId) : undefined;
  return (
    <ShoppingListItem
      {...props}
      verdict={verdict?.level ?? null}
      unread={unread}
      warning={warning}
      unavailable={gone}
      href={page}
      swapHref={page}
      linkComponent={RouterLink}
    />
  );
}
