/**
 * The address of a GET call of the table. Apart from the table (types only), so that a page can
 * build it without loading the contract schemas.
 */
import type { ApiGetPath, ApiRequest } from './calls';

/**
 * The address of a GET call with its request as the query string, e.g.
 * `apiQueryPath('/products/samples', { diet: '2' })` → `/products/samples?diet=2`.
 */
export function apiQueryPath<P extends ApiGetPath>(path: P, request: ApiRequest<P>): string {
  const query = Object.entries(request as Record<string, string>)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
