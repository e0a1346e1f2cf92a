/**
 * /discover (issue 31): what the user can eat, and what to buy instead of what they cannot.
 *
 * - Chips: one per diet of the profile (the products must suit every diet on) and, when the user
 *   shops at named retailers, one per retailer (one at a time, or all of them).
 * - "Swaps": everyday products that do not suit, each beside the closest product that does, with
 *   both prices and the difference (the kit's SwapPair).
 * - "What can I eat?": every category with products green for every diet on, as a carousel of the
 *   cheapest of them with how many there are and "See all" into the dashboard's list filtered to
 *   the category; the categories where nothing suits are named together at the end.
 *
 * One call for all of it (`/products/discover`, beside the categories the shell holds), cached per
 * choice. States: no profile, loading (skeletons), failed (retry), no diet chosen (the catalogue's
 * best prices and a way to choose diets), nothing suitable for this choice (a way back).
 */
import { categoryName, isLocale } from '@diet/domain';
import { Button } from '@diet/ui/button';
import { EmptyState } from '@diet/ui/empty-state';
import { NoProfileState } from '@diet/ui/no-profile-state';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';
import { endSession, useCategories, useProfile } from '../../../shared/session';
import { CategoryRow } from '../components/category-row';
import { DiscoverFilters } from '../components/discover-filters';
import { DiscoverSkeleton } from '../components/discover-skeleton';
import { SearchOffIcon, WarningIcon } from '../../../shared/components/state-icons';
import { SwapList } from '../components/swap-list';
import { useDiscover } from '../hooks/use-discover';

const LINK =
  'font-semibold whitespace-nowrap text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-4 focus-visible:ring-focus focus-visible:outline-none';

export default function DiscoverScreen() {
  const { t, i18n } = useTranslation('discover');
  const { t: tApp } = useTranslation('app');
  const profile = useProfile();
  const categories = useCategories();
  const navigate = useNavigate();
  const discover = useDiscover(profile);
  const swapsId = useId();
  const eatId = useId();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const { formatNumber, formatPrice } = useMemo(() => {
    const number = new Intl.NumberFormat(`${locale}-CH`);
    return {
      formatNumber: (value: number) => number.format(value),
      formatPrice: (value: number) => `CHF ${value.toFixed(2)}`,
    };
  }, [locale]);

  const error = discover.failed;
  useEffect(() => {
    if (error) console.warn('Discover fetch failed');
  }, [error]);

  if (!profile) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 md:px-8">
        <h1 className="sr-only">{t('title')}</h1>
        <NoProfileState onLogOut={() => void endSession(navigate, PATHS.login)} />
      </div>
    );
  }

  const names = new Map(
    (categories.data ?? []).map((category) => [String(category.id), categoryName(category, locale)]),
  );
  const dietNames = discover.diets.map((code) => tApp(`diets.${code}`));
  const anyDiet = discover.diets.length === 0;
  const data = discover.data;
  const rows = (data?.categories ?? []).filter((row) => names.has(String(row.category_id)));
  const filled = rows.filter((row) => row.suitable > 0 && row.products.length > 0);
  const emptyNames = rows
    .filter((row) => row.suitable === 0)
    .map((row) => names.get(String(row.category_id))!);

  let lead: React.ReactNode;
  if (discover.profileDiets.length === 0) {
    lead = (
      <>
        {t('lead.noDiets')}{' '}
        <RouterLink href={PATHS.dietProfile} className={LINK}>
          {t('lead.chooseDiets')}
        </RouterLink>
      </>
    );
  } else {
    lead = (
      <>
        {anyDiet ? t('lead.allOff') : t('lead.diets', { diets: dietNames.join(' · ') })}{' '}
        <RouterLink href={PATHS.dietProfile} className={LINK}>
          {t('lead.editDiets')}
        </RouterLink>
      </>
    );
  }

  let body: React.ReactNode;
  if (data === undefined && discover.failed) {
    body = (
      <EmptyState
        icon={<WarningIcon />}
        title={t('failed.title')}
        description={t('failed.body')}
        role="alert"
        action={
          <Button onClick={discover.retry} busy={discover.retrying} busyLabel={t('failed.retrying')}>
            {t('failed.retry')}
          </Button>
        }
      />
    );
  } else if (data === undefined || categories.data === undefined) {
    body = <DiscoverSkeleton label={t('loading')} />;
  } else if (filled.length === 0) {
    body = (
      <EmptyState
        icon={<SearchOffIcon />}
        title={discover.retailer ? t('empty.atStore', { store: discover.retailer }) : t('empty.title')}
        description={discover.retailer ? t('empty.storeHint') : t('empty.hint')}
        action={
          discover.retailer ? (
            <Button onClick={() => discover.setRetailer(null)}>{t('empty.allStores')}</Button>
          ) : (
            <Button asChild variant="outline">
              <RouterLink href={PATHS.dashboard}>{t('empty.browse')}</RouterLink>
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <>
        {data.swaps.length > 0 ? (
          <section aria-labelledby={swapsId} className="flex flex-col gap-4" data-slot="discover-swaps">
            <div className="flex flex-col gap-1">
              <h2 id={swapsId} className="text-xl font-bold tracking-tight md:text-2xl">
                {t('swaps.title')}
              </h2>
              <p className="text-sm text-pretty text-muted-fg">{t('swaps.lead')}</p>
            </div>
            <SwapList swaps={data.swaps} formatPrice={formatPrice} />
          </section>
        ) : null}
        <section aria-labelledby={eatId} className="flex flex-col gap-6" data-slot="discover-eat">
          <div className="flex flex-col gap-1">
            <h2 id={eatId} className="text-xl font-bold tracking-tight md:text-2xl">
              {t('eat.title')}
            </h2>
            <p className="text-sm text-pretty text-muted-fg">{anyDiet ? t('eat.leadAll') : t('eat.lead')}</p>
          </div>
          {filled.map((row) => (
            <CategoryRow
              key={String(row.category_id)}
              categoryId={String(row.category_id)}
              name={names.get(String(row.category_id))!}
              suitable={row.suitable}
              products={row.products}
              anyDiet={anyDiet}
              formatNumber={formatNumber}
            />
          ))}
          {emptyNames.length > 0 ? (
            <p
              className="rounded-md bg-muted px-4 py-3 text-sm text-pretty text-muted-fg"
              data-slot="discover-none-in"
            >
              {t('eat.nothingIn', { categories: emptyNames.join(', ') })}
            </p>
          ) : null}
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 pt-6 pb-10 md:gap-10 md:px-8 md:pt-8 md:pb-16">
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-balance md:text-3xl">{t('title')}</h1>
          <p className="text-base text-pretty text-muted-fg">{lead}</p>
        </div>
        <DiscoverFilters
          profileDiets={discover.profileDiets}
          diets={discover.diets}
          onDietChange={discover.setDiet}
          stores={discover.stores}
          retailer={discover.retailer}
          onRetailerChange={discover.setRetailer}
        />
      </header>
      <div
        className="flex flex-col gap-10 md:gap-12"
        aria-busy={discover.updating || data === undefined}
        data-updating={discover.updating || undefined}
      >
        {body}
      </div>
    </div>
  );
}
