/**
 * /dashboard (signed-in spec §2, §4 dashboard filters, §9): a greeting with the user's diets, the
 * category carousel (360 px per step, a default picture when a category's fails), the chosen
 * category's subcategories, and 'Suggested products for you': the user's ranked list as the server
 * pages it (issue 29: a catalogue of national size never travels whole), as a virtualised grid of
 * product tiles (see `product-grid.tsx` for why a grid and not the spec's carousel, and how it
 * stays accessible) that loads the next page as the user nears its end.
 *
 * Filters as the spec says: choosing a category toggles it and resets the subcategory, choosing a
 * subcategory toggles it (`@diet/domain`); the header's search box matches names in four languages,
 * brand and store, on the server (accents, case and small typos forgiven), once typing pauses
 * (`use-product-list.ts`). The count says how many products match and how many the user's
 * preferences hide, so no match vanishes silently.
 *
 * States: no cached profile ('No user profile available'), products loading (skeleton tiles),
 * products failed with nothing cached (a message and Try again; the spec's 'Products fetch failed
 * ({status})' goes to the console), an empty catalogue, and no match (with a way back).
 *
 * While a search is shown, a phone folds the greeting, the scan button and the category carousel,
 * so the first result is in the first screen; the list's line says what it shows ('Results for
 * “milk” in Drinks', with a way to search every category), and clearing the search brings them back.
 */
import {
  categoryName,
  EMPTY_SELECTION,
  INTOLERANCE_CODES,
  isLocale,
  toggleCategory,
  toggleSubcategory,
  type CatalogueSelection,
} from '@diet/domain';
import { Button } from '@diet/ui/button';
import { CategoryCarousel } from '@diet/ui/category-carousel';
import { EmptyState } from '@diet/ui/empty-state';
import { Icon } from '@diet/ui/icon';
import { IconButton } from '@diet/ui/icon-button';
import { NoProfileState } from '@diet/ui/no-profile-state';
import { MoodIcon, type Verdict } from '@diet/ui/mood-icon';
import { ProductSectionHeading } from '@diet/ui/product-carousel';
import { SubcategoryList } from '@diet/ui/subcategory-list';
import { memo, useEffect, useId, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';
import { selectionFromState } from '../../../shared/dashboard-filter';
import { displayName, endSession, useCategories, useProfile, useSignedIn } from '../../../shared/session';
import categoryFallback from '../assets/category-fallback.svg';
import { ProductGrid } from '../components/product-grid';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';
import { SearchOffIcon, StoreIcon, WarningIcon } from '../../../shared/components/state-icons';
import { useProductList } from '../hooks/use-product-list';

const VERDICTS: readonly Verdict[] = ['green', 'yellow', 'red'];

/** Numbers as the user's language writes them in Switzerland (10’000, 10 000). */
function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(`${i18n.language}-CH`);
    return (value: number) => format.format(value);
  }, [i18n.language]);
}

interface FilterCategory {
  id: string;
  name: string;
  imageSrc?: string;
  subcategories: { id: string; name: string }[];
}

/**
 * The category carousel and the chosen category's subcategory chips (spec §4: a category toggles
 * and resets the subcategory; a subcategory toggles). Memoised: typing in the header's search box
 * does not render the carousel again.
 */
