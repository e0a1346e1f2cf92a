import { apiCalls } from '@diet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createSignedInApi } from './api/signed-in';
import {
  ApiError,
  createHttp,
  FORM_ENCODED,
  formBody,
  getJson,
  MAX_RETRY_AFTER_MS,
  postPublic,
  retryAfterMs,
} from './http';

type Seen = {
  url: string;
  method: string;
  contentType: string | null;
  authorization: string | null;
  body: string;
};

function fakeApi(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: Request) => {
    const entry = {
      url: input.url,
      method: input.method,
      contentType: input.headers.get('content-type'),
      authorization: input.headers.get('authorization'),
      body: await input.text(),
    };
    seen.push(entry);
    return answer(entry);
  }) as typeof fetch;
  return { client: createHttp('http://api.test', fetchImpl), seen };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.failure;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('postPublic', () => {
  it('given the newsletter, should send it form-encoded to the API base and accept an empty answer', async () => {
    const { client, seen } = fakeApi(() => new Response(null, { status: 200 }));
    await expect(
      postPublic('/newsletter', { email: 'a@b.ch', name: '', diets: 'vegan' }, client),
    ).resolves.toBeUndefined();
    expect(seen).toEqual([
      {
        url: 'http://api.test/newsletter',
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        authorization: null,
        body: 'email=a%40b.ch&name=&diets=vegan',
      },
    ]);
  });

  it('given registration, should send JSON and return the parsed answer', async () => {
    const { client, seen } = fakeApi(() => Response.json({ message: 'Profile created' }, { status: 201 }));
    const body = { email: 'a@b.ch' } as never;
    await expect(postPublic('/user-profile', body, client)).resolves.toEqual({ message: 'Profile created' });
    expect(seen[0]).toMatchObject({ contentType: 'application/json', body: '{"email":"a@b.ch"}' });
  });

  it('given a non-OK answer, should throw a status failure with the API message', async () => {
    const { client } = fakeApi(() => Response.json({ error: 'Too many requests' }, { status: 429 }));
    await expect(
      failure(postPublic('/contact', { name: '', email: 'a@b.ch', reason: '', message: '' }, client)),
    ).resolves.toEqual({
      kind: 'status',
      status: 429,
      message: 'Too many requests',
    });
  });

  it('given no answer, should throw a network failure', async () => {
    const { client } = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      failure(postPublic('/newsletter', { email: 'a@b.ch', name: '', diets: '' }, client)),
    ).resolves.toEqual({
      kind: 'network',
    });
  });
});

describe('the encodings', () => {
  it('given the domain call table, should send exactly its form-encoded calls as forms', () => {
    const form = Object.entries(apiCalls)
      .filter(([, call]) => call.encoding === 'form')
      .map(([path]) => path)
      .sort();
    expect([...FORM_ENCODED].sort()).toEqual(form);
  });

  it('given lists and empty values, should repeat keys and leave absent values out', () => {
    expect(formBody({ a: ['1', '2'], b: '', c: undefined, d: null, e: 3 }).toString()).toBe('a=1&a=2&b=&e=3');
  });
});

describe('a call refused with 429 (rate limited)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2027-03-01T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tooMany = (retryAfter?: string) =>
    Response.json(
      { error: 'Too many requests' },
      { status: 429, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } },
    );

  /** Answers the given responses in turn (the last one again once they run out). */
  function answers(...responses: (() => Response)[]) {
    let next = 0;
    return fakeApi(() => responses[Math.min(next++, responses.length - 1)]!());
  }

  const register = (client: ReturnType<typeof createHttp>) =>
    postPublic('/user-profile', { email: 'a@b.ch' } as never, client);

  it('given Retry-After: 2, should send the registration again after 2 s and return its answer', async () => {
    const { client, seen } = answers(
      () => tooMany('2'),
      () => Response.json({ message: 'Profile created' }, { status: 201 }),
    );
    const result = register(client);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ message: 'Profile created' });
    expect(seen).toHaveLength(2);
    // The same call, body and all.
    expect(seen[1]).toEqual(seen[0]);
  });

  it('given a second 429, should fail with it as before (one retry only)', async () => {
    const { client, seen } = answers(() => tooMany('1'));
    const result = failure(register(client));
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toEqual({ kind: 'status', status: 429, message: 'Too many requests' });
    expect(seen).toHaveLength(2);
  });

  it('given a wait longer than 10 s, or no Retry-After, should fail at once', async () => {
    for (const retryAfter of [String(MAX_RETRY_AFTER_MS / 1000 + 1), '3600', undefined, 'soon']) {
      const { client, seen } = answers(
        () => tooMany(retryAfter),
        () => Response.json({}, { status: 201 }),
      );
      await expect(failure(register(client))).resolves.toMatchObject({ kind: 'status', status: 429 });
      expect(seen).toHaveLength(1);
    }
  });

  it('given Retry-After as an HTTP date 3 s ahead, should wait until then', async () => {
    const at = new Date(Date.now() + 3_000).toUTCString();
    const { client, seen } = answers(
      () => tooMany(at),
      () => Response.json([], { status: 200 }),
    );
    const result = getJson('products/samples', client);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toEqual([]);
    expect(seen).toHaveLength(2);
  });

  it('given a signed-in call (a profile write), should send it again with its token after the wait', async () => {
    const { client, seen } = answers(
      () => tooMany('1'),
      () => Response.json({ message: 'ok' }, { status: 200 }),
    );
    const call = createSignedInApi({
      client,
      token: async () => 'a.b.c',
      onUnauthorized: vi.fn(),
    });
    const result = call('/user-profile/update-preferences', {
      email: 'a@b.ch',
      user_id: '7',
      sees_red_products: true,
      sees_local_products: false,
      sees_only_specific_retailer: false,
      shop: [],
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBeDefined();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({
      url: 'http://api.test/user-profile/update-preferences',
      method: 'POST',
      authorization: 'Bearer a.b.c',
    });
    expect(seen[1]).toEqual(seen[0]);
  });

  it('given no answer or a server error, should not send the call again', async () => {
    const down = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(failure(register(down.client))).resolves.toEqual({ kind: 'network' });
    expect(down.seen).toHaveLength(1);

    const unavailable = fakeApi(() => Response.json({}, { status: 503, headers: { 'Retry-After': '1' } }));
    await expect(failure(register(unavailable.client))).resolves.toMatchObject({ status: 503 });
    expect(unavailable.seen).toHaveLength(1);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2027-03-01T10:00:00Z');

  it('should read delay-seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Mon, 01 Mar 2027 10:00:07 GMT', now)).toBe(7_000);
    // A date already past means "now".
    expect(retryAfterMs('Mon, 01 Mar 2027 09:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
