/**
 * The local identity scripts against a real cognito-local: start and stop, the app's pool and
 * client made once and reused (also across restarts on the same folder), the demo user with its
 * profile.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { decodeJwt } from 'jose';

import { cognitoVerifier, remoteJwks } from '../auth/verifier';
import { systemClock } from '../clock';
import type { Db } from '../db/db';
import { openTestDb } from '../test/backends';
import { freePort } from '../test/cognito-local';
import {
  CognitoCallError,
  cognitoCall,
  DEMO_USER,
  ensurePoolAndClient,
  readPoolIds,
  seedDemoUser,
  startCognitoLocal,
  type CognitoLocalProcess,
} from './cognito';

describe('local identity (cognito-local)', () => {
  let dir: string;
  let running: CognitoLocalProcess | undefined;
  let db: Db;

  beforeAll(async () => {
    [dir, db] = await Promise.all([
      mkdtemp(path.join(os.tmpdir(), 'diet-local-cognito-')),
      openTestDb('pglite'),
    ]);
  }, 60_000);
  afterAll(async () => {
    await running?.stop();
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('given a folder and a port, should start, answer, refuse a taken port and stop', async () => {
    const port = await freePort();
    running = await startCognitoLocal({ dir, port });
    expect(running.endpoint).toBe(`http://127.0.0.1:${port}/`);
    expect((await fetch(new URL('health', running.endpoint))).status).toBe(200);
    const config = JSON.parse(await readFile(path.join(dir, '.cognito', 'config.json'), 'utf8')) as unknown;
    expect(config).toEqual({ UserPoolDefaults: { UsernameAttributes: [] } });

    await expect(startCognitoLocal({ dir, port, timeoutMs: 10_000 })).rejects.toThrow(/cognito-local/);

    await running.stop();
    await expect(fetch(new URL('health', running.endpoint))).rejects.toThrow();
    await running.stop(); // a second stop is harmless
    running = undefined;
  }, 60_000);

  it('given two calls and a restart on another port, should keep one pool and one client', async () => {
    await running?.stop();
    running = await startCognitoLocal({ dir, port: await freePort() });
    const first = await ensurePoolAndClient(running.endpoint, dir);
    const second = await ensurePoolAndClient(running.endpoint, dir);
    expect(second).toEqual(first);
    expect(first.issuer).toBe(`${running.endpoint}${first.userPoolId}`);
    expect(await readPoolIds(dir)).toMatchObject({ userPoolId: first.userPoolId, clientId: first.clientId });

    const { UserPool } = await cognitoCall<{ UserPool: Record<string, unknown> }>(
      running.endpoint,
      'DescribeUserPool',
      { UserPoolId: first.userPoolId },
    );
    expect(UserPool).toMatchObject({
      AliasAttributes: ['email'],
      UsernameAttributes: [],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: false,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    });

    await running.stop();
    running = await startCognitoLocal({ dir, port: await freePort() });
    const afterRestart = await ensurePoolAndClient(running.endpoint, dir);
    expect(afterRestart).toEqual({
      userPoolId: first.userPoolId,
      clientId: first.clientId,
      issuer: `${running.endpoint}${first.userPoolId}`,
    });
    const { UserPools } = await cognitoCall<{ UserPools: unknown[] }>(running.endpoint, 'ListUserPools', {
      MaxResults: 60,
    });
    expect(UserPools).toHaveLength(1);
  }, 60_000);

  it('given the pool, should seed the demo user and its profile once, able to sign in by e-mail', async () => {
    running ??= await startCognitoLocal({ dir, port: await freePort() });
    const ids = await ensurePoolAndClient(running.endpoint, dir);
    const options = { endpoint: running.endpoint, ...ids, db };

    const seeded = await seedDemoUser(options);
    expect(seeded).toMatchObject({ ...DEMO_USER, createdUser: true, createdProfile: true });
    const again = await seedDemoUser(options);
    expect(again).toEqual({ ...seeded, createdUser: false, createdProfile: false });

    const { rows } = await db.query<{ id: string; username: string; email: string }>(
      'SELECT id, username, email FROM profiles WHERE username = $1',
      [DEMO_USER.username],
    );
    expect(rows).toEqual([{ id: seeded.profileId, username: DEMO_USER.username, email: DEMO_USER.email }]);

    const { AuthenticationResult } = await cognitoCall<{ AuthenticationResult: { IdToken: string } }>(
      running.endpoint,
      'InitiateAuth',
      {
        ClientId: ids.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: DEMO_USER.email, PASSWORD: DEMO_USER.password },
      },
    );
    expect(decodeJwt(AuthenticationResult.IdToken)).toMatchObject({ email_verified: true });
    const verifier = cognitoVerifier({
      issuer: ids.issuer,
      clientId: ids.clientId,
      jwks: remoteJwks(`${ids.issuer}/.well-known/jwks.json`),
      clock: systemClock,
    });
    await expect(verifier.verify(AuthenticationResult.IdToken)).resolves.toMatchObject({
      username: DEMO_USER.username,
      email: DEMO_USER.email,
    });

    // A weak password is refused by the pool, as it would be at sign-up.
    const weak = await seedDemoUser({
      ...options,
      user: { username: 'weak', email: 'weak@example.com', password: 'weak' },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(weak).toBeInstanceOf(CognitoCallError);
    expect((weak as CognitoCallError).type).toBe('InvalidPasswordException');
  }, 60_000);
});
