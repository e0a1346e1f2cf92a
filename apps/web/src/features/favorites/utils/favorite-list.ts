/**
 * What the favourites page lists (signed-in spec §2 /favorites, §3 History, §4 favourite toggle):
 * the favourites of the products cache narrowed by the search box and the diet tags, and the
 * history resolved against the same cache.
 *
 * The tags. The spec says only that the page "shows the tags 'Gluten free' and 'FODMAP'". Read
 * here as quick filters that follow the user (issue 30): one tag per diet of the profile (the spec's
 * two when the profile has both, and those two when it has none). Each tag, when on, keeps the
 * favourites green for that diet (the product's `colors` name its code neither red nor yellow);
 * several on keep the products green for all of them. They judge the product, so a user can look
 * for favourites that suit one diet of theirs at a time.
 */
import {
  INTOLERANCE_CODES,
  matchesFavoriteQuery,
  resolveHistory,
  type IntoleranceCode,
  type Product,
} from '@diet/domain';
import type { DietKey } from '@diet/ui/suitability-banner';

import { dietCodeOf, dietKeyOf } from '../../../lib/diet-keys';

/** A tag: a diet, by the kit's key. */
export type FavoriteTag = DietKey;

/** The spec's two tags, shown when the profile names no diet. */
export const SPEC_TAGS: readonly FavoriteTag[] = ['gluten', 'fodmap'];

/** The tags for a profile's diets, in the diets' usual order (lactose, gluten, FODMAP, fructose). */
export function favoriteTags(intolerances: readonly number[]): FavoriteTag[] {
  const tags = INTOLERANCE_CODES.filter((code) => intolerances.includes(code)).map(dietKeyOf);
  return tags.length > 0 ? tags : [...SPEC_TAGS];
}

/** Whether the product's colours leave it green for the diet `code` (neither red nor yellow). */
export function isGreenFor(product: Pick<Product, 'colors'>, code: IntoleranceCode): boolean {
  return !product.colors.red.includes(code) && !product.colors.yellow.includes(code);
}

/** Whether the product passes every tag that is on (no tag on: every product passes). */
export function matchesTags(product: Pick<Product, 'colors'>, tags: ReadonlySet<FavoriteTag>): boolean {
  return [...tags].every((tag) => isGreenFor(product, dietCodeOf(tag)));
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
