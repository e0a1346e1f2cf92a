/**
 * The product page's suggestions (signed-in spec §2, §7, §9: the suggestions call, top_k 5), as
 * alternatives that suit (issue 30). The API answers only products that suit the user at least as
 * well as this one, better when it does not suit (green first). For a green product the row keeps
 * the spec's 'Suggested products for you' and 'No similar products found.'; for a yellow or red
 * one it says "Alternatives that suit you", and when there is none, says so and offers the
 * product's subcategory on the dashboard instead of showing worse products. A failed call gives
 * the spec's 'No similar products found.' (§8).
 */
import { categoryName, suitability, type Locale, type Product } from '@diet/domain';
import { Button } from '@diet/ui/button';
import { ProductCarousel } from '@diet/ui/product-carousel';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { PATHS } from '../../../config/routes';
import { dashboardFilterState } from '../../../shared/dashboard-filter';
import { ProductTile } from '../../../shared/components/product-tile';
import { useCategories } from '../../../shared/session';

export interface AlternativesProps {
  product: Product;
  /** The user's intolerance codes: what "suits better" is judged against. */
  intolerances: readonly number[];
  /** The suggestions call's answer; undefined while it loads or after it failed. */
  suggestions: readonly Product[] | undefined;
  loading: boolean;
  /** The call failed: the spec's 'No similar products found.', nothing claimed about suitability. */
  failed: boolean;
  locale: Locale;
}

export function Alternatives({
  product,
  intolerances,
  suggestions,
  loading,
  failed,
  locale,
}: AlternativesProps) {
  const { t } = useTranslation('product');
  const categories = useCategories().data;
  const level = suitability(product.colors, intolerances).level;
  const category = categories?.find((entry) => String(entry.id) === String(product.category_id ?? ''));
  const subcategory = category?.subcategories.find(
    (entry) => String(entry.id) === String(product.subcategory_id ?? ''),
  );
  const shelf = subcategory ? categoryName(subcategory, locale) : '';

  // A green product: the spec's row as it is (the kit's heading and empty text).
  if (level === 'green') {
    return (
      <ProductCarousel loading={loading}>
        {(suggestions ?? []).map((suggestion) => (
          <ProductTile key={String(suggestion.id)} product={suggestion} />
        ))}
      </ProductCarousel>
    );
  }

  const none = !loading && !failed;
  return (
    <ProductCarousel
      title={t('alternatives.title')}
      loading={loading}
      emptyText={
        none
          ? shelf
            ? t('alternatives.none', { subcategory: shelf })
            : t('alternatives.noneAnywhere')
          : undefined
      }
      emptyAction={
        none && category ? (
          <Button asChild variant="outline" size="sm">
            <Link
              to={PATHS.dashboard}
              state={dashboardFilterState({
                categoryId: String(category.id),
                subcategoryId: subcategory ? String(subcategory.id) : null,
              })}
            >
              {t('alternatives.browse', { subcategory: shelf || categoryName(category, locale) })}
            </Link>
          </Button>
        ) : undefined
      }
    >
      {(suggestions ?? []).map((suggestion) => (
        <ProductTile key={String(suggestion.id)} product={suggestion} />
      ))}
    </ProductCarousel>
  );
}
