/**
 * The Cognito adapters against cognito-local's real HTTP API: AdminGetUser for registration, and
 * id tokens verified through the pool's JWKS over HTTP, through the whole app.
 */
import { createApp } from '../app';
import { systemClock } from '../clock';
import type { Db } from '../db/db';
import { openTestDb } from '../test/backends';
import { memoryLogger } from '../logger';
import { registrationBody, TEST_PASSWORD } from '../test/harness';
import { startCognitoLocal, type LocalPool } from '../test/cognito-local';
import { cognitoDirectory } from './directory';
import { cognitoVerifier, remoteJwks } from './verifier';

describe('Cognito adapters on cognito-local', () => {
  let pool: LocalPool;
  let db: Db;

  beforeAll(async () => {
    [pool, db] = await Promise.all([startCognitoLocal(), openTestDb('pglite')]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([pool?.stop(), db?.close()]);
  });

  const directory = () =>
    cognitoDirectory({
      endpoint: pool.endpoint,
      userPoolId: pool.userPoolId,
      region: 'local',
      credentials: null,
      clock: systemClock,
    });

  it('given AdminGetUser, should find a pool user with its e-mail, and null for an unknown one', async () => {
    await pool.createUser('dir-user', 'dir@example.test', TEST_PASSWORD);
    expect(await directory().findUser('dir-user')).toEqual({
      username: 'dir-user',
      email: 'dir@example.test',
      confirmed: true,
      sub: expect.any(String),
    });
    expect(await directory().findUser('nobody-here')).toBeNull();
  });

  it('given credentials, should send AdminGetUser signed by AWS’s signer and still find the user', async () => {
    await pool.createUser('signed-user', 'signed@example.test', TEST_PASSWORD);
    const signed = cognitoDirectory({
      endpoint: pool.endpoint,
      userPoolId: pool.userPoolId,
      region: 'local',
      credentials: { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'local-secret', sessionToken: 'local-token' },
      clock: systemClock,
    });
    expect(await signed.findUser('signed-user')).toMatchObject({
      username: 'signed-user',
      email: 'signed@example.test',
    });
    expect(await signed.findUser('nobody-here')).toBeNull();
  });

  it('given a real id token, should register, sign in and read the profile through the app', async () => {
    const app = createApp({
      db,
      clock: systemClock,
      directory: directory(),
      logger: memoryLogger(),
      verifier: cognitoVerifier({
        issuer: pool.issuer,
        clientId: pool.clientId,
        jwks: remoteJwks(`${pool.issuer}/.well-known/jwks.json`),
        clock: systemClock,
      }),
    });
    const post = (path: string, body: unknown, token?: string) =>
      app.request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    const token = await pool.createUser('app-user', 'app@example.test', TEST_PASSWORD);
    const body = registrationBody({ username: 'app-user', email: 'app@example.test' });
    // Confirmed: only the owner's token may save its profile (a token-less save stores nothing,
    // answered like any other).
    const tokenless = await post('/user-profile', body);
    expect(tokenless.status).toBe(201);
    expect(await tokenless.json()).toEqual({ message: 'Profile created' });
    const registered = await post('/user-profile', body, token);
    expect(registered.status).toBe(201);
    // Unconfirmed (the code was skipped): a token-less save is accepted, as pending.
    await pool.signUp('pending-user', 'pending@example.test', TEST_PASSWORD);
    const pending = registrationBody({ username: 'pending-user', email: 'pending@example.test' });
    expect((await post('/user-profile', pending)).status).toBe(201);
    const profile = await post('/user-profile/get-user-profile', { email: 'app@example.test' }, token);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ username: 'app-user', email: 'app@example.test' });

    // A token of this pool for another app client is refused.
    const otherApp = createApp({
      db,
      clock: systemClock,
      directory: directory(),
      verifier: cognitoVerifier({
        issuer: pool.issuer,
        clientId: 'another-client',
        jwks: remoteJwks(`${pool.issuer}/.well-known/jwks.json`),
        clock: systemClock,
      }),
    });
    const refused = await otherApp.request('/categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(refused.status).toBe(401);
  });
});
