import ky from 'ky';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../http';
import { createSignedInApi, MissingTokenError } from './signed-in';

function api(respond: (request: Request) => Response | Promise<Response>, token = async () => 'a.b.c') {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const call = createSignedInApi({
    client: ky.create({
      baseUrl: 'http://api.test/',
      retry: 0,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        requests.push(request.clone());
        return respond(request);
      },
    }),
    token,
    onUnauthorized,
  });
  return { call, requests, onUnauthorized };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the signed-in API', () => {
  it('should send the body as JSON with the bearer token', async () => {
    const { call, requests } = api(() => json([]));
    await call('/history', { user_profile_id: 7 });
    expect(requests[0]!.url).toBe('http://api.test/history');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer a.b.c');
    expect(await requests[0]!.json()).toEqual({ user_profile_id: 7 });
  });

  it('should read bare and body-wrapped answers alike', async () => {
    const bare = api(() => json([{ id: 1, name_en: 'Bread' }]));
    const wrapped = api(() => json({ statusCode: 200, body: JSON.stringify([{ id: 1, name_en: 'Bread' }]) }));
    const expected = [expect.objectContaining({ id: '1', name_en: 'Bread' })];
    expect(
      await bare.call('/products', { intolerances: [], sees_red_products: false, user_profile_id: 1 }),
    ).toEqual(expected);
    expect(
      await wrapped.call('/products', { intolerances: [], sees_red_products: false, user_profile_id: 1 }),
    ).toEqual(expected);
  });

  it('given a non-OK answer, should reject with its status and the error text', async () => {
    const { call, onUnauthorized } = api(() => json({ error: 'Nope' }, 500));
    await expect(call('/categories', {})).rejects.toMatchObject({
      failure: { kind: 'status', status: 500, message: 'Nope' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('given a 401, should report the refused token and reject', async () => {
    const { call, onUnauthorized } = api(() => json({ error: 'Unauthorized' }, 401));
    await expect(call('/categories', {})).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('given no session token, should reject with "Missing Cognito token" and send nothing', async () => {
    const { call, requests } = api(
      () => json([]),
      async () => {
        throw new MissingTokenError();
      },
    );
    await expect(call('/categories', {})).rejects.toThrow('Missing Cognito token');
    expect(requests).toHaveLength(0);
  });

  it('given no answer, should reject with a network failure', async () => {
    const { call } = api(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call('/categories', {})).rejects.toMatchObject({ failure: { kind: 'network' } });
  });
});
