import { testBackends } from '../test/backends';
import { json, useHarness } from '../test/harness';

for (const backend of await testBackends()) {
  describe(`bearer token checks (${backend})`, () => {
    const h = useHarness(backend);

    async function categoriesWith(token: string | null, headers: Record<string, string> = {}) {
      return h.request('/categories', {}, { token, headers });
    }

    it('given a valid id token, should let the call through', async () => {
      const user = await h.registerUser();
      expect((await categoriesWith(user.token)).status).toBe(200);
    });

    it('given no Authorization header, should answer 401 with WWW-Authenticate', async () => {
      const response = await categoriesWith(null);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await json(response)).toEqual({ error: 'Missing or invalid token' });
    });

    it('given a header that is not a bearer token, should answer 401', async () => {
      expect((await categoriesWith(null, { authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(401);
      expect((await categoriesWith(null, { authorization: 'Bearer not a token' })).status).toBe(401);
      expect((await categoriesWith('a.b.c')).status).toBe(401);
    });

    it('given the scheme in any case (HTTP schemes are case-insensitive), should let the call through', async () => {
      const user = await h.registerUser();
      for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
        const response = await categoriesWith(null, { authorization: `${scheme} ${user.token}` });
        expect(response.status, scheme).toBe(200);
      }
    });

    it('given a token issued in the future (beyond the clock tolerance), should answer 401', async () => {
      const user = await h.registerUser();
      expect((await categoriesWith(await h.token(user, { issuedIn: 20 }))).status).toBe(200);
      const future = await h.token(user, { issuedIn: 600, expiresIn: 1200 });
      expect((await categoriesWith(future)).status).toBe(401);
    });

    it('given a correctly signed token with an absurd lifetime, should answer 401', async () => {
      const user = await h.registerUser();
      expect((await categoriesWith(await h.token(user, { expiresIn: 24 * 3600 }))).status).toBe(200);
      for (const expiresIn of [24 * 3600 + 60, 10 * 365 * 24 * 3600]) {
        const response = await categoriesWith(await h.token(user, { expiresIn }));
        expect(response.status, String(expiresIn)).toBe(401);
      }
    });

    const claims = { sub: 'sub-1', username: 'someone', email: 'someone@example.test' };
    const cases: [string, Parameters<typeof h.token>[1]][] = [
      ['an expired token', { expiresIn: -120 }],
      ['another issuer', { issuer: 'http://127.0.0.1:9229/local_pool' }],
      ['another audience (app client)', { audience: 'other-client' }],
      ['an access token', { tokenUse: 'access' }],
      ['a token signed with another key', { forged: true }],
    ];
    for (const [name, options] of cases) {
      it(`given ${name}, should answer 401`, async () => {
        const response = await categoriesWith(await h.token(claims, options));
        expect(response.status).toBe(401);
      });
    }

    it('given a token within the clock tolerance, should accept it', async () => {
      const user = await h.registerUser();
      expect((await categoriesWith(await h.token(user, { expiresIn: -10 }))).status).toBe(200);
    });

    it('given an invalid token and an invalid body, should answer 401 (auth first)', async () => {
      const response = await h.request('/products', { intolerances: 'nope' });
      expect(response.status).toBe(401);
    });
  });
}
