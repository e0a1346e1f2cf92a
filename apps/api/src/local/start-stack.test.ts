/**
 * `pnpm start`'s orchestrator (scripts/start-stack.ts) as a newcomer runs it: identity, database,
 * catalogue, demo user and API come up on fresh folders, the demo user signs in by e-mail and
 * reads its profile and the catalogue through the API, and Ctrl-C stops every child.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { PRODUCT_PAGE_SIZE } from '@diet/domain';

import { freePort } from '../test/cognito-local';
import { cognitoCall, DEMO_USER } from './cognito';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(API_DIR, 'node_modules', '.bin', 'tsx');

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

describe('pnpm start (API and identity, --no-web)', { timeout: 180_000 }, () => {
  let child: ChildProcess | undefined;
  let dir: string;

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('starts everything, serves the demo user, and stops every child on SIGINT', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'diet-start-'));
    const [cognitoPort, apiPort] = [await freePort(), await freePort()];
    child = spawn(TSX, ['scripts/start-stack.ts', '--no-web'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: path.join(dir, 'pglite'),
        COGNITO_DIR: path.join(dir, 'cognito'),
        COGNITO_PORT: String(cognitoPort),
        API_PORT: String(apiPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    const deadline = Date.now() + 150_000;
    while (!output.includes('Ctrl-C stops everything') && Date.now() < deadline && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(output, output).toContain('DietCheck is running');
    expect(output).toMatch(/catalogue: \d{3,} products/);
    expect(output).toContain(`API       http://127.0.0.1:${apiPort}/`);
    expect(output).toContain(`password "${DEMO_USER.password}"`);

    const { clientId } = JSON.parse(await readFile(path.join(dir, 'cognito', 'pool.json'), 'utf8')) as {
      clientId: string;
    };
    // The settings a developer needs for the web app or a client, the app client's id among them.
    expect(output).toContain(`client ${clientId}`);
    const { AuthenticationResult } = await cognitoCall<{ AuthenticationResult: { IdToken: string } }>(
      `http://127.0.0.1:${cognitoPort}/`,
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: DEMO_USER.email, PASSWORD: DEMO_USER.password },
      },
    );
    const call = (route: string, body: unknown) =>
      fetch(`http://127.0.0.1:${apiPort}${route}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${AuthenticationResult.IdToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const profile = await call('/user-profile/get-user-profile', { email: DEMO_USER.email });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ username: DEMO_USER.username, email: DEMO_USER.email });
    const categories = await call('/categories', {});
    expect(categories.status).toBe(200);
    expect(categories.headers.get('cache-control')).toBe('no-store');
    expect(((await categories.json()) as unknown[]).length).toBeGreaterThanOrEqual(8);
    // The product list over real HTTP: gzip (fetch asks for it and unpacks it), ETag, then 304.
    const profileId = (
      (await (await call('/user-profile/get-user-profile', { email: DEMO_USER.email })).json()) as {
        id: string;
      }
    ).id;
    const listBody = { intolerances: [1], sees_red_products: true, user_profile_id: profileId };
    const list = await call('/products', listBody);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('gzip');
    expect(list.headers.get('cache-control')).toBe('no-store');
    // The first page of the seeded catalogue's ranked list.
    expect(((await list.json()) as unknown[]).length).toBe(PRODUCT_PAGE_SIZE);
    const again = await fetch(`http://127.0.0.1:${apiPort}/products`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${AuthenticationResult.IdToken}`,
        'content-type': 'application/json',
        'if-none-match': list.headers.get('etag')!,
      },
      body: JSON.stringify(listBody),
    });
    expect(again.status).toBe(304);

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(await listening(apiPort)).toBe(false);
    expect(await listening(cognitoPort)).toBe(false);
  });

  it('given cognito-local dying, stops everything and says so', async () => {
    // The same folders as above: the database and the pool exist already.
    const [cognitoPort, apiPort] = [await freePort(), await freePort()];
    child = spawn(TSX, ['scripts/start-stack.ts', '--no-web'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: path.join(dir, 'pglite'),
        COGNITO_DIR: path.join(dir, 'cognito'),
        COGNITO_PORT: String(cognitoPort),
        API_PORT: String(apiPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 150_000;
    while (!output.includes('Ctrl-C stops everything') && Date.now() < deadline && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(output, output).toContain('DietCheck is running');
    const pid = Number(/cognito-local running \(pid (\d+)\)/.exec(output)?.[1]);
    expect(pid, output).toBeGreaterThan(0);

    process.kill(pid, 'SIGKILL');
    expect(await exited).toBe(1);
    expect(output).toMatch(/identity \(cognito-local\) exited .*; stopping the rest/);
    expect(await listening(apiPort)).toBe(false);
    expect(await listening(cognitoPort)).toBe(false);
  });
});
