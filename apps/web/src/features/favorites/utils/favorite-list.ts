/**
 * What the favourites page lists (signed-in spec §2 /favorites, §3 History, §4 favourite toggle):
 * the favourites of the products cache narrowed by the search box and the diet tags, and the
 * history resolved against the same cache.
 *
 * The tags. The spec says only that the page "shows the tags 'Gluten free' and 'FODMAP'". Read
 * here as quick filters: each tag, when on, keeps the favourites that are green for that diet (the
 * product's `colors` name neither gluten, code 2, nor low FODMAP, code 3, as red or yellow). Both
 * on keep the products green for both. They judge the product, not the user's profile, so a user
 * can look for gluten-free favourites for a guest without changing their own diets.
 */
import {
  INTOLERANCE,
  matchesFavoriteQuery,
  resolveHistory,
  type IntoleranceCode,
  type Product,
} from '@diet/domain';

/** The page's two tags, in the order shown. */
export const FAVORITE_TAGS = ['gluten', 'fodmap'] as const;
export type FavoriteTag = (typeof FAVORITE_TAGS)[number];

/** The intolerance code a tag stands for. */
export const TAG_CODES: Readonly<Record<FavoriteTag, IntoleranceCode>> = {
  gluten: INTOLERANCE.gluten,
  fodmap: INTOLERANCE.fodmap,
};

/** Whether the product's colours leave it green for the diet `code` (neither red nor yellow). */
export function isGreenFor(product: Pick<Product, 'colors'>, code: IntoleranceCode): boolean {
  return !product.colors.red.includes(code) && !product.colors.yellow.includes(code);
}

/** Whether the product passes every tag that is on (no tag on: every product passes). */
export function matchesTags(product: Pick<Product, 'colors'>, tags: ReadonlySet<FavoriteTag>): boolean {
  return [...tags].every((tag) => isGreenFor(product, TAG_CODES[tag]));
}

export interface FavoriteFilter {
  /** The header's search text: English name, brand or store, case-insensitive. */
  query: string;
  tags: ReadonlySet<FavoriteTag>;
}

export interface FavoriteRow {
  product: Product;
  /**
   * False for a card on its way out: unfavourited here, its call still pending. It stays in the
   * page, hidden, so the card's toggle hears the answer (and says so if the call failed, when the
   * flag comes back and the card shows again).
   */
  shown: boolean;
}

export interface FavoriteList {
  /** The cards, in the products cache's order (hidden ones included, see {@link FavoriteRow}). */
  rows: FavoriteRow[];
  /** How many favourites there are at all (before the search and the tags). */
  total: number;
  /** How many are shown. */
  shown: number;
}

/**
 * The favourites of `products` that match `filter`, plus the ones in `leaving` (ids whose removal
 * is still pending), hidden.
 */
export function favoriteList(
  products: readonly Product[],
  filter: FavoriteFilter,
  leaving: ReadonlySet<string> = new Set(),
): FavoriteList {
  const rows: FavoriteRow[] = [];
  let total = 0;
  let shown = 0;
  for (const product of products) {
    if (product.is_favorite) total += 1;
    const show =
      product.is_favorite && matchesFavoriteQuery(product, filter.query) && matchesTags(product, filter.tags);
    if (show) shown += 1;
    if (show || leaving.has(String(product.id))) rows.push({ product, shown: show });
  }
  return { rows, total, shown };
}

/** The history's products, most recent first (the API's order); ids not in the cache are skipped. */
export function historyList(
  ids: readonly (string | number)[] | undefined,
  products: readonly Product[],
): Product[] {
  return ids ? resolveHistory(ids, products) : [];
}
