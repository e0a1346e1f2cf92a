/**
 * /favorites (signed-in spec §2, §3 History, §4 favourite toggle, §7 /history, §8): 'Your favorite
 * products' and 'Your product history'.
 *
 * - Favourites are the products cache's products with `is_favorite`, so a heart pressed anywhere
 *   (dashboard, product page, the history below) shows here at once. The header's search box
 *   narrows them by English name, brand or store; the 'Gluten free' and 'FODMAP' tags narrow them
 *   to products green for that diet (see `favorite-list.ts` for that reading of the spec).
 * - Unfavouriting a card removes it at once (the toggle is optimistic) and brings it back with the
 *   tile's message if the call fails; the keyboard focus moves on to the next card.
 * - The history is asked for on every visit (`/history`), resolved against the products cache,
 *   most recent first. A failed call is logged and, unlike the spec's silent empty view, says it
 *   could not be loaded, with a way to try again (an empty history would be a false statement).
 */
import { isLocale, productName, type Product } from '@diet/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useProducts, useProfile, useSignedIn } from '../../../shared/session';
import { historyQuery } from '../api/history-query';
import { FavoritesSection } from '../components/favorites-section';
import { HistorySection } from '../components/history-section';
import { historyList, type FavoriteTag } from '../utils/favorite-list';

export default function FavoritesScreen() {
  const { t, i18n } = useTranslation('favorites');
  const { search, setSearch } = useSignedIn();
  const profile = useProfile();
  const products = useProducts();
  const history = useQuery({
    ...historyQuery(profile?.id ?? ''),
    enabled: profile?.id != null,
  });
  const [tags, setTags] = useState<ReadonlySet<FavoriteTag>>(() => new Set());
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  useEffect(() => {
    if (history.error) console.warn('History fetch failed', history.error);
  }, [history.error]);

  const catalogue = products.data;
  const catalogueFailed = catalogue === undefined && !products.isFetching;
  const viewed = useMemo(
    () => (history.data && catalogue ? historyList(history.data, catalogue) : undefined),
    [history.data, catalogue],
  );

  const onFavoriteSaved = (product: Product, favorite: boolean) => {
    const name = productName(product, isLocale(i18n.language) ? i18n.language : 'en');
    setAnnouncement(({ count }) => ({
      text: t(favorite ? 'favorites.added' : 'favorites.removed', { name }),
      count: count + 1,
    }));
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 md:gap-14 md:px-8 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance">{t('title')}</h1>
        <p className="max-w-prose text-base text-pretty text-muted-fg md:text-lg">{t('lead')}</p>
      </header>
      <FavoritesSection
        products={catalogue}
        loading={catalogue === undefined && products.isFetching}
        failed={catalogueFailed}
        retrying={products.isFetching}
        onRetry={() => void products.refetch()}
        search={search}
        onSearchChange={setSearch}
        tags={tags}
        onTagsChange={setTags}
        onFavoriteSaved={onFavoriteSaved}
      />
      <HistorySection
        products={viewed}
        loading={
          (history.isPending && history.isFetching) || (catalogue === undefined && products.isFetching)
        }
        failed={(history.isError && history.data === undefined) || catalogueFailed}
        retrying={history.isFetching || products.isFetching}
        onRetry={() => {
          if (catalogueFailed) void products.refetch();
          void history.refetch();
        }}
        onFavoriteSaved={onFavoriteSaved}
      />
      {/* What a saved heart did, for screen readers (the card itself just leaves or stays). */}
      <div aria-live="polite" className="sr-only">
        {announcement.text ? <p key={announcement.count}>{announcement.text}</p> : null}
      </div>
    </div>
  );
}
