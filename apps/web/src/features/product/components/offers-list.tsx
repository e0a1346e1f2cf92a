/**
 * "Where to buy": every store's offer of the product, cheapest first, when more than one store
 * sells it (one product, several offers: issue 29). The header shows the chosen offer; this list
 * lets a shopper compare. A table would suit a wide screen only; a list reads well at 375 px and
 * to a screen reader ("Coop, local, CHF 2.10").
 */
import { splitPrice, type Offer } from '@diet/domain';
import { useTranslation } from 'react-i18next';

/** 'CHF 2.10', or null when there is no price to show. */
function priceText(price: number | null): string | null {
  const split = price === null ? null : splitPrice(price);
  return split ? `CHF ${split.whole}.${split.cents}` : null;
}

/** Whether the first offer is cheaper than every other (a tie names no cheapest). */
function cheapestAlone(offers: readonly Offer[]): boolean {
  const [first, ...others] = offers;
  if (first?.price == null || others.length === 0) return false;
  return others.every((offer) => offer.price === null || offer.price > first.price!);
}

export function OffersList({ offers, className }: { offers: readonly Offer[]; className?: string }) {
  const { t } = useTranslation('product');
  const headingId = 'product-offers';
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {t('offers.title', { count: offers.length })}
      </h2>
      <ul className="mt-3 divide-y divide-border rounded-md border border-border" data-slot="product-offers">
        {offers.map((offer, index) => (
          <li
            key={`${offer.store ?? ''}-${index}`}
            className="flex items-center justify-between gap-4 px-4 py-3"
          >
            <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <span className="truncate font-medium">{offer.store ?? t('offers.unknownStore')}</span>
              {offer.is_local ? (
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-fg">
                  {t('offers.local')}
                </span>
              ) : null}
              {index === 0 && cheapestAlone(offers) ? (
                <span className="text-xs font-semibold text-primary">{t('offers.cheapest')}</span>
              ) : null}
            </span>
            <span className="shrink-0 font-semibold tabular-nums">
              {priceText(offer.price) ?? t('offers.noPrice')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
