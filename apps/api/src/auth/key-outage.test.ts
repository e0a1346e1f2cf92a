/**
 * The pool's signing keys (JWKS) fetched over real HTTP from a server that the tests take down
 * and bring back: an unreachable key source is the API's trouble, never the caller's. The answer
 * is 503 with Retry-After (never a 500, never a 401 that would end the user's session), one log
 * line per outage, and no new fetch until a cooldown has passed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { testBackends } from '../test/backends';
import { json, registrationBody, useHarness } from '../test/harness';
import { TEST_CLIENT_ID, TEST_ISSUER } from '../test/tokens';
import { memoryLogger } from '../logger';
import { cognitoVerifier, KEYS_COOLDOWN_MS, remoteJwks } from './verifier';

type Mode = 'up' | 'hang-up' | 'error-502';

/** A pool's JWKS endpoint that can go down: counts its requests. */
async function keyServer(keySet: unknown) {
  let mode: Mode = 'up';
  let hits = 0;
  const server = http.createServer((request, response) => {
    hits += 1;
    if (mode === 'hang-up') return void request.socket.destroy();
    if (mode === 'error-502') return void response.writeHead(502).end('Bad gateway');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(keySet));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    hits: () => hits,
    set: (next: Mode) => void (mode = next),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

for (const backend of await testBackends()) {
  describe(`the pool's keys out of reach (${backend})`, () => {
    const h = useHarness(backend);

    async function setup(mode: Mode) {
      const keys = await keyServer(h.tokens.keySet);
      keys.set(mode);
      const logger = memoryLogger();
      const verifier = cognitoVerifier({
        issuer: TEST_ISSUER,
        clientId: TEST_CLIENT_ID,
        jwks: remoteJwks(keys.url, { clock: h.clock, logger }),
        clock: h.clock,
      });
      const app = h.appWith({ verifier, logger });
      const user = await h.registerUser();
      /** A fresh token each time (another expiry): a token verified once is remembered and needs no key. */
      let issued = 0;
      const call = async (path = '/categories') =>
        app.request(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${await h.token(user, { expiresIn: 3600 - (issued += 1) })}`,
          },
          body: JSON.stringify({}),
        });
      return { keys, logger, call, user };
    }

    for (const mode of ['hang-up', 'error-502'] as const) {
      it(`given the key endpoint down (${mode}), should answer 503 with Retry-After, log once, and wait before fetching again`, async () => {
        const { keys, logger, call } = await setup(mode);
        try {
          for (let i = 0; i < 4; i += 1) {
            const response = await call();
            expect(response.status).toBe(503);
            expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
            expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(KEYS_COOLDOWN_MS / 1000);
            expect(await json(response)).toEqual({
              error: 'The identity service is unavailable, please try again later',
            });
          }
          // One fetch for the whole cooldown, one log line for the whole outage.
          expect(keys.hits()).toBe(1);
          expect(logger.lines).toEqual([
            { level: 'error', message: 'Identity keys unreachable', details: expect.any(Object) },
          ]);
          expect(JSON.stringify(logger.lines)).not.toContain('Unhandled error');

          h.clock.advance(KEYS_COOLDOWN_MS);
          expect((await call()).status).toBe(503);
          expect(keys.hits()).toBe(2);
          expect(logger.lines).toHaveLength(1);

          // Back up: after the cooldown, the next call fetches the keys and passes.
          keys.set('up');
          expect((await call()).status).toBe(503);
          expect(keys.hits()).toBe(2);
          h.clock.advance(KEYS_COOLDOWN_MS);
          expect((await call()).status).toBe(200);
          expect(keys.hits()).toBe(3);
          expect(logger.lines.at(-1)).toMatchObject({
            level: 'info',
            message: 'Identity keys reachable again',
          });
          expect(logger.lines.filter((line) => line.level === 'error')).toHaveLength(1);
        } finally {
          await keys.close();
        }
      });
    }

    it('given the keys reachable and a token of a key the pool does not have, should answer 401', async () => {
      const { keys, call, user } = await setup('up');
      try {
        expect((await call()).status).toBe(200);
        const stranger = await h.token(user, { kid: 'no-such-key' });
        const response = await h
          .appWith({
            verifier: cognitoVerifier({
              issuer: TEST_ISSUER,
              clientId: TEST_CLIENT_ID,
              jwks: remoteJwks(keys.url, { clock: h.clock, logger: memoryLogger() }),
              clock: h.clock,
            }),
          })
          .request('/categories', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${stranger}` },
            body: '{}',
          });
        expect(response.status).toBe(401);
      } finally {
        await keys.close();
      }
    });

    it('given the keys down, should answer registration with a token 503 too (not 401 nor 500)', async () => {
      const { keys, user } = await setup('hang-up');
      try {
        const app = h.appWith({
          verifier: cognitoVerifier({
            issuer: TEST_ISSUER,
            clientId: TEST_CLIENT_ID,
            jwks: remoteJwks(keys.url, { clock: h.clock, logger: memoryLogger() }),
            clock: h.clock,
          }),
        });
        const body = registrationBody();
        const owner = { sub: user.sub, username: body.username, email: body.email };
        const response = await app.request('/user-profile', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await h.token(owner)}` },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      } finally {
        await keys.close();
      }
    });
  });
}
