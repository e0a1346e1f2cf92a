import fc from 'fast-check';

import { MAX_SPLITTABLE_PRICE, splitPrice } from './price';

describe('price split', () => {
  it.each([
    [3.5, '3', '50'],
    [12, '12', '00'],
    [2.999, '3', '00'],
    [0, '0', '00'],
    [0.05, '0', '05'],
    [0.1 + 0.2, '0', '30'],
    [1.005, '1', '01'],
    [1.004, '1', '00'],
    [19.95, '19', '95'],
    [99.995, '100', '00'],
    [1234567.89, '1234567', '89'],
    [-3.5, '-3', '50'],
    [-0.001, '0', '00'],
    [-0, '0', '00'],
  ])('given %d should split into %s and %s', (price, whole, cents) => {
    expect(splitPrice(price)).toEqual({ whole, cents });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, MAX_SPLITTABLE_PRICE * 10])(
    'given %d should give null',
    (price) => {
      expect(splitPrice(price)).toBeNull();
    },
  );

  it('given any price up to a trillion should round-trip within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (price) => {
        const split = splitPrice(price);
        expect(split).not.toBeNull();
        const { whole, cents } = split ?? { whole: '', cents: '' };
        expect(cents).toMatch(/^[0-9]{2}$/);
        expect(whole).toMatch(/^-?[0-9]+$/);
        const magnitude = Number(`${whole.replace('-', '')}.${cents}`);
        const back = whole.startsWith('-') ? -magnitude : magnitude;
        expect(Math.abs(back - price)).toBeLessThanOrEqual(0.005 + Math.abs(price) * 1e-12);
      }),
    );
  });

  it('given any whole number of cents should split back to exactly those cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (totalCents) => {
        const split = splitPrice(totalCents / 100);
        expect(split).toEqual({
          whole: String(Math.floor(totalCents / 100)),
          cents: String(totalCents % 100).padStart(2, '0'),
        });
      }),
    );
  });
});
