import type { UiT } from '../i18n/use-ui-translation.js';
import { splitPrice } from './price.js';

const known = (price: number | null | undefined): price is number =>
  typeof price === 'number' && Number.isFinite(price);

/**
 * What `to` costs beside `from`, in the kit's words: "CHF 0.35 more", "CHF 0.20 less" or "Same
 * price" (to the centime); null when either price is unknown. A swap and a card's "Try:" line say it.
 */
export function priceDifferenceText(
  from: number | null | undefined,
  to: number | null | undefined,
  currency: string,
  t: UiT,
): string | null {
  if (!known(from) || !known(to)) return null;
  const difference = Math.round((to - from) * 100) / 100;
  if (difference === 0) return t('swapPair.samePrice');
  const amount = splitPrice(Math.abs(difference));
  if (!amount) return null;
  return t(difference > 0 ? 'swapPair.more' : 'swapPair.less', {
    amount: `${currency} ${amount.whole}.${amount.cents}`,
  });
}
