/**
 * /favorites (signed-in spec §2, §3 History, §4 favourite toggle, §7 /history, §8): 'Your favorite
 * products' and 'Your product history'.
 *
 * - Favourites are asked for as ids on every visit (the favourites call) and resolved against the
 *   products the app holds, the rest in one `/products/by-ids` call (issue 29: the app no longer
 *   holds the whole catalogue). A heart pressed anywhere updates them here too. The header's search
 *   box narrows them by name, brand or store; the diet tags narrow them to products green for
 *   that diet (see `favorite-list.ts` for that reading of the spec).
 * - Unfavouriting a card removes it at once (the toggle is optimistic) and brings it back with the
 *   tile's message if the call fails; the keyboard focus moves on to the next card.
 * - The history is asked for on every visit (`/history`) and resolved the same way, most recent
 *   first. A failed call is logged and, unlike the spec's silent empty view, says it could not be
 *   loaded, with a way to try again (an empty history would be a false statement).
 */
import { isLocale, productName, type Product } from '@diet/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useProfile, useSignedIn } from '../../../shared/session';
import { favoriteIdsQuery, resolvedProductsQuery } from '../api/favorite-products';
import { historyQuery } from '../api/history-query';
import { FavoritesSection } from '../components/favorites-section';
import { HistorySection } from '../components/history-section';
import { type FavoriteTag } from '../utils/favorite-list';

export default function FavoritesScreen() {
  const { t, i18n } = useTranslation('favorites');
  const { search, setSearch } = useSignedIn();
  const client = useQueryClient();
  const profile = useProfile();
  const favoriteIds = useQuery({
    ...favoriteIdsQuery(profile?.id ?? ''),
    enabled: profile?.id != null,
  });
  const history = useQuery({
    ...historyQuery(profile?.id ?? ''),
    enabled: profile?.id != null,
  });
  const favorites = useQuery(resolvedProductsQuery(client, 'favorites', profile, favoriteIds.data));
  const viewed = useQuery(resolvedProductsQuery(client, 'history', profile, history.data));
  const [tags, setTags] = useState<ReadonlySet<FavoriteTag>>(() => new Set());
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  useEffect(() => {
    if (history.error) console.warn('History fetch failed', history.error);
  }, [history.error]);
  useEffect(() => {
    const error = favoriteIds.error ?? favorites.error;
    if (error) console.warn('Favourites fetch failed', error);
  }, [favoriteIds.error, favorites.error]);

  const favoritesFailed =
    (favoriteIds.isError && favoriteIds.data === undefined) ||
    (favorites.isError && favorites.data === undefined);
  const historyFailed =
    (history.isError && history.data === undefined) || (viewed.isError && viewed.data === undefined);

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
        products={favoritesFailed ? undefined : favorites.data}
        loading={favorites.data === undefined && !favoritesFailed}
        failed={favoritesFailed}
        retrying={favoriteIds.isFetching || favorites.isFetching}
        onRetry={() => {
          if (favoriteIds.isError) void favoriteIds.refetch();
          else void favorites.refetch();
        }}
        search={search}
        onSearchChange={setSearch}
        tags={tags}
        onTagsChange={setTags}
        intolerances={profile?.intolerances ?? []}
        onFavoriteSaved={onFavoriteSaved}
      />
      <HistorySection
        products={historyFailed ? undefined : viewed.data}
        loading={viewed.data === undefined && !historyFailed}
        failed={historyFailed}
        retrying={history.isFetching || viewed.isFetching}
        onRetry={() => {
          if (history.isError) void history.refetch();
          else void viewed.refetch();
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
