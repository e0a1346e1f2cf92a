// @vitest-environment happy-dom
import type { Product, UserProfile } from '@diet/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MissingTokenError, type SignedInCall } from '../../../lib/api';
import { ApiError } from '../../../lib/http';
import { IdentityError } from '../../../lib/identity';
import { createQueryClient, queryKeys } from '../../../lib/query/client';
import {
  failureReason,
  IncompleteProfileError,
  isUnreachable,
  saveFailureMessage,
  saveDietProfile,
  savePersonalInfo,
  savePreferences,
  type SaveDeps,
} from './saves';

vi.mock('../../../config', () => ({ config: { apiUrl: 'http://api.test' } }));

const profile: UserProfile = {
  id: '7',
  email: 'lena@example.ch',
  username: 'lena',
  firstName: 'Lena',
  lastName: 'Meier',
  gender: 2,
  birth_year: 1990,
  language: 'EN',
  country: 'CH',
  intolerances: [1],
  extra_intolerance: null,
  sees_red_products: false,
  sees_local_products: false,
  sees_only_specific_retailer: false,
  shop: [],
};

const redMilk = { id: '9', name_en: 'Milk', is_red: true } as Partial<Product>;

/** The server's count of what a save changed. */
const COUNTED = { now_red: 14, now_yellow: 0, now_green: 6, now_hidden: 14, now_shown: 6 };

function setup(answers: Partial<Record<string, () => Promise<unknown>>> = {}) {
  const calls: [string, unknown][] = [];
  const call = vi.fn(async (path: string, body: unknown) => {
    calls.push([path, body]);
    const answer = answers[path];
    if (answer) return answer();
    if (path === '/products') return [redMilk];
    return path === '/products/changes' ? COUNTED : { message: 'ok' };
  }) as unknown as SignedInCall;
  const refreshToken = vi.fn(async () => 'fresh');
  const client = createQueryClient();
  client.setQueryData(queryKeys.profile, profile);
  client.setQueryData(queryKeys.products, [] as Product[]);
  const log = vi.fn();
  const deps: SaveDeps = { client, call, refreshToken, log };
  return { deps, calls, refreshToken, client, log };
}

