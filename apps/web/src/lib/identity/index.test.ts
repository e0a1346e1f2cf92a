import { describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => vi.fn(() => ({ kind: 'adapter' })));
vi.mock('./amplify', () => ({ createIdentity: created }));

import { loadIdentity } from './index';

describe('loadIdentity', () => {
  it('given several screens asking, should load and create the adapter once', async () => {
    const [first, second] = await Promise.all([loadIdentity(), loadIdentity()]);
    expect(first).toBe(second);
    expect(await loadIdentity()).toBe(first);
    expect(created).toHaveBeenCalledTimes(1);
  });
});
