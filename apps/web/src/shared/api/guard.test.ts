// @vitest-environment happy-dom
import type { Product } from '@diet/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/http';
import { createQueryClient } from '../../lib/query/client';
import { runGuard } from './guard';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ callApi }));
vi.mock('../../config', () => ({ config: { apiUrl: 'http://api.test' } }));

const claims = btoa(JSON.stringify({ email: 'lena@example.ch' }));
const session = { idToken: `h.${claims}.s`, expiresAt: 0, userId: 'sub', username: 'lena' };
const profile = { id: '7', email: 'lena@example.ch', intolerances: [1], sees_red_products: false };
const log = vi.fn();

function answer(path: string) {
  if (path === '/user-profile/get-user-profile') return Promise.resolve(profile);
  if (path === '/categories') return Promise.resolve([{ id: '1', name_en: 'Dairy', image: 'img/d.png' }]);
  if (path === '/products') return Promise.resolve([{ id: '9', name_en: 'Milk' } as Partial<Product>]);
  return Promise.reject(new Error(path));
}

describe('runGuard', () => {
  beforeEach(() => {
    localStorage.clear();
    callApi.mockReset();
    log.mockReset();
  });

  it('given no token, should be signed out without asking anything', async () => {
    const current = vi.fn();
    expect(await runGuard({ client: createQueryClient(), session: current, log })).toMatchObject({
      status: 'signed-out',
      reason: 'no-token',
    });
    expect(current).not.toHaveBeenCalled();
  });

  it('given no session, should be signed out', async () => {
    localStorage.setItem('token', 'old');
    expect(await runGuard({ client: createQueryClient(), session: async () => null, log })).toMatchObject({
      reason: 'no-session',
    });
  });

  it('given a token, should refresh profile, categories and products in turn and store them', async () => {
    localStorage.setItem('token', 'old');
    callApi.mockImplementation(answer);
    const outcome = await runGuard({ client: createQueryClient(), session: async () => session, log });
    expect(outcome).toMatchObject({ status: 'signed-in', profile: { id: '7' } });
    expect(callApi.mock.calls.map(([path]) => path)).toEqual([
      '/user-profile/get-user-profile',
      '/categories',
      '/products',
    ]);
    expect(callApi.mock.calls[0]![1]).toEqual({ email: 'lena@example.ch' });
    // The page's language (here none set: English) goes with the first page's call.
    expect(callApi.mock.calls[2]![1]).toEqual({
      intolerances: [1],
      sees_red_products: false,
      user_profile_id: '7',
      language: 'en',
    });
    // The refreshed session's token replaces the stored one.
    expect(localStorage.getItem('token')).toBe(session.idToken);
    const categories = JSON.parse(localStorage.getItem('categories_with_sub')!);
    expect(categories.data[0].image).toBe('http://api.test/img/d.png');
    expect(Date.now() - categories.timestamp).toBeLessThan(5000);
    expect(JSON.parse(localStorage.getItem('products_cache')!).data[0].id).toBe('9');
  });

  it('given fresh caches, should reuse them and call nothing', async () => {
    localStorage.setItem('token', 'old');
    const now = Date.now();
    localStorage.setItem('user_profile_cache', JSON.stringify({ data: profile, timestamp: now }));
    localStorage.setItem('categories_with_sub', JSON.stringify({ data: [], timestamp: now }));
    localStorage.setItem('products_cache', JSON.stringify({ data: [], timestamp: now }));
    const outcome = await runGuard({ client: createQueryClient(), session: async () => session, log });
    expect(outcome.status).toBe('signed-in');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('given caches older than 720 minutes, should refresh them', async () => {
    localStorage.setItem('token', 'old');
    const old = Date.now() - 721 * 60 * 1000;
    localStorage.setItem('user_profile_cache', JSON.stringify({ data: profile, timestamp: old }));
    localStorage.setItem('categories_with_sub', JSON.stringify({ data: [], timestamp: old }));
    localStorage.setItem('products_cache', JSON.stringify({ data: [], timestamp: old }));
    callApi.mockImplementation(answer);
    await runGuard({ client: createQueryClient(), session: async () => session, log });
    expect(callApi).toHaveBeenCalledTimes(3);
  });

  it('given the API refusing the token (401), should be signed out', async () => {
    localStorage.setItem('token', 'old');
    callApi.mockRejectedValue(new ApiError({ kind: 'status', status: 401 }));
    expect(await runGuard({ client: createQueryClient(), session: async () => session, log })).toMatchObject({
      status: 'signed-out',
      reason: 'unauthorized',
    });
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('given no profile for the account (404), should say so with the e-mail, still signed in', async () => {
    localStorage.setItem('token', 'old');
    callApi.mockRejectedValue(new ApiError({ kind: 'status', status: 404, message: 'No profile' }));
    expect(await runGuard({ client: createQueryClient(), session: async () => session, log })).toMatchObject({
      status: 'no-profile',
      email: 'lena@example.ch',
    });
    expect(localStorage.getItem('token')).toBe(session.idToken);
  });

  it.each([
    ['unreachable', new ApiError({ kind: 'network' })],
    ['too slow', new ApiError({ kind: 'timeout' })],
    ['failing (500)', new ApiError({ kind: 'status', status: 500 })],
    ['failing (503)', new ApiError({ kind: 'status', status: 503 })],
    ['answering something unreadable', new Error('Malformed response')],
  ])('given the API %s, should reject and keep the session', async (_case, error) => {
    localStorage.setItem('token', 'old');
    callApi.mockRejectedValue(error);
    await expect(runGuard({ client: createQueryClient(), session: async () => session, log })).rejects.toBe(
      error,
    );
    expect(localStorage.getItem('token')).toBe(session.idToken);
  });

  it('given categories and products failures, should swallow them (logged) and let the user in', async () => {
    localStorage.setItem('token', 'old');
    callApi.mockImplementation((path: string) =>
      path === '/user-profile/get-user-profile' ? Promise.resolve(profile) : Promise.reject(new Error(path)),
    );
    const outcome = await runGuard({ client: createQueryClient(), session: async () => session, log });
    expect(outcome.status).toBe('signed-in');
    expect(log).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('products_cache')).toBeNull();
  });

  it("given another account's stored profile and products, should drop them and fetch this user's", async () => {
    localStorage.setItem('token', 'old');
    const now = Date.now();
    localStorage.setItem(
      'user_profile_cache',
      JSON.stringify({ data: { ...profile, id: '99', email: 'someone@else.ch' }, timestamp: now }),
    );
    localStorage.setItem('categories_with_sub', JSON.stringify({ data: [], timestamp: now }));
    localStorage.setItem('products_cache', JSON.stringify({ data: [{ id: '1' }], timestamp: now }));
    callApi.mockImplementation(answer);
    const outcome = await runGuard({ client: createQueryClient(), session: async () => session, log });
    expect(outcome).toMatchObject({ status: 'signed-in', profile: { id: '7' } });
    expect(callApi.mock.calls.map(([path]) => path)).toEqual(['/user-profile/get-user-profile', '/products']);
    expect(JSON.parse(localStorage.getItem('products_cache')!).data[0].id).toBe('9');
  });
});