describe('saveDietProfile', () => {
  beforeEach(() => localStorage.clear());

  it('given new diets, should save them, then renew the token, then ask for the products of the new diets and store them', async () => {
    const { deps, calls, refreshToken, client } = setup();
    const before = Date.now();
    const result = await saveDietProfile(deps, profile, {
      intolerances: [3, 1],
      extraIntolerance: '  nuts ',
    });
    expect(result).toEqual({ productsRefreshed: true, changes: COUNTED });
    const view = {
      sees_red_products: false,
      sees_local_products: false,
      sees_only_specific_retailer: false,
      shop: [],
    };
    expect(calls).toEqual([
      [
        '/user-profile/update-personal-diets',
        { email: 'lena@example.ch', user_id: '7', intolerances: [1, 3], extra_intolerance: 'nuts' },
      ],
      [
        '/products/changes',
        {
          user_profile_id: '7',
          before: { intolerances: [1], ...view },
          after: { intolerances: [1, 3], ...view },
        },
      ],
      ['/products', { intolerances: [1, 3], sees_red_products: false, user_profile_id: '7', language: 'en' }],
    ]);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<UserProfile>(queryKeys.profile)).toMatchObject({
      intolerances: [1, 3],
      extra_intolerance: 'nuts',
    });
    const stored = JSON.parse(localStorage.getItem('products_cache')!) as {
      data: unknown;
      timestamp: number;
    };
    expect(stored.data).toEqual([redMilk]);
    expect(stored.timestamp).toBeGreaterThanOrEqual(before);
    expect(JSON.parse(localStorage.getItem('user_profile_cache')!).data.intolerances).toEqual([1, 3]);
  });

  it('given blank other needs, should send null', async () => {
    const { deps, calls } = setup();
    await saveDietProfile(deps, profile, { intolerances: [], extraIntolerance: '   ' });
    expect(calls[0]![1]).toMatchObject({ intolerances: [], extra_intolerance: null });
  });

  it.each([
    ['no e-mail', { ...profile, email: null }],
    ['a blank e-mail', { ...profile, email: '  ' }],
    ['no id', { ...profile, id: null }],
    ['no profile', undefined],
  ])(
    'given a cached profile with %s, should send nothing and say the e-mail or id is missing',
    async (_, cached) => {
      const { deps, calls } = setup();
      await expect(
        saveDietProfile(deps, cached, { intolerances: [1], extraIntolerance: '' }),
      ).rejects.toEqual(new IncompleteProfileError('email-or-id'));
      expect(calls).toEqual([]);
    },
  );

  it('given the server refuses, should fail with its error and leave the cached profile and products alone', async () => {
    const refusal = new ApiError({ kind: 'status', status: 400, message: 'Invalid request: intolerances' });
    const { deps, client, refreshToken } = setup({
      '/user-profile/update-personal-diets': () => Promise.reject(refusal),
    });
    await expect(saveDietProfile(deps, profile, { intolerances: [2], extraIntolerance: '' })).rejects.toBe(
      refusal,
    );
    expect(client.getQueryData<UserProfile>(queryKeys.profile)?.intolerances).toEqual([1]);
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('given the products cannot be fetched after the save, should keep the save, say so and drop the stored products', async () => {
    const { deps, client, log } = setup({
      '/products': () => Promise.reject(new ApiError({ kind: 'status', status: 503 })),
    });
    localStorage.setItem('products_cache', JSON.stringify({ data: [], timestamp: Date.now() }));
    const result = await saveDietProfile(deps, profile, { intolerances: [2], extraIntolerance: '' });
    expect(result).toEqual({ productsRefreshed: false, changes: COUNTED });
    expect(client.getQueryData<UserProfile>(queryKeys.profile)?.intolerances).toEqual([2]);
    expect(localStorage.getItem('products_cache')).toBeNull();
    expect(client.getQueryState(queryKeys.products)?.isInvalidated).toBe(true);
    expect(log).toHaveBeenCalled();
  });

  it('given the count of what changed fails, should keep the save and say nothing about it', async () => {
    const { deps, client, log } = setup({
      '/products/changes': () => Promise.reject(new ApiError({ kind: 'status', status: 429 })),
    });
    const result = await saveDietProfile(deps, profile, { intolerances: [2], extraIntolerance: '' });
    expect(result).toEqual({ productsRefreshed: true, changes: null });
    expect(client.getQueryData<UserProfile>(queryKeys.profile)?.intolerances).toEqual([2]);
    expect(log).toHaveBeenCalledWith('Counting what the save changed failed', expect.any(ApiError));
  });
});

describe('savePreferences', () => {
  beforeEach(() => localStorage.clear());

  it('given red products switched on, should save and ask for the products with sees_red_products', async () => {
    const { deps, calls, client } = setup();
    await savePreferences(deps, profile, {
      seesRedProducts: true,
      seesLocalProducts: true,
      seesOnlySpecificRetailer: true,
      shops: ['Migros', 'Coop'],
    });
    expect(calls).toEqual([
      [
        '/user-profile/update-preferences',
        {
          email: 'lena@example.ch',
          user_id: '7',
          sees_red_products: true,
          sees_local_products: true,
          sees_only_specific_retailer: true,
          shop: ['Migros', 'Coop'],
        },
      ],
      [
        '/products/changes',
        {
          user_profile_id: '7',
          before: {
            intolerances: [1],
            sees_red_products: false,
            sees_local_products: false,
            sees_only_specific_retailer: false,
            shop: [],
          },
          after: {
            intolerances: [1],
            sees_red_products: true,
            sees_local_products: true,
            sees_only_specific_retailer: true,
            shop: ['Migros', 'Coop'],
          },
        },
      ],
      ['/products', { intolerances: [1], sees_red_products: true, user_profile_id: '7', language: 'en' }],
    ]);
    expect(client.getQueryData<UserProfile>(queryKeys.profile)).toMatchObject({
      sees_red_products: true,
      shop: ['Migros', 'Coop'],
    });
  });

  it('given the retailer switch off, should send no retailers even if some were ticked', async () => {
    const { deps, calls } = setup();
    await savePreferences(deps, profile, {
      seesRedProducts: false,
      seesLocalProducts: false,
      seesOnlySpecificRetailer: false,
      shops: ['Coop'],
    });
    expect(calls[0]![1]).toMatchObject({ sees_only_specific_retailer: false, shop: [] });
  });

  it('given a cached profile without an id, should send nothing', async () => {
    const { deps, calls } = setup();
    await expect(
      savePreferences(
        deps,
        { ...profile, id: null },
        {
          seesRedProducts: true,
          seesLocalProducts: false,
          seesOnlySpecificRetailer: false,
          shops: [],
        },
      ),
    ).rejects.toBeInstanceOf(IncompleteProfileError);
    expect(calls).toEqual([]);
  });
});

describe('savePersonalInfo', () => {
  beforeEach(() => localStorage.clear());

  it('given the values, should send gender and year as numbers and update the cached name', async () => {
    const { deps, calls, client } = setup();
    await savePersonalInfo(deps, profile, {
      name: ' Anna ',
      surname: 'Muster',
      gender: 4,
      birthYear: '1985',
    });
    expect(calls).toEqual([
      [
        '/user-profile/update-personal-info',
        { email: 'lena@example.ch', name: 'Anna', surname: 'Muster', gender: 4, birth_year: 1985 },
      ],
    ]);
    expect(client.getQueryData<UserProfile>(queryKeys.profile)).toMatchObject({
      firstName: 'Anna',
      lastName: 'Muster',
      gender: 4,
      birth_year: 1985,
    });
  });

  it('given no year and no gender, should send null for both', async () => {
    const { deps, calls } = setup();
    await savePersonalInfo(deps, profile, { name: 'Anna', surname: '', gender: null, birthYear: '' });
    expect(calls[0]![1]).toMatchObject({ gender: null, birth_year: null });
  });

  it('given a cached profile without e-mail (even with an id), should send nothing and say the e-mail is missing', async () => {
    const { deps, calls } = setup();
    await expect(
      savePersonalInfo(
        deps,
        { ...profile, email: null },
        { name: 'A', surname: '', gender: null, birthYear: '' },
      ),
    ).rejects.toEqual(new IncompleteProfileError('email'));
    expect(calls).toEqual([]);
  });
});

describe('failureReason', () => {
  it.each([
    [
      new ApiError({ kind: 'status', status: 400, message: 'Invalid request: shop' }),
      'Invalid request: shop',
    ],
    [new ApiError({ kind: 'status', status: 500 }), undefined],
    [new ApiError({ kind: 'network' }), undefined],
    [new ApiError({ kind: 'timeout' }), undefined],
    [new MissingTokenError(), 'Missing Cognito token'],
    [new Error('boom'), undefined],
  ])('given %o, should give %j', (error, expected) => {
    expect(failureReason(error)).toBe(expected);
  });
});

describe('isUnreachable', () => {
  it.each([
    [new ApiError({ kind: 'network' }), true],
    [new ApiError({ kind: 'timeout' }), true],
    [new IdentityError('Network', 'A network error has occurred.'), true],
    [new ApiError({ kind: 'status', status: 503, message: 'Service unavailable' }), false],
    [new ApiError({ kind: 'status', status: 500 }), false],
    [new ApiError({ kind: 'status', status: 429 }), false],
    [new IdentityError('NotAuthorized', 'Refresh token expired'), false],
    [new MissingTokenError(), false],
    [new Error('boom'), false],
  ])('given %o, should give %j', (error, expected) => {
    expect(isUnreachable(error)).toBe(expected);
  });
});

describe('saveFailureMessage', () => {
  it('given no answer (network error or timeout), should say DietCheck cannot be reached', () => {
    for (const page of ['dietProfile', 'personalInfo', 'preferences'] as const) {
      expect(saveFailureMessage(page, new ApiError({ kind: 'network' }))).toEqual({ key: 'unreachable' });
      expect(saveFailureMessage(page, new ApiError({ kind: 'timeout' }))).toEqual({ key: 'unreachable' });
    }
  });

  it("given an answer with a reason or without, should keep the spec's texts", () => {
    expect(
      saveFailureMessage(
        'personalInfo',
        new ApiError({ kind: 'status', status: 409, message: 'Profile is being updated' }),
      ),
    ).toEqual({ key: 'personalInfo.failed', values: { message: 'Profile is being updated' } });
    expect(saveFailureMessage('preferences', new ApiError({ kind: 'status', status: 500 }))).toEqual({
      key: 'preferences.failedNoMessage',
    });
    expect(saveFailureMessage('dietProfile', new MissingTokenError())).toEqual({
      key: 'dietProfile.failed',
      values: { message: 'Missing Cognito token' },
    });
  });

  it('given a cached profile without e-mail or id, should name what is missing', () => {
    expect(saveFailureMessage('personalInfo', new IncompleteProfileError('email'))).toEqual({
      key: 'missingEmail',
    });
    expect(saveFailureMessage('dietProfile', new IncompleteProfileError('email-or-id'))).toEqual({
      key: 'missingEmailOrId',
    });
  });
});
