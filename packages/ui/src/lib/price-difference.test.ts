import { describe, expect, it } from 'vitest';

import { priceDifferenceText } from './price-difference';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${String(options.amount)})` : key;

describe('priceDifferenceText', () => {
  it('given a dearer, a cheaper and an equal price, should say more, less or the same, to the centime', () => {
    expect(priceDifferenceText(1.6, 1.95, 'CHF', t)).toBe('swapPair.more(CHF 0.35)');
    expect(priceDifferenceText(2.95, 1.1, 'CHF', t)).toBe('swapPair.less(CHF 1.85)');
    expect(priceDifferenceText(1.1, 1.1000001, 'CHF', t)).toBe('swapPair.samePrice');
  });

  it('given an unknown price on either side, should say nothing', () => {
    expect(priceDifferenceText(null, 1.95, 'CHF', t)).toBeNull();
    expect(priceDifferenceText(1.6, undefined, 'CHF', t)).toBeNull();
    expect(priceDifferenceText(Number.NaN, 1.95, 'CHF', t)).toBeNull();
  });
});
