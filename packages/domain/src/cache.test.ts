import fc from 'fast-check';
import { z } from 'zod';

import { createCacheEntry, isCacheFresh, parseTimestamp, readFreshCache } from './cache';

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const MINUTE = 60_000;

describe('cache entry', () => {
  it('given data and a clock should stamp it with epoch milliseconds', () => {
    expect(createCacheEntry({ a: 1 }, new Date(T0))).toEqual({ data: { a: 1 }, timestamp: T0 });
    expect(createCacheEntry([1], T0)).toEqual({ data: [1], timestamp: T0 });
  });

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

describe('cache freshness', () => {
  it.each([
    ['just written', 0, true],
    ['719 minutes old', 719 * MINUTE, true],
    ['one millisecond short of 720 minutes', 720 * MINUTE - 1, true],
    ['exactly 720 minutes old', 720 * MINUTE, false],
    ['a day old', 24 * 60 * MINUTE, false],
    ['a minute in the future', -MINUTE, false],
  ])('given an entry %s should say fresh = %s', (_name, age, expected) => {
    expect(isCacheFresh({ data: 1, timestamp: T0 }, T0 + age)).toBe(expected);
  });

  it.each([
    [{ data: 1 }],
    [{ data: 1, timestamp: 'garbage' }],
    [{ data: 1, timestamp: null }],
    [null],
    ['{"data":1}'],
    [42],
  ])('given %j should be expired', (entry) => {
    expect(isCacheFresh(entry, T0)).toBe(false);
  });

  it('given a Date clock should read it like epoch milliseconds', () => {
    expect(isCacheFresh({ data: 1, timestamp: T0 }, new Date(T0 + 30 * MINUTE))).toBe(true);
  });

  it('given a custom lifetime should use it', () => {
    expect(isCacheFresh({ data: 1, timestamp: T0 }, T0 + 2 * MINUTE, MINUTE)).toBe(false);
  });

  it('given any age should be fresh exactly while 0 ≤ age < 720 minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 720 * MINUTE, max: 10 * 720 * MINUTE }), (age) => {
        expect(isCacheFresh({ data: null, timestamp: T0 }, T0 + age)).toBe(age >= 0 && age < 720 * MINUTE);
      }),
    );
  });
});

describe('reading a stored cache', () => {
  const schema = z.array(z.number());
  const stored = JSON.stringify({ data: [1, 2], timestamp: T0 });

  it.each([
    ['a fresh valid entry', stored, T0 + MINUTE, [1, 2]],
    ['an expired entry', stored, T0 + 720 * MINUTE, null],
    ['nothing stored', null, T0, null],
    ['undefined', undefined, T0, null],
    ['unparseable JSON', '{data:', T0, null],
    ['an entry without data', JSON.stringify({ timestamp: T0 }), T0, null],
    ['data of the wrong shape', JSON.stringify({ data: ['x'], timestamp: T0 }), T0, null],
    ['a JSON null', 'null', T0, null],
  ])('given %s should give %j', (_name, raw, now, expected) => {
    expect(readFreshCache(raw, now, schema)).toEqual(expected);
  });

  it('given a schema that transforms should return its output', () => {
    expect(
      readFreshCache(
        stored,
        T0,
        schema.transform((list) => list.length),
      ),
    ).toBe(2);
  });
});
