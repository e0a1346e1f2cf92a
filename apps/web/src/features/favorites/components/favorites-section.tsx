import type { Product } from '@diet/domain';
import { Button } from '@diet/ui/button';
import { EmptyState } from '@diet/ui/empty-state';
import { Icon } from '@diet/ui/icon';
import { DietTagFilter, ProductSectionEmpty, ProductSectionHeading } from '@diet/ui/product-carousel';
import { Spinner } from '@diet/ui/spinner';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';
import { useFocusAfterRemoval } from '../hooks/use-focus-after-removal';
import { useLeavingFavorites } from '../hooks/use-leaving-favorites';
import { favoriteList, favoriteTags, type FavoriteTag } from '../utils/favorite-list';
import { ProductGrid } from './product-grid';

export interface FavoritesSectionProps {
  /** The products cache (undefined while it has never loaded). */
  products: readonly Product[] | undefined;
  /** The products are being fetched for the first time. */
  loading: boolean;
  /** The products could not be fetched and none are cached. */
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** The header's search text and its setter. */
  search: string;
  onSearchChange: (value: string) => void;
  tags: ReadonlySet<FavoriteTag>;
  onTagsChange: (tags: ReadonlySet<FavoriteTag>) => void;
  /** The profile's diet codes: one tag per diet (the spec's two when there is none). */
  intolerances: readonly number[];
  onFavoriteSaved: (product: Product, favorite: boolean) => void;
}

/**
 * 'Your favorite products' (signed-in spec §2 /favorites): the favourites of the products cache,
 * narrowed by the header's search and a tag per diet of the user. An unfavourited card leaves at once and
 * comes back if the call fails; the focus moves on to the next card (or this heading).
 */
export function FavoritesSection({
  products,
  loading,
  failed,
  retrying,
  onRetry,
  search,
  onSearchChange,
  tags,
  onTagsChange,
  intolerances,
  onFavoriteSaved,
}: FavoritesSectionProps) {
  const { t } = useTranslation('favorites');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const leaving = useLeavingFavorites();
  const dietTags = useMemo(() => favoriteTags(intolerances), [intolerances]);
  const list = useMemo(
    () => favoriteList(products ?? [], { query: search, tags }, leaving),
    [products, search, tags, leaving],
  );
  const version = list.rows.map((row) => `${row.product.id}${row.shown ? '' : '-'}`).join(',');
  const focus = useFocusAfterRemoval(grid, heading, version);
  const query = search.trim();
  const filtering = query !== '' || tags.size > 0;

  const toggleTag = (tag: FavoriteTag, on: boolean) => {
    const next = new Set(tags);
    if (on) next.add(tag);
    else next.delete(tag);
    onTagsChange(next);
  };

  let body: React.ReactNode = null;
  if (loading) {
    body = <Spinner size="md" label={t('favorites.loading')} showLabel className="py-10 text-muted-fg" />;
  } else if (failed) {
    body = (
      <EmptyState
        icon={<Icon name="alert-circle" />}
        title={t('favorites.failed')}
        description={t('failedHint')}
        action={
          <Button variant="outline" size="sm" onClick={onRetry} busy={retrying} busyLabel={t('retrying')}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (list.total === 0) {
    body = (
      <ProductSectionEmpty
        section="favorites"
        description={t('favorites.emptyHint')}
        action={
          <Button asChild size="sm">
            <RouterLink href={PATHS.dashboard}>{t('favorites.browse')}</RouterLink>
          </Button>
        }
      />
    );
  } else if (list.shown === 0) {
    body = (
      <EmptyState
        icon={<Icon name="search" />}
        title={
          query !== ''
            ? t(tags.size > 0 ? 'favorites.noMatchBoth' : 'favorites.noMatch', { query })
            : t('favorites.noMatchTags')
        }
        action={
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              onSearchChange('');
              onTagsChange(new Set());
            }}
          >
            {t('favorites.showAll')}
          </Button>
        }
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <ProductSectionHeading
        id={headingId}
        ref={heading}
        section="favorites"
        count={!loading && !failed && list.total > 0 ? list.total : undefined}
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 empty:hidden">
        {/* Nothing to filter while there are no favourites: no tags then. */}
        {list.total > 0 && !loading && !failed ? (
          <DietTagFilter diets={dietTags} selected={tags} onTagChange={toggleTag} />
        ) : null}
        {/* Always in the page, so screen readers hear the count change as the search narrows. */}
        <p role="status" className="text-sm text-muted-fg empty:hidden md:ms-auto">
          {!filtering || list.total === 0 || loading || failed
            ? null
            : query !== ''
              ? t('favorites.matching', { count: list.shown, total: list.total, query })
              : t('favorites.filtered', { count: list.shown, total: list.total })}
        </p>
      </div>
      {body}
      {list.rows.length > 0 && !loading && !failed ? (
        <ProductGrid
          ref={grid}
          rows={list.rows}
          onFavoriteSaved={onFavoriteSaved}
          aria-labelledby={headingId}
          onFocus={focus.onFocus}
          onBlur={focus.onBlur}
        />
      ) : null}
    </section>
  );
}
