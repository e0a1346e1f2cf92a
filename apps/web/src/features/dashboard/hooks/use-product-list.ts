/**
 * The dashboard's list as the server ranks and filters it (issue 29): pages of `/products/page`
 * for the chosen category, subcategory and search text, loaded one after the other as the user
 * scrolls. While a new filter's first page is on its way the previous results stay on screen
 * (marked busy), and before the very first answer the stored first page (`products_cache`) is
 * shown, so a return to the dashboard paints at once.
 */
import type { CatalogueSelection, Product, UserProfile } from '@diet/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import { productPageQuery, type ListFilters } from '../../../shared/api/catalogue';
import { useProducts } from '../../../shared/session';

/** How long typing must pause before a search is sent (the bench's budget is 300 ms to results). */
export const SEARCH_DEBOUNCE_MS = 150;

/** `value`, once it has stopped changing for `delay` ms ('' and a cleared value at once). */
export function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === '') {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface ProductList {
  /** The products loaded so far, in rank order; undefined until anything is known. */
  products: readonly Product[] | undefined;
  /** Matches shown to the user (null until the server has answered for these filters). */
  total: number | null;
  /** The whole list's size without filters, once known (for "12 of 446 products match"). */
  catalogueTotal: number | null;
  /** Matches hidden by the user's preferences, and how many of those are red. */
  hidden: number;
  hiddenRed: number;
  /** The filters the products shown are for (they lag the typed text while a page is on its way). */
  filters: ListFilters;
  /** A page for the current filters is on its way. */
  updating: boolean;
  failed: boolean;
  error: Error | null;
  retry: () => void;
  retrying: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export function useProductList(
  profile: UserProfile | undefined,
  selection: CatalogueSelection,
  search: string,
  /** Show what the preferences hide, for these filters only. */
  showHidden = false,
): ProductList {
  const typed = search.trim();
  const text = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const filters = useMemo<ListFilters>(
    () => ({
      categoryId: selection.categoryId,
      subcategoryId: selection.subcategoryId,
      search: text,
      ...(showHidden ? { showHidden } : {}),
    }),
    [selection.categoryId, selection.subcategoryId, text, showHidden],
  );
  const unfiltered =
    filters.categoryId === null && filters.subcategoryId === null && filters.search === '' && !showHidden;
  const first = useProducts();
  const query = useInfiniteQuery({
    ...productPageQuery(profile, filters),
    enabled: profile?.id != null,
    placeholderData: keepPreviousData,
  });
  const [shownFilters, setShownFilters] = useState(filters);
  useEffect(() => {
    if (!query.isPlaceholderData && query.data) setShownFilters(filters);
  }, [query.isPlaceholderData, query.data, filters]);

  const [catalogueTotal, setCatalogueTotal] = useState<number | null>(null);
  const pages = query.data?.pages;
  const headTotal = query.isPlaceholderData ? undefined : pages?.[0]?.total;
  useEffect(() => {
    if (unfiltered && headTotal !== undefined) setCatalogueTotal(headTotal);
  }, [unfiltered, headTotal]);
  const loaded = useMemo(() => pages?.flatMap((page) => page.products), [pages]);
  // Before the first answer for the whole list, the stored first page stands in.
  const standIn = loaded === undefined && unfiltered ? first.data : undefined;
  const head = query.isPlaceholderData ? undefined : pages?.[0];
  return {
    products: loaded ?? standIn,
    total: head ? head.total : null,
    catalogueTotal,
    hidden: head?.hidden ?? 0,
    hiddenRed: head?.hidden_red ?? 0,
    filters: loaded === undefined ? filters : shownFilters,
    // Typed but not yet sent counts as updating: the list shown is not the typed text's yet.
    updating: (query.isFetching && !query.isFetchingNextPage) || typed !== text,
    failed: query.isError && loaded === undefined && standIn === undefined,
    error: query.error,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isPlaceholderData)
        void query.fetchNextPage();
    },
  };
}
