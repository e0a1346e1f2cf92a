// @vitest-environment happy-dom
import { userProfileSchema } from '@diet/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { clearAllStorage, readCache, writeCache } from './caches';

const list = z.array(z.number());

describe('readCache', () => {
  beforeEach(() => localStorage.clear());

  it('given a stored entry, should return its data and timestamp', () => {
    localStorage.setItem('products_cache', JSON.stringify({ data: [1, 2], timestamp: 1_700_000_000_000 }));
    expect(readCache('products_cache', list)).toEqual({ data: [1, 2], updatedAt: 1_700_000_000_000 });
  });

  it('given an unreadable timestamp, should return the data as expired (updatedAt 0)', () => {
    localStorage.setItem('products_cache', JSON.stringify({ data: [1], timestamp: 'yesterday-ish' }));
    expect(readCache('products_cache', list)).toEqual({ data: [1], updatedAt: 0 });
  });

  it('given a timestamp in the future, should treat it as expired', () => {
    localStorage.setItem('products_cache', JSON.stringify({ data: [1], timestamp: Date.now() + 60_000 }));
    expect(readCache('products_cache', list)?.updatedAt).toBe(0);
  });

  it('given broken JSON, no data field or data of the wrong shape, should return undefined', () => {
    localStorage.setItem('products_cache', '{not json');
    expect(readCache('products_cache', list)).toBeUndefined();
    localStorage.setItem('products_cache', JSON.stringify({ timestamp: 1 }));
    expect(readCache('products_cache', list)).toBeUndefined();
    localStorage.setItem('products_cache', JSON.stringify({ data: 'x', timestamp: 1 }));
    expect(readCache('products_cache', list)).toBeUndefined();
  });

  it('given a profile in the spec shape, should read it through the domain schema', () => {
    localStorage.setItem(
      'user_profile_cache',
      JSON.stringify({ data: { id: 7, first_name: 'Lena' }, timestamp: 5 }),
    );
    expect(readCache('user_profile_cache', userProfileSchema)?.data.firstName).toBe('Lena');
  });
});

describe('writeCache', () => {
  it('should store {data, timestamp} under the key', () => {
    writeCache('categories_with_sub', [{ id: 1 }], 42);
    expect(JSON.parse(localStorage.getItem('categories_with_sub')!)).toEqual({
      data: [{ id: 1 }],
      timestamp: 42,
    });
  });

  it('given a full storage, should not throw', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writeCache('products_cache', [], 1, full)).not.toThrow();
  });
});

describe('clearAllStorage', () => {
  it('should clear everything but the language choice', () => {
    localStorage.setItem('token', 'a.b.c');
    localStorage.setItem('products_cache', '{}');
    localStorage.setItem('CognitoIdentityServiceProvider.x.idToken', 't');
    localStorage.setItem('lang_code', 'FRA');
    clearAllStorage();
    expect(Object.keys(localStorage)).toEqual(['lang_code']);
    expect(localStorage.getItem('lang_code')).toBe('FRA');
  });
});
