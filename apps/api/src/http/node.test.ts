/**
 * The app under @hono/node-server, over real HTTP: bodies are read straight from Node's request
 * (with the same 64 KB limit, sent in one piece or chunked), and CORS headers reach the wire.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';

import { testBackends } from '../test/backends';
import { useHarness, type TestUser } from '../test/harness';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** POST `chunks` to the server, chunked when `chunked`, else with a Content-Length. */
function post(
  port: number,
  path: string,
  chunks: string[],
  headers: Record<string, string>,
  chunked: boolean,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const total = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...headers, ...(chunked ? {} : { 'content-length': String(total) }) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    // The server may answer 413 and stop reading before the whole body is sent.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' ? undefined : reject(error),
    );
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

for (const backend of await testBackends()) {
  describe(`the API over Node HTTP (${backend})`, () => {
    const h = useHarness(backend);
    let server: ServerType;
    let port: number;
    let user: TestUser;

    beforeAll(async () => {
      server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      port = (server.address() as AddressInfo).port;
      user = await h.registerUser();
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    const productsBody = () =>
      JSON.stringify({ intolerances: [1], sees_red_products: false, user_profile_id: user.profileId });
    const signedIn = () => ({ 'content-type': 'application/json', authorization: `Bearer ${user.token}` });

    for (const chunked of [false, true]) {
      const how = chunked ? 'chunked' : 'in one piece';
      it(`given a JSON body sent ${how}, should read it whole`, async () => {
        const text = productsBody();
        const middle = Math.floor(text.length / 2);
        const answer = await post(
          port,
          '/products',
          [text.slice(0, middle), text.slice(middle)],
          signedIn(),
          chunked,
        );
        expect(answer.status).toBe(200);
        expect((JSON.parse(answer.body) as unknown[]).length).toBeGreaterThan(0);
      });

      it(`given a body over 64 KB sent ${how}, should answer 413, token or not`, async () => {
        const chunks = Array.from({ length: 9 }, () => 'x'.repeat(8 * 1024));
        for (const headers of [signedIn(), { 'content-type': 'application/json' }]) {
          const answer = await post(port, '/products', chunks, headers, chunked);
          expect(answer.status).toBe(413);
          expect(JSON.parse(answer.body)).toEqual({ error: 'Request body larger than 64 KB' });
        }
      });
    }

    it('given a path that is no call, should answer 404 without reading the body', async () => {
      const answer = await post(port, '/no-such-call', ['x'.repeat(100 * 1024)], signedIn(), false);
      expect(answer.status).toBe(404);
    });

    it('given a body of exactly 64 KB, should read it (and find it is no JSON object)', async () => {
      const answer = await post(port, '/products', [' '.repeat(64 * 1024 - 2), '{}'], signedIn(), true);
      expect(answer.status).toBe(400);
    });

    it('given an allowed origin, should expose the ETag and vary on Origin and Accept-Encoding', async () => {
      const answer = await post(
        port,
        '/products',
        [productsBody()],
        { ...signedIn(), origin: 'http://localhost:5173' },
        false,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(answer.headers['access-control-expose-headers']).toBe('ETag,Retry-After');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers.vary).toMatch(/Origin/);
      expect(answer.headers.etag).toMatch(/^"/);
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('given an origin not allowed, should grant nothing, on the call or its preflight', async () => {
      const answer = await post(
        port,
        '/products',
        [productsBody()],
        { ...signedIn(), origin: 'https://evil.example' },
        false,
      );
      // No Access-Control-Allow-Origin: the browser gives the page nothing. The other CORS headers
      // are those Hono's own `cors` sends to any origin (hono-parity.test.ts).
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await fetch(`http://127.0.0.1:${port}/products`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      expect(preflight.headers.get('vary')).toMatch(/^Origin\b/);
    });
  });
}
