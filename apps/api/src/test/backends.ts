/**
 * Which databases the API tests run on: PGlite (in memory, fresh per test file) always, and the
 * PostgreSQL server when TEST_DATABASE_URL is set or the default local one answers
 * (postgres://postgres@127.0.0.1:5432/test). TEST_DATABASE_URL=none skips the server.
 * On the server every test file gets its own schema, dropped at the end.
 */
import { randomBytes, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { openMemoryPgliteDb, openPgliteDb } from '../db/pglite';
import { openPostgresDb, quoteIdentifier } from '../db/postgres';

export type Backend = 'pglite' | 'postgres';

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

function serverUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url === 'none') return null;
  return url || DEFAULT_TEST_DATABASE_URL;
}

async function serverAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let detected: Promise<Backend[]> | undefined;

export function testBackends(): Promise<Backend[]> {
  detected ??= (async () => {
    const url = serverUrl();
    if (!url) return ['pglite'];
    if (await serverAnswers(url)) return ['pglite', 'postgres'];
    if (process.env.TEST_DATABASE_URL) throw new Error(`TEST_DATABASE_URL is set but ${url} does not answer`);
    return ['pglite'];
  })();
  return detected;
}

/** The installed PGlite's version: a template from another version is not reused. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * A migrated empty PGlite is slow to make (initdb in WASM, seconds on a busy machine) but quick to
 * load from a dump: the first test file writes one to the temp folder, keyed by the migrations.
 */
async function pgliteTemplate(): Promise<Blob> {
  const key = createHash('sha256')
    .update(JSON.stringify(MIGRATIONS))
    .update(process.version)
    .update(pgliteVersion())
    .digest('hex')
    .slice(0, 16);
  const file = path.join(os.tmpdir(), `diet-api-pglite-${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const db = await openMemoryPgliteDb();
    await migrate(db);
    const dump = await db.pglite.dumpDataDir('none');
    await db.close();
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
    await rename(temp, file);
    return dump;
  }
}

/**
 * A PGlite data folder as `openPgliteDb` leaves a new one (initdb done, nothing migrated), made once
 * per machine with `openPgliteDb` itself and kept in the temp folder beside the dump above.
 */
let folderTemplate: Promise<string> | undefined;
function pgliteFolderTemplate(): Promise<string> {
  folderTemplate ??= (async () => {
    const key = createHash('sha256')
      .update(process.version)
      .update(pgliteVersion())
      .digest('hex')
      .slice(0, 16);
    const dir = path.join(os.tmpdir(), `diet-api-pglite-folder-${key}`);
    try {
      if ((await readdir(dir)).includes('PG_VERSION')) return dir;
    } catch {
      // not made yet
    }
    const parent = await mkdtemp(`${dir}.${process.pid}.`);
    const made = path.join(parent, 'db');
    await (await openPgliteDb(made)).close();
    try {
      await rename(made, dir);
    } catch {
      // another test file made it meanwhile
    }
    await rm(parent, { recursive: true, force: true });
    return dir;
  })();
  return folderTemplate;
}

/**
 * Fills `dataDir` (which must not exist yet) with a copy of a new, empty PGlite data folder, so that
 * opening it skips initdb (tens of seconds of WASM on a busy 2-core machine). For the tests about
 * what is done with a folder (locks, restarts, the CLI), not about making one: those that check a
 * first start on a missing folder (start-stack.test.ts) leave it missing.
 */
export async function newPgliteFolder(dataDir: string): Promise<string> {
  await cp(await pgliteFolderTemplate(), dataDir, { recursive: true, errorOnExist: true, force: false });
  return dataDir;
}

/** A fresh, migrated database on `backend`; `close` drops what it made. */
export async function openTestDb(backend: Backend): Promise<Db> {
  if (backend === 'pglite') {
    const db = await openMemoryPgliteDb(await pgliteTemplate());
    await migrate(db); // a no-op on the template; keeps a stale template honest
    return db;
  }
  const db = await openSchemaDb(serverUrl()!, 'api_test', 4);
  await migrate(db);
  return db;
}

/**
 * A schema of its own on the PostgreSQL server at `url` (`<prefix>_<pid>_<random>`, empty, not
 * migrated); `close` drops it. For the tests and the benchmark.
 */
export async function openSchemaDb(url: string, prefix: string, max: number): Promise<Db> {
  const schema = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  await admin.end();
  const db = openPostgresDb({ connectionString: url, schema, max });
  return {
    ...db,
    async close() {
      await db.query(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE`).catch(() => {});
      await db.close();
    },
  };
}