const CatalogueFilters = memo(function CatalogueFilters({
  categories,
  selection,
  onSelectionChange,
  folded = false,
}: {
  categories: readonly FilterCategory[];
  selection: CatalogueSelection;
  onSelectionChange: Dispatch<SetStateAction<CatalogueSelection>>;
  /** Hidden on a phone (while a search is shown); from the breakpoint on always shown. */
  folded?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  if (categories.length === 0) return null;
  const chosen = categories.find((category) => category.id === selection.categoryId);
  const withSubcategories = chosen !== undefined && chosen.subcategories.length > 0;
  return (
    <section
      // On a phone the row's room for its chips' shadows (below them) doubles as the space before
      // the products; the subcategory chips, when shown, keep the usual space.
      className={`-mt-3 flex-col gap-4 md:-mt-2 md:flex ${folded ? 'hidden' : 'flex'} ${withSubcategories ? '' : '-mb-4 md:mb-0'}`}
      aria-label={t('categories.label')}
    >
      <CategoryCarousel
        title={t('categories.title')}
        categories={categories}
        value={selection.categoryId}
        // The carousel says which card was pressed (null: the chosen one again): the domain toggles.
        onValueChange={(id) =>
          onSelectionChange((current) => toggleCategory(current, id ?? current.categoryId ?? ''))
        }
        fallbackSrc={categoryFallback}
        scrollStep={360}
      />
      {withSubcategories ? (
        <SubcategoryList
          label={t('categories.subcategories', { category: chosen.name })}
          subcategories={chosen.subcategories}
          value={selection.subcategoryId}
          onValueChange={(id) =>
            onSelectionChange((current) => toggleSubcategory(current, id ?? current.subcategoryId ?? ''))
          }
        />
      ) : null}
    </section>
  );
});

export default function DashboardScreen() {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tApp } = useTranslation('app');
  const { claims, search, setSearch, openScanner } = useSignedIn();
  const profile = useProfile();
  const categories = useCategories();
  const formatNumber = useNumberFormat();
  const resultsId = useId();
  const legendId = useId();
  const [legendOpen, setLegendOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();

  // A link from elsewhere may open the list on a category and subcategory (navigation state).
  const { state: navigationState } = useLocation();
  const [selection, setSelection] = useState<CatalogueSelection>(
    () => selectionFromState(navigationState) ?? EMPTY_SELECTION,
  );
  // "Show them": the hidden matches of this search and these filters (a new search hides them again).
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  const filterKey = JSON.stringify([selection.categoryId, selection.subcategoryId, search.trim()]);
  const revealed = revealedFor === filterKey;
  const list = useProductList(profile, selection, search, revealed);
  const all = list.products;
  const { filters } = list;
  const query = filters.search;
  const updating = list.updating;

  // The spec's log line for a failed products call ('Products fetch failed (500)').
  const error = list.error;
  useEffect(() => {
    if (error) console.warn(error.message, error);
  }, [error]);

  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const categoryList = useMemo<FilterCategory[]>(
    () =>
      (categories.data ?? []).map((category) => ({
        id: String(category.id),
        name: categoryName(category, locale),
        imageSrc: category.image ?? undefined,
        subcategories: category.subcategories.map((sub) => ({
          id: String(sub.id),
          name: categoryName(sub, locale),
        })),
      })),
    [categories.data, locale],
  );
  // The filters the list shows, for the no-match message.
  const chosen = categoryList.find((category) => category.id === filters.categoryId);
  const chosenSub = chosen?.subcategories.find((sub) => sub.id === filters.subcategoryId);
  const where = chosenSub ? `${chosen?.name} › ${chosenSub.name}` : (chosen?.name ?? '');

  // A change of filters while the list's top is out of sight brings the results' top back.
  const lastFilters = useRef({ query, filters });
  useEffect(() => {
    const previous = lastFilters.current;
    lastFilters.current = { query, filters };
    if (previous.query === query && previous.filters === filters) return;
    const heading = resultsHeading.current;
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
  }, [query, filters]);

  if (!profile) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 md:px-8">
        <h1 className="sr-only">{t('heading')}</h1>
        <NoProfileState onLogOut={() => void endSession(navigate, PATHS.login)} />
      </div>
    );
  }

  const name = displayName(profile, claims);
  const diets = profile.intolerances
    .filter((code) => INTOLERANCE_CODES.includes(code))
    .map((code) => tApp(`diets.${code}`));
  const trimmed = query;
  // While a search is shown, a phone folds what stands above the list (see the top of the file).
  const folded = trimmed !== '';

  const clearSearch = () => {
    setSearch('');
    resultsHeading.current?.focus();
  };
  const clearFilters = () => {
    setSelection(EMPTY_SELECTION);
    resultsHeading.current?.focus();
  };

  let results: React.ReactNode;
  if (all === undefined && list.failed) {
    results = (
      <EmptyState
        icon={<WarningIcon />}
        title={t('failed.title')}
        description={t('failed.body')}
        role="alert"
        action={
          <Button onClick={list.retry} busy={list.retrying} busyLabel={t('failed.retrying')}>
            {t('failed.retry')}
          </Button>
        }
      />
    );
  } else if (all === undefined) {
    results = <ProductGridSkeleton label={t('loading')} />;
  } else if (all.length === 0 && !trimmed && filters.categoryId === null && list.hidden === 0) {
    results = <EmptyState icon={<StoreIcon />} title={t('empty.title')} description={t('empty.body')} />;
  } else if (all.length === 0) {
    const filtered = filters.categoryId !== null;
    const title =
      trimmed && filtered
        ? t('noMatch.searchIn', { query: trimmed, where })
        : trimmed
          ? t('noMatch.search', { query: trimmed })
          : t('noMatch.filters', { where });
    results = (
      <EmptyState
        icon={<SearchOffIcon />}
        title={title}
        description={trimmed ? t('noMatch.searchHint') : t('noMatch.filtersHint')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            {trimmed ? (
              <Button variant={filtered ? 'outline' : 'primary'} onClick={clearSearch}>
                {t('noMatch.clearSearch')}
              </Button>
            ) : null}
            {filtered ? <Button onClick={clearFilters}>{t('noMatch.clearFilters')}</Button> : null}
          </div>
        }
      />
    );
  } else {
    results = (
      <>
        <ProductGrid
          products={all}
          labelledBy={resultsId}
          total={list.total ?? all.length}
          onEndReached={list.loadMore}
        />
        {list.hasMore ? (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              onClick={list.loadMore}
              busy={list.loadingMore}
              busyLabel={t('more.loading')}
            >
              {t('more.label')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  const count =
    list.total === null
      ? null
      : filters.categoryId === null && !trimmed
        ? t('count.all', { count: list.total, total: formatNumber(list.total) })
        : list.catalogueTotal !== null
          ? t('count.some', {
              count: list.total,
              shown: formatNumber(list.total),
              total: formatNumber(list.catalogueTotal),
            })
          : t('count.matches', { count: list.total, total: formatNumber(list.total) });
  const hiddenNote =
    list.total === null || list.hidden === 0
      ? null
      : list.hiddenRed === list.hidden
        ? t('hidden.red', { count: list.hidden, hidden: formatNumber(list.hidden) })
        : t('hidden.preferences', { count: list.hidden, hidden: formatNumber(list.hidden) });
  const linkClass =
    'font-semibold whitespace-nowrap text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-4 focus-visible:ring-focus focus-visible:outline-none';

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 pt-5 pb-10 md:gap-10 md:px-8 md:pt-8 md:pb-16">
      {/* Folded on a phone while searching: the heading stays for screen readers, the rest goes. */}
      <header className={`flex flex-col gap-2 ${folded ? 'max-md:sr-only' : ''}`}>
        <h1 className="text-2xl font-bold tracking-tight text-balance md:text-3xl">
          {name ? t('greeting', { name }) : t('heading')}
        </h1>
        <p className={`text-sm text-pretty text-muted-fg md:text-base ${folded ? 'max-md:hidden' : ''}`}>
          {diets.length > 0 ? t('diets', { diets: diets.join(' · ') }) : t('noDiets')}{' '}
          <RouterLink
            href={PATHS.dietProfile}
            className="font-semibold whitespace-nowrap text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-4 focus-visible:ring-focus focus-visible:outline-none"
          >
            {t('editDiets')}
          </RouterLink>
        </p>
        {/* In the aisle, one tap to the scanner: the first thing on a phone's screen. */}
        <Button
          className={folded ? 'hidden' : 'mt-2 w-full md:hidden'}
          onClick={openScanner}
          data-slot="dashboard-scan"
        >
          <Icon name="scan" aria-hidden />
          {t('scan')}
        </Button>
      </header>

      <CatalogueFilters
        categories={categoryList}
        selection={selection}
        onSelectionChange={setSelection}
        folded={folded}
      />

      <section
        aria-labelledby={resultsId}
        aria-busy={updating || all === undefined}
        data-updating={updating || undefined}
        className="flex flex-col gap-3 md:gap-4"
      >
        {/*
          On a phone the first product shows in the first screen, under the scan button and the
          category chips (folded while searching): the count and the order share one line, and the
          legend folds behind a button beside the heading (every card also says its verdict in
          words); from the breakpoint on it is always shown.
        */}
        <div className="flex flex-col gap-x-8 gap-y-2 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex shrink-0 flex-col gap-1">
            <div className="flex items-center justify-between gap-2">
              <ProductSectionHeading id={resultsId} ref={resultsHeading} section="suggestions" icon={false} />
              {/* On a phone the legend folds away behind this button (every card says its verdict in words). */}
              <IconButton
                variant="ghost"
                size="sm"
                label={t('legend')}
                aria-expanded={legendOpen}
                aria-controls={legendId}
                onClick={() => setLegendOpen((open) => !open)}
                className="-my-2 shrink-0 text-muted-fg aria-expanded:bg-primary-soft aria-expanded:text-primary md:hidden"
                data-slot="dashboard-legend-toggle"
              >
                <Icon name="info" />
              </IconButton>
            </div>
            {/*
              While searching, the list says what it shows (the heading stays the spec's), and in
              which category: on a phone the carousel is folded, so the line offers every category.
            */}
            {trimmed ? (
              <p className="text-sm break-words">
                <span className="font-semibold" data-slot="dashboard-query">
                  {chosen ? t('resultsIn', { query: trimmed, where }) : t('results', { query: trimmed })}
                </span>
                {chosen && all !== undefined && all.length > 0 ? (
                  <>
                    {' '}
                    <button type="button" className={`${linkClass} md:hidden`} onClick={clearFilters}>
                      {t('searchAll')}
                    </button>
                  </>
                ) : null}
              </p>
            ) : null}
            <p role="status" className="text-sm text-muted-fg" data-slot="dashboard-count">
              {/* An empty list says so below; "0 products" above it would only repeat it. */}
              {list.total === 0 && list.hidden === 0 && !revealed ? null : (
                <>
                  {count}
                  {count && diets.length > 0 ? (
                    <span data-slot="dashboard-ranked">
                      {' · '}
                      {t('ranked')}
                    </span>
                  ) : null}
                </>
              )}
              {hiddenNote ? (
                <>
                  {' '}
                  <span className="block" data-slot="dashboard-hidden">
                    {hiddenNote}
                  </span>
                </>
              ) : null}
              {revealed && list.total !== null ? (
                <>
                  {' '}
                  <span className="block" data-slot="dashboard-hidden">
                    {t('hidden.shown')}
                  </span>
                </>
              ) : null}
            </p>
            {hiddenNote || revealed ? (
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <button
                  type="button"
                  className={linkClass}
                  onClick={() => setRevealedFor(revealed ? null : filterKey)}
                >
                  {revealed ? t('hidden.hide') : t('hidden.show', { count: list.hidden })}
                </button>
                <RouterLink href={PATHS.preferences} className={linkClass}>
                  {t('hidden.change')}
                </RouterLink>
              </p>
            ) : null}
          </div>
          <ul
            id={legendId}
            aria-label={t('legend')}
            className={`${legendOpen ? 'flex' : 'hidden'} flex-wrap gap-x-3 gap-y-1 text-xs text-muted-fg md:flex md:gap-x-4 md:text-sm lg:justify-end`}
          >
            {VERDICTS.map((verdict) => (
              <li key={verdict} className="flex items-center gap-1 md:gap-1.5">
                <MoodIcon verdict={verdict} size="sm" decorative />
                {t(`moods.${verdict}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="min-h-40">{results}</div>
      </section>
    </div>
  );
}
