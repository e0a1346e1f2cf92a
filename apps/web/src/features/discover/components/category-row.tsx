/**
 * One category of "What can I eat?": its name, how many of its products suit the diets chosen,
 * "See all" into the dashboard's list filtered to the category (ranked with the suitable products
 * first; the filter travels in the navigation state), and a carousel of the cheapest that suit (a
 * labelled region the previous / next buttons and the keyboard scroll).
 */
import type { Product } from '@diet/domain';
import { ProductCarousel } from '@diet/ui/product-carousel';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { PATHS } from '../../../config/routes';
import { ProductTile } from '../../../shared/components/product-tile';
import { dashboardFilterState } from '../../../shared/dashboard-filter';

export interface CategoryRowProps {
  categoryId: string;
  name: string;
  /** How many of its products suit (more than the row shows). */
  suitable: number;
  products: readonly Product[];
  /** No diet chosen: the count says "products", not "suit you". */
  anyDiet: boolean;
  formatNumber: (value: number) => string;
}

export function CategoryRow({
  categoryId,
  name,
  suitable,
  products,
  anyDiet,
  formatNumber,
}: CategoryRowProps) {
  const { t } = useTranslation('discover');
  const headingId = useId();
  const count = formatNumber(suitable);
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3" data-slot="discover-row">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 flex-col">
          <h3 id={headingId} className="text-lg font-semibold break-words md:text-xl">
            {name}
          </h3>
          <p className="text-sm text-muted-fg">
            {anyDiet
              ? t('row.countAll', { count: suitable, shown: count })
              : t('row.count', { count: suitable, shown: count })}
          </p>
        </div>
        <Link
          to={PATHS.dashboard}
          state={dashboardFilterState({ categoryId, subcategoryId: null })}
          aria-label={t('row.seeAllLabel', { count: suitable, shown: count, category: name })}
          className="inline-flex min-h-11 items-center gap-1 rounded-sm text-sm font-semibold whitespace-nowrap text-primary underline-offset-4 hover:underline focus-visible:ring-4 focus-visible:ring-focus focus-visible:outline-none"
        >
          {t('row.seeAll')}
          <span aria-hidden>→</span>
        </Link>
      </div>
      <ProductCarousel
        title={null}
        label={t('row.carousel', { category: name })}
        itemClassName="w-44 sm:w-52 md:w-56"
      >
        {products.map((product) => (
          <ProductTile key={String(product.id)} product={product} headingLevel={4} />
        ))}
      </ProductCarousel>
    </section>
  );
}
