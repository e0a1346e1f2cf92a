import { parseTimestamp } from './cache';

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

describe('cache entry timestamp', () => {
  it.each([
    [T0, T0],
    [String(T0), T0],
    ['2025-01-01T12:00:00.000Z', T0],
    [' 1735732800000 ', T0],
    ['yesterday', null],
    ['', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [{}, null],
  ])('given timestamp %j should read %j', (value, expected) => {
    expect(parseTimestamp(value)).toBe(expected);
  });
});
