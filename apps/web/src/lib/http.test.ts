import { apiCalls } from '@diet/domain';

import { ApiError, createHttp, FORM_ENCODED, formBody, postPublic } from './http';

type Seen = { url: string; method: string; contentType: string | null; body: string };

function fakeApi(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: Request) => {
    const entry = {
      url: input.url,
      method: input.method,
      contentType: input.headers.get('content-type'),
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
