/**
 * Product filters of the signed-in app (signed-in spec §2 /favorites, §4 dashboard filters).
 *
 * The text match is a case-insensitive substring test (`String.prototype.toLowerCase`, which does
 * not depend on the runtime's locale). The query is trimmed; a blank query matches everything.
 * Products may be in their raw (input) or read (output) shape: brand as a name or a list (or
 * `brand_name`), store as a name or `{name}`.
 */

/** The product fields the filters read. */
export interface FilterableProduct {
  readonly name_en?: string | null;
  readonly name_de?: string | null;
  readonly name_fr?: string | null;
  readonly brand?: string | readonly string[] | null;
  readonly brand_name?: string | null;
  readonly store?: string | { readonly name?: string | null } | null;
  readonly category_id?: string | number | null;
  readonly subcategory_id?: string | number | null;
}

function brands(product: FilterableProduct): string[] {
  const list =
    product.brand == null ? [] : typeof product.brand === 'string' ? [product.brand] : [...product.brand];
  return product.brand_name ? [...list, product.brand_name] : list;
}

function storeName(product: FilterableProduct): string | null {
  return typeof product.store === 'string' ? product.store : (product.store?.name ?? null);
}

function matchesAny(fields: readonly (string | null | undefined)[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => field != null && field.toLowerCase().includes(needle));
}

/** The dashboard search: brand, store, and the names in English, German and French. */
export function matchesProductQuery(product: FilterableProduct, query: string): boolean {
  return matchesAny(
    [...brands(product), storeName(product), product.name_en, product.name_de, product.name_fr],
    query,
  );
}

/** The favourites search (/favorites): English name, brand or store. */
export function matchesFavoriteQuery(product: FilterableProduct, query: string): boolean {
  return matchesAny([product.name_en, ...brands(product), storeName(product)], query);
}

/** The dashboard's selection: at most one category and one subcategory. */
export interface CatalogueSelection {
  categoryId: string | null;
  subcategoryId: string | null;
}

export const EMPTY_SELECTION: CatalogueSelection = { categoryId: null, subcategoryId: null };

/** Choosing a category toggles it and resets the subcategory. */
export function toggleCategory(
  selection: CatalogueSelection,
  categoryId: string | number,
): CatalogueSelection {
  const id = String(categoryId);
  return { categoryId: selection.categoryId === id ? null : id, subcategoryId: null };
}

/** Choosing a subcategory toggles it (the category stays). */
export function toggleSubcategory(
  selection: CatalogueSelection,
  subcategoryId: string | number,
): CatalogueSelection {
  const id = String(subcategoryId);
  return { ...selection, subcategoryId: selection.subcategoryId === id ? null : id };
}

function sameId(a: string | number | null | undefined, b: string): boolean {
  return a != null && String(a) === b;
}

/**
 * The dashboard list: products of the selected category and subcategory (ids compared as text,
 * so 5 and '5' match) that match the search. Order is kept.
 */
export function filterDashboardProducts<P extends FilterableProduct>(
  products: readonly P[],
  selection: CatalogueSelection,
  query: string,
): P[] {
  return products.filter(
    (product) =>
      (selection.categoryId === null || sameId(product.category_id, selection.categoryId)) &&
      (selection.subcategoryId === null || sameId(product.subcategory_id, selection.subcategoryId)) &&
      matchesProductQuery(product, query),
  );
}
