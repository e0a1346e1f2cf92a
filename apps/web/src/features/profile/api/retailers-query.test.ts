// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

import type { SignedInCall } from '../../../lib/api';
import { createQueryClient, queryKeys, storageKeyOf } from '../../../lib/query/client';
import { retailersQuery } from './retailers-query';

vi.mock('../../../config', () => ({ config: { apiUrl: 'http://api.test' } }));

describe('retailersQuery', () => {
  it('given the answer, should give the names in its order, under its key, and store nothing', async () => {
    localStorage.clear();
    const call = vi.fn(() => Promise.resolve([{ name: 'aldi Suisse' }, { name: 'Coop' }]));
    const client = createQueryClient();
    const query = retailersQuery(call as unknown as SignedInCall);
    expect(query.queryKey).toEqual(['retailers']);
    expect(await client.fetchQuery(query)).toEqual(['aldi Suisse', 'Coop']);
    expect(call).toHaveBeenCalledWith('/retailers', {});
    expect(storageKeyOf(queryKeys.retailers)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });
});
