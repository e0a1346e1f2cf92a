import { queryOptions } from '@tanstack/react-query';

import { callApi, type SignedInCall } from '../../../lib/api';
import { queryKeys } from '../../../lib/query/client';

/**
 * The names of the retailers the preferences can pick, by name (the server's order): every
 * retailer with products, whatever the user's retailer preference (the product list is filtered
 * by it, so it cannot give them). Fresh as long as the other catalogue queries; not stored.
 */
export function retailersQuery(call: SignedInCall = callApi) {
  return queryOptions<string[]>({
    queryKey: queryKeys.retailers,
    queryFn: async () => (await call('/retailers', {})).map((retailer) => retailer.name),
  });
}
