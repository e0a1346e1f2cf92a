import { queryOptions } from '@tanstack/react-query';

import { callApi, type SignedInCall } from '../../../lib/api';
import { queryKeys } from '../../../lib/query/client';

/** The ids of the products the user viewed, most recent first. */
export function historyQuery(profileId: string | number, call: SignedInCall = callApi) {
  return queryOptions({
    queryKey: queryKeys.history,
    queryFn: () => call('/history', { user_profile_id: profileId }),
    staleTime: 0,
  });
}
