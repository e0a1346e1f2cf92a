/**
 * The API's own CORS (`cors.ts`) and body reading (`body.ts`) exist only for speed (see the API
 * README's Benchmark section). Here they are checked against Hono's own `cors` middleware and
 * `c.req.json()` / `c.req.parseBody()` over real HTTP, for the cases the product uses: the same
 * status and headers for preflights and requests from allowed, other and no origins, on answers,
 * errors and unknown paths; the same parsed bodies.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

import { API_CORS } from '../app';
import { bufferBody, readFormBody, readJsonBody } from './body';
import { allowListCors } from './cors';
import { HttpError } from './errors';

const ALLOWED = 'https://app.example.ch';
const OTHER = 'https://evil.example.com';
const ORIGINS = [ALLOWED, 'http://127.0.0.1:5173'];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function request(port: number, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        // `date` differs between two answers; everything else must not.
        const { date: _date, ...rest } = response.headers;
        resolve({ status: response.statusCode!, headers: rest as Record<string, string>, body: text });
      });
    });
    sent.on('error', reject);
    if (body !== undefined) sent.write(body);
    sent.end();
  });
}

/** An app shaped like the API's (a JSON answer, a ready body with an ETag, errors, 404) behind `corsMiddleware`. */
function corsApp(corsMiddleware: MiddlewareHandler) {
  const app = new Hono();
  app.use('*', corsMiddleware);
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.post(
    '/products',
    () =>
      new Response('{"items":[]}', {
        headers: { 'content-type': 'application/json', etag: '"v1"', 'cache-control': 'no-store' },
      }),
  );
  app.post('/user-profile', () => {
    throw new HttpError(401, 'Sign in first', {}, { 'WWW-Authenticate': 'Bearer' });
  });
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    if (!(error instanceof HttpError)) throw error;
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ error: error.message }, error.status);
  });
  return app;
}

/** An app that answers the body it parsed, with ours (`/ours/...`) or Hono's (`/hono/...`). */
function bodyApp() {
  const app = new Hono();
  app.use('/ours/*', bufferBody);
  app.post('/ours/json', (c) => c.json({ parsed: readJsonBody(c) }));
  app.post('/ours/form', (c) => c.json({ parsed: readFormBody(c) }));
  app.post('/hono/json', async (c) => c.json({ parsed: await c.req.json<unknown>() }));
  app.post('/hono/form', async (c) => c.json({ parsed: await c.req.parseBody() }));
  return app;
}

function listen(app: Hono): Promise<{ port: number; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ port: info.port, server }),
    );
  });
}

const servers: ServerType[] = [];
let ours: number;
let hono: number;
let bodies: number;

beforeAll(async () => {
  const started = await Promise.all([
    listen(corsApp(allowListCors({ origins: ORIGINS, ...API_CORS }))),
    listen(
      corsApp(
        cors({
          origin: ORIGINS,
          allowMethods: [...API_CORS.allowMethods],
          allowHeaders: [...API_CORS.allowHeaders],
          exposeHeaders: [...API_CORS.exposeHeaders],
          maxAge: API_CORS.maxAgeSeconds,
        }),
      ),
    ),
    listen(bodyApp()),
  ]);
  servers.push(...started.map(({ server }) => server));
  [ours, hono, bodies] = started.map(({ port }) => port) as [number, number, number];
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('allowListCors, as Hono’s cors does', () => {
  const preflight = (origin: string) => ({
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type,authorization',
  });
  it.each([
    ['a preflight from an allowed origin', 'OPTIONS', '/products', preflight(ALLOWED)],
    ['a preflight from another origin', 'OPTIONS', '/products', preflight(OTHER)],
    ['a preflight without an origin', 'OPTIONS', '/products', { 'access-control-request-method': 'POST' }],
    ['a GET from an allowed origin', 'GET', '/health', { origin: ALLOWED }],
    ['a GET from another origin', 'GET', '/health', { origin: OTHER }],
    ['a GET without an origin', 'GET', '/health', {}],
    ['a POST with a ready body and ETag from an allowed origin', 'POST', '/products', { origin: ALLOWED }],
    ['a POST with a ready body and ETag from another origin', 'POST', '/products', { origin: OTHER }],
    ['an error answer (401) to an allowed origin', 'POST', '/user-profile', { origin: ALLOWED }],
    ['an error answer (401) to another origin', 'POST', '/user-profile', { origin: OTHER }],
    ['an unknown path from an allowed origin', 'GET', '/nothing-here', { origin: ALLOWED }],
  ])('given %s, should answer the same status, headers and body', async (_, method, path, headers) => {
    const [mine, theirs] = await Promise.all([
      request(ours, method, path, headers),
      request(hono, method, path, headers),
    ]);
    expect(mine).toEqual(theirs);
  });

  it('given an allowed origin, should grant it, and nothing to another origin', async () => {
    const granted = await request(ours, 'OPTIONS', '/products', preflight(ALLOWED));
    expect(granted.headers['access-control-allow-origin']).toBe(ALLOWED);
    const refused = await request(ours, 'GET', '/health', { origin: OTHER });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('bufferBody with readJsonBody / readFormBody, as Hono’s body parsing does', () => {
  it.each([
    ['a registration', { username: 'anna', email: 'anna@example.test', intolerances: ['lactose', 'gluten'] }],
    ['text beyond ASCII and escapes', { name: 'Zoë Müller', note: 'line\nbreak "quoted" \u2713 😀' }],
    ['nesting, numbers and null', { a: { b: [1, 2.5, -3e2, null, true] }, empty: {}, list: [] }],
    ['a top-level array', [{ barcode: '7610000000001' }, { barcode: '7610000000002' }]],
  ])('given %s as JSON, should parse the same value', async (_, value) => {
    const body = JSON.stringify(value);
    const headers = { 'content-type': 'application/json' };
    const [mine, theirs] = await Promise.all([
      request(bodies, 'POST', '/ours/json', headers, body),
      request(bodies, 'POST', '/hono/json', headers, body),
    ]);
    expect(JSON.parse(mine.body)).toEqual({ parsed: value });
    expect(mine.body).toBe(theirs.body);
  });

  it.each([
    ['a newsletter sign-up', 'email=anna%40example.test&diet=lactose&lang=de'],
    [
      'a contact message',
      'name=Zo%C3%AB+M%C3%BCller&email=z%40example.test&message=Gr%C3%BCezi%21%0AHow+%2B+why%3F',
    ],
    ['an empty field and a bare key', 'email=a%40b.ch&message=&flag'],
  ])('given %s as a form, should parse the same fields', async (_, body) => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const [mine, theirs] = await Promise.all([
      request(bodies, 'POST', '/ours/form', headers, body),
      request(bodies, 'POST', '/hono/form', headers, body),
    ]);
    expect(mine.status).toBe(200);
    expect(mine.body).toBe(theirs.body);
  });
});
