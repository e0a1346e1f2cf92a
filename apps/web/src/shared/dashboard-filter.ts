/**
 * The dashboard opened on a category and subcategory from elsewhere (e.g. "See every product in
 * Milk" under a product's alternatives): the choice travels in the navigation state, so the
 * dashboard's address stays the spec's.
 */
import type { CatalogueSelection } from '@diet/domain';

/** The navigation state that opens the dashboard on `selection`. */
export function dashboardFilterState(selection: CatalogueSelection): { filter: CatalogueSelection } {
  return { filter: selection };
}

/** The selection a navigation state asks for, if it reads as one (a category at least). */
export function selectionFromState(state: unknown): CatalogueSelection | null {
  const filter = (state as { filter?: Partial<CatalogueSelection> } | null)?.filter;
  if (typeof filter?.categoryId !== 'string' || filter.categoryId === '') return null;
  return {
    categoryId: filter.categoryId,
    subcategoryId: typeof filter.subcategoryId === 'string' ? filter.subcategoryId : null,
  };
}
