/**
 * Durability: the API process is killed with SIGKILL in the middle of favourites writes (then of
 * shopping list items); after a restart on the same PGlite folder, every write that was
 * acknowledged (200) is there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { insertProducts } from './catalogue/store';
import { migrate } from './db/migrate';
import { openPgliteDb } from './db/pglite';
import { newPgliteFolder } from './test/backends';
import { freePort, startCognitoLocal, type LocalPool } from './test/cognito-local';
import { seedFixtures } from './test/fixtures';
import { registrationBody, TEST_PASSWORD } from './test/harness';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = path.join(API_DIR, 'node_modules', '.bin', 'tsx');
const EXTRA_PRODUCTS = 400;

interface RunningApi {
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function startApi(dataDir: string, pool: LocalPool): Promise<RunningApi> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    COGNITO_ISSUER: pool.issuer,
    COGNITO_CLIENT_ID: pool.clientId,
    ALLOW_INSECURE_LOCAL: 'true',
  };
  delete env.DATABASE_URL;
  // Its own process group: tsx runs the server in a child node process, and kill -9 must reach both.
  const child = spawn(TSX, ['src/server.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killGroup(child, 'SIGKILL');
      throw new Error(`API did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signals the whole process group (tsx and the server it runs). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe('SIGKILL during writes', () => {
  let dataDir: string;
  let pool: LocalPool;
  let productIds: number[];
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'diet-api-crash-'));
    await rm(dataDir, { recursive: true });
    const db = await openPgliteDb(await newPgliteFolder(dataDir));
    await migrate(db);
    const fixtures = await seedFixtures(db);
    const extra = await insertProducts(
      db,
      Array.from({ length: EXTRA_PRODUCTS }, (_, i) => ({ name_en: `Crash test product ${i}`, price: 1 })),
    );
    productIds = [...Object.values(fixtures.products), ...extra];
    await db.close();
    pool = await startCognitoLocal();
  }, 120_000);

  afterAll(async () => {
    for (const child of running) killGroup(child, 'SIGKILL');
    await pool?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('given a kill -9 mid-writes, should keep every acknowledged favourite and list item after a restart', async () => {
    const token = await pool.createUser('crash-user', 'crash@example.test', TEST_PASSWORD);
    const first = await startApi(dataDir, pool);
    running.push(first.child);
    const post = (url: string, route: string, body: unknown) =>
      fetch(`${url}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(body),
      });

    // The owner saves the profile with their own token (a confirmed user's token-less save is refused).
    const registered = await post(
      first.url,
      '/user-profile',
      registrationBody({ username: 'crash-user', email: 'crash@example.test' }),
    );
    expect(registered.status).toBe(201);
    const { id: profileId } = (await registered.json()) as { id: string };

    // Eight writers add favourites until the process dies under them.
    const acknowledged: number[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (next < productIds.length) {
        const productId = productIds[next++]!;
        try {
          const response = await post(first.url, '/favorites/add-favorite', {
            user_profile_id: profileId,
            product_id: productId,
          });
          if (response.status === 200) acknowledged.push(productId);
          else if (!killed) throw new Error(`unexpected ${response.status}`);
        } catch (error) {
          if (killed) return;
          throw error;
        }
        if (!killed && acknowledged.length >= 60) {
          killed = true;
          killGroup(first.child, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(acknowledged.length).toBeLessThan(productIds.length);

    const second = await startApi(dataDir, pool);
    running.push(second.child);
    const response = await post(second.url, '/favorites', { user_profile_id: profileId });
    expect(response.status).toBe(200);
    const favorites = new Set((await response.json()) as number[]);
    const lost = acknowledged.filter((id) => !favorites.has(id));
    expect(lost).toEqual([]);

    // Then a shopping list: eight writers add items until the process dies under them again.
    const listId = randomUUID();
    const created = await post(second.url, '/shopping-lists/create', {
      user_profile_id: profileId,
      list_id: listId,
      name: 'Week',
    });
    expect(created.status).toBe(200);
    const items: string[] = [];
    let sent = 0;
    let listKilled = false;
    const itemWriter = async () => {
      while (sent < 150) {
        sent += 1;
        const itemId = randomUUID();
        try {
          const response = await post(second.url, '/shopping-lists/add-item', {
            user_profile_id: profileId,
            list_id: listId,
            item_id: itemId,
            text: `item ${sent}`,
          });
          if (response.status === 200) items.push(itemId);
          else if (!listKilled) throw new Error(`unexpected ${response.status}`);
        } catch (error) {
          if (listKilled) return;
          throw error;
        }
        if (!listKilled && items.length >= 40) {
          listKilled = true;
          killGroup(second.child, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, itemWriter));
    await exited(second.child);
    expect(second.child.signalCode).toBe('SIGKILL');

    const third = await startApi(dataDir, pool);
    running.push(third.child);
    const answer = await post(third.url, '/shopping-lists/get-list', {
      user_profile_id: profileId,
      list_id: listId,
    });
    expect(answer.status).toBe(200);
    const kept = new Set(((await answer.json()) as { entries: { id: string }[] }).entries.map((e) => e.id));
    expect(items.filter((id) => !kept.has(id))).toEqual([]);
    killGroup(third.child, 'SIGTERM');
    await exited(third.child);
  }, 360_000);
});
