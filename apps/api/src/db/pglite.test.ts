import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { newPgliteFolder } from '../test/backends';
import { mayWrite } from './db';
import { FolderInUseError, openMemoryPgliteDb, openPgliteDb } from './pglite';

describe('mayWrite', () => {
  it.each([
    'SELECT id FROM products WHERE id = $1',
    '  select p.id, (SELECT count(*) FROM favorites f WHERE f.profile_id = p.id) FROM profiles p',
    "SELECT name_en FROM products WHERE name_en ILIKE '%updated%'",
  ])('given a plain read %j, should say no', (sql) => {
    expect(mayWrite(sql)).toBe(false);
  });

  it.each([
    'INSERT INTO favorites (profile_id, product_id) VALUES ($1, $2)',
    'UPDATE profiles SET language = $2 WHERE id = $1',
    'DELETE FROM history WHERE profile_id = $1',
    'WITH gone AS (DELETE FROM history RETURNING 1) SELECT count(*) FROM gone',
    'SELECT id FROM profiles WHERE id = $1 FOR UPDATE',
    'SELECT id FROM profiles FOR NO KEY UPDATE',
    'SELECT id FROM profiles FOR SHARE',
    "SELECT nextval('products_id_seq')",
    'SELECT pg_advisory_xact_lock(42)',
    "SELECT set_config('search_path', 'x', false)",
    'TRUNCATE rate_limits',
    'CREATE TABLE t (x int)',
  ])('given %j, should say it may write', (sql) => {
    expect(mayWrite(sql)).toBe(true);
  });
});

describe('PGlite localWrites', () => {
  it('should count writes, transactions and scripts, and not plain reads', async () => {
    const db = await openMemoryPgliteDb();
    try {
      const count = () => db.localWrites!();
      await db.exec('CREATE TABLE t (x int)');
      const afterScript = count();
      expect(afterScript).toBeGreaterThan(0);
      await db.query('SELECT count(*) FROM t');
      expect(count()).toBe(afterScript);
      await db.query('INSERT INTO t VALUES (1)');
      expect(count()).toBe(afterScript + 1);
      await db.transaction(async (tx) => {
        await tx.query('SELECT x FROM t');
      });
      expect(count()).toBe(afterScript + 2);
      await expect(db.query('INSERT INTO t VALUES ($1)', ['not a number'])).rejects.toThrow();
      expect(count()).toBe(afterScript + 3);
    } finally {
      await db.close();
    }
  });
});

describe('openPgliteDb folder lock', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'diet-pglite-lock-')), 'db');
    await newPgliteFolder(dataDir);
  }, 120_000); // the first one makes the template folder (initdb)
  afterEach(async () => {
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('given the folder open, should refuse a second opener until the first closes', async () => {
    const first = await openPgliteDb(dataDir);
    expect((await readFile(`${dataDir}.lock`, 'utf8')).trim()).toMatch(
      new RegExp(`^${process.pid}( \\d+)?$`),
    );
    await expect(openPgliteDb(dataDir)).rejects.toThrow(FolderInUseError);
    await expect(openPgliteDb(dataDir)).rejects.toThrow(`open in process ${process.pid}`);
    await first.close();
    const second = await openPgliteDb(dataDir);
    expect((await second.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await second.close();
    await expect(readFile(`${dataDir}.lock`, 'utf8')).rejects.toThrow(/ENOENT/);
  }, 60_000);

  it('given a lock left by a process that is gone, should take it over', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(`${dataDir}.lock`, `${pid}\n`);
    const db = await openPgliteDb(dataDir);
    expect((await readFile(`${dataDir}.lock`, 'utf8')).trim()).toMatch(
      new RegExp(`^${process.pid}( \\d+)?$`),
    );
    await db.close();
  }, 60_000);

  it.runIf(existsSync('/proc/self/stat'))(
    'given a lock naming a live process id that started at another time (a recycled id), should take it over',
    async () => {
      await writeFile(`${dataDir}.lock`, `${process.pid} 1\n`);
      const db = await openPgliteDb(dataDir);
      const [pid, start] = (await readFile(`${dataDir}.lock`, 'utf8')).trim().split(' ');
      expect(pid).toBe(String(process.pid));
      expect(start).not.toBe('1');
      await db.close();
    },
    60_000,
  );
});
