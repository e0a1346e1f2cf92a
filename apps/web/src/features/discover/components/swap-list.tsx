/**
 * "Swaps": each everyday product that does not suit the user beside its better swap (the kit's
 * SwapPair), with the other alternatives as links. The API pairs it with the better swap its
 * product page shows (the first of its suggestions, one rule for both screens), so the first
 * alternative is shown as is. Four at first (two on a phone's first screen would push "What can I
 * eat?" far down), the rest on request.
 */
import { isLocale, type DiscoverSwap, type Product } from '@diet/domain';
import { Button } from '@diet/ui/button';
import { SwapPair, type SwapProduct } from '@diet/ui/swap-pair';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { productPath } from '../../../config/routes';
import { AddToList } from '../../../shared/components/add-to-list';
import { RouterLink } from '../../../shared/components/router-link';
import { useKnownCategories, useProfile } from '../../../shared/session';
import { toSwapProduct } from '../../../shared/swap-product';
import { tileNote } from '../../../shared/tile-note';

/** Swaps shown before "Show more". */
export const SWAPS_SHOWN = 4;

function useSwapProduct(): (product: Product) => SwapProduct {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const categories = useKnownCategories();
  return (product) => toSwapProduct(product, locale, categories);
}

export function SwapList({
  swaps,
  formatPrice,
}: {
  swaps: readonly DiscoverSwap[];
  formatPrice: (value: number) => string;
}) {
  const { t } = useTranslation('discover');
  const { t: tApp } = useTranslation('app');
  const intolerances = useProfile()?.intolerances ?? [];
  const toSwap = useSwapProduct();
  const [all, setAll] = useState(false);
  const shown = all ? swaps : swaps.slice(0, SWAPS_SHOWN);
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('swaps.list')}>
        {shown.map((swap) => {
          const others = swap.alternatives.slice(1);
          const best = swap.alternatives[0]!;
          const bestShown = toSwap(best);
          return (
            <li key={String(swap.product.id)} className="min-w-0">
              <SwapPair
                className="h-full"
                // what is wrong with the everyday product, as its card says it
                from={{ ...toSwap(swap.product), note: tileNote(swap.product.colors, intolerances, tApp) }}
                to={bestShown}
                // put it on a shopping list from here, as from its card
                toActions={<AddToList product={best} name={bestShown.name} variant="icon" />}
                linkComponent={RouterLink}
                more={
                  others.length > 0 ? (
                    // One row per line of links, each link 44 px tall (a finger's hit area), so two
                    // lines of links never share a hit area. "Also:" keeps its own column; the
                    // links wrap beside it, each with its price.
                    <p className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2 text-muted-fg">
                      <span className="flex min-h-11 items-center">{t('swaps.alsoTry')}</span>
                      <span className="flex flex-wrap items-center gap-x-4">
                        {others.map((other) => {
                          const shownOther = toSwap(other);
                          return (
                            <span key={String(other.id)} className="inline-flex items-center gap-1">
                              <RouterLink
                                href={productPath(other.id)}
                                className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-4 focus-visible:ring-focus focus-visible:outline-none"
                              >
                                {shownOther.name}
                              </RouterLink>
                              {shownOther.price != null ? ` (${formatPrice(shownOther.price)})` : null}
                            </span>
                          );
                        })}
                      </span>
                    </p>
                  ) : undefined
                }
              />
            </li>
          );
        })}
      </ul>
      {swaps.length > SWAPS_SHOWN ? (
        <div>
          <Button variant="outline" onClick={() => setAll((value) => !value)} aria-expanded={all}>
            {all ? t('swaps.fewer') : t('swaps.more', { count: swaps.length - SWAPS_SHOWN })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
