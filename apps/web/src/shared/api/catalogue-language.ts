/**
 * The catalogue's answers that depend on the page's language (issue 30, "Language anywhere"): the
 * calls send it (`pageLanguage()`), the server sorts the lists by their names in it and its page
 * cursors carry it. A product's details are keyed by the language already.
 */
import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '../../lib/query/client';

/**
 * After the interface language changed: the lists on screen and the stored first page are asked for
 * again in the new language (the new answer replaces them when it comes; names already show in the
 * new language meanwhile, as the app picks them from the product's names), and the lists not on
 * screen are dropped, so a later visit asks afresh.
 */
export function refetchCatalogueInLanguage(client: QueryClient): void {
  client.removeQueries({ queryKey: ['product-pages'], type: 'inactive' });
  void client.invalidateQueries({ queryKey: ['product-pages'] });
  void client.invalidateQueries({ queryKey: queryKeys.products });
  void client.invalidateQueries({ queryKey: ['resolved'] });
}
