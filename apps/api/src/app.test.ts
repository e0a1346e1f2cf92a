import { apiCalls, API_PATHS } from '@diet/domain';

import { testBackends } from './test/backends';
import { json, useHarness } from './test/harness';

for (const backend of await testBackends()) {
  describe(`api app (${backend})`, () => {
    const h = useHarness(backend);

    it('given GET /health, should answer ok as JSON', async () => {
      const response = await h.request('/health', undefined, { method: 'GET' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('given an unknown path, should answer 404 with a JSON message', async () => {
      const response = await h.request('/nope', {});
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    });

    it('given every path of the call table, should serve it (no 404)', async () => {
      for (const path of API_PATHS) {
        const get = apiCalls[path].method === 'GET';
        const response = await h.request(path, get ? undefined : {}, { method: apiCalls[path].method });
        expect(response.status, path).not.toBe(404);
      }
    });

    it('given a body over 64 KB at any path that takes one (every POST), should answer 413', async () => {
      const big = 'x'.repeat(65 * 1024);
      for (const path of API_PATHS.filter((p) => apiCalls[p].method === 'POST')) {
        const form = apiCalls[path].encoding === 'form';
        const response = await h.request(path, form ? { message: big } : { padding: big }, { form });
        expect(response.status, path).toBe(413);
      }
    });

    it('given no token at any signed-in path, should answer 401', async () => {
      for (const path of API_PATHS.filter((p) => apiCalls[p].auth === 'bearer')) {
        const response = await h.request(path, {});
        expect(response.status, path).toBe(401);
      }
    });

    it('given any answer, should carry the security headers and no-store', async () => {
      const response = await h.request('/health', undefined, { method: 'GET' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-powered-by')).toBeNull();
    });

    it('given an allowed origin, should answer the preflight with CORS headers', async () => {
      const response = await h.request('/products', undefined, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    });

    it('given an allowed origin and an error answer, should still let the browser read it', async () => {
      const response = await h.request('/products', {}, { headers: { origin: 'http://localhost:5173' } });
      expect(response.status).toBe(401);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('given an origin not in the allow-list, should send no CORS allowance', async () => {
      const response = await h.request('/health', undefined, {
        method: 'GET',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('given a body over 64 KB, should answer 413 before checking the token', async () => {
      const response = await h.request('/products', { padding: 'x'.repeat(70 * 1024) });
      expect(response.status).toBe(413);
      expect(await json(response)).toEqual({ error: expect.stringContaining('64 KB') });
    });

    it('given an unexpected failure, should log it and answer 500 without details', async () => {
      const failing = h.appWith({
        db: {
          ...h.db,
          query: async (sql: string, params?: readonly unknown[]) => {
            if (sql.includes('FROM categories'))
              throw new Error('connection to 10.0.0.7 lost: secret detail');
            return h.db.query(sql, params);
          },
        } as typeof h.db,
      });
      const user = await h.registerUser();
      const response = await failing.request('/categories', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: 'Internal error' });
      expect(text).not.toContain('secret');
      expect(h.logger.lines.at(-1)).toMatchObject({
        level: 'error',
        details: expect.objectContaining({ error: expect.stringContaining('secret detail') }),
      });
    });

    it('given GET /openapi.json, should describe every call with its schemas', async () => {
      const response = await h.request('/openapi.json', undefined, { method: 'GET' });
      expect(response.status).toBe(200);
      const doc = await json<{
        openapi: string;
        paths: Record<string, Record<string, Record<string, unknown>>>;
      }>(response);
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths).sort()).toEqual([...API_PATHS].sort());
      const products = doc.paths['/products']!.post as {
        security: unknown[];
        requestBody: { content: Record<string, { schema: { required: string[] } }> };
        responses: Record<string, unknown>;
      };
      expect(products.security).toEqual([{ cognitoIdToken: [] }]);
      expect(products.requestBody.content['application/json']!.schema.required).toEqual(
        expect.arrayContaining(['intolerances', 'sees_red_products', 'user_profile_id']),
      );
      expect(Object.keys(products.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
      // Every signed-in call may meet an identity outage (503); the costly ones have per-user limits.
      expect(Object.keys(products.responses)).toContain('503');
      const responsesOf = (path: string) =>
        (doc.paths[path]!.post as { responses: Record<string, { description: string }> }).responses;
      for (const path of [
        '/products',
        '/products/product-details',
        '/favorites/add-favorite',
        '/user-profile/update-personal-info',
        '/user-profile/update-personal-diets',
        '/user-profile/update-preferences',
      ]) {
        expect(Object.keys(responsesOf(path)), path).toEqual(expect.arrayContaining(['429', '503']));
      }
      for (const path of ['/categories', '/retailers', '/user-profile/get-user-profile', '/history']) {
        expect(Object.keys(responsesOf(path)), path).not.toContain('429');
      }
      // The public forms refuse a foreign Origin.
      for (const path of ['/newsletter', '/contact']) {
        expect(responsesOf(path)['403']?.description, path).toMatch(/Origin/);
      }
      expect(responsesOf('/user-profile')['429']?.description).toMatch(/token/);
      const newsletter = doc.paths['/newsletter']!.post as {
        requestBody: { content: Record<string, unknown> };
      };
      expect(Object.keys(newsletter.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
      for (const path of API_PATHS) {
        expect(Object.keys(doc.paths[path]!), path).toEqual([apiCalls[path].method.toLowerCase()]);
      }
    });
  });
}
