/**
 * The product page's suggestions (signed-in spec §2, §7, §9: the suggestions call, top_k 5), as
 * alternatives that suit (issue 30). The API answers only products that suit the user at least as
 * well as this one, better when it does not suit (green first). For a green product the row keeps
 * the spec's 'Suggested products for you'; for a yellow or red one it says "Alternatives that suit
 * you", without the suggestion already offered as the better swap above. When there is nothing
 * (more) to show, it says so (a green product: that this one suits) and offers the product's
 * subcategory on the dashboard: never a dead end, never worse products. A failed call gives the
 * spec's 'No similar products found.' (§8). The sentences name the shelf as a word ('the only
 * product in chocolate'; German keeps its nouns' capital); the link names where it leads as the
 * dashboard shows it, category then subcategory ('Browse Dairy & eggs › Eggs').
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
import { nameInSentence, shelfPath } from '../utils/shelf-name';

export interface AlternativesProps {
  product: Product;
  /** The user's intolerance codes: what "suits better" is judged against. */
  intolerances: readonly number[];
  /** The suggestions call's answer; undefined while it loads or after it failed. */
  suggestions: readonly Product[] | undefined;
  /** The suggestion already offered as the better swap under the verdict: not repeated here. */
  swap?: Product | null;
  loading: boolean;
  /** The call failed: the spec's 'No similar products found.', nothing claimed about suitability. */
  failed: boolean;
  locale: Locale;
}

export function Alternatives({
  product,
  intolerances,
  suggestions,
  swap = null,
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
  const shown = (suggestions ?? []).filter(
    (suggestion) => swap === null || String(suggestion.id) !== String(swap.id),
  );
  // The call answered and there is nothing (more) to show: say so, and offer the shelf instead of
  // a dead end. A failed call keeps the kit's 'No similar products found.' (spec §8).
  const answered = !loading && !failed;
  const browse =
    answered && category ? (
      // A category and subcategory can make a long name (German, French): it wraps, never overflows.
      <Button
        asChild
        variant="outline"
        size="sm"
        className="h-auto min-h-9 max-w-full py-1.5 text-center text-balance whitespace-normal"
      >
        <Link
          to={PATHS.dashboard}
          state={dashboardFilterState({
            categoryId: String(category.id),
            subcategoryId: subcategory ? String(subcategory.id) : null,
          })}
        >
          {t('alternatives.browse', { subcategory: shelfPath(categoryName(category, locale), shelf) })}
        </Link>
      </Button>
    ) : undefined;
  const tiles = shown.map((suggestion) => <ProductTile key={String(suggestion.id)} product={suggestion} />);
  // What the empty row says: a green product suits; else none better, or none besides the swap.
  const empty = level === 'green' ? 'suits' : swap ? 'noneOther' : 'none';
  const emptyText = answered
    ? shelf
      ? t(`alternatives.${empty}`, { subcategory: nameInSentence(shelf, locale) })
      : t(`alternatives.${empty}Anywhere`)
    : undefined;

  // A green product: the spec's row and heading; when nothing else suits as well, that it suits.
  if (level === 'green') {
    return (
      <ProductCarousel loading={loading} emptyText={emptyText} emptyAction={browse}>
        {tiles}
      </ProductCarousel>
    );
  }

  return (
    <ProductCarousel
      title={t('alternatives.title')}
      loading={loading}
      emptyText={emptyText}
      emptyAction={browse}
    >
      {tiles}
    </ProductCarousel>
  );
}
