import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import { mayWrite, SESSION_SETTINGS, type Db, type Queryable } from './db';

/**
 * The extensions the migrations create (`CREATE EXTENSION`), loaded into every PGlite this API
 * opens: a folder, a memory database or a dump.
 */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;

/** A {@link Db} on PGlite, with the instance at hand (dumps in tests). */
export type PgliteDb = Db & { readonly pglite: PGlite };

/**
 * Wraps a started PGlite instance as a {@link Db}. Everything must go through the wrapper: it
 * counts the statements that may write ({@link Db.localWrites}).
 */
export function pgliteDb(pg: PGlite, onClose: () => Promise<void> = async () => {}): PgliteDb {
  let writes = 0;
  // Its one session's settings (a placeholder until the extension that reads it is loaded).
  const ready = pg.exec(
    Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `SET ${name} = '${value}';`)
      .join('\n'),
  );
  return {
    kind: 'pglite',
    pglite: pg,
    async query<R>(sql: string, params: readonly unknown[] = []) {
      await ready;
      try {
        const result = await pg.query<R>(sql, [...params]);
        return { rows: result.rows };
      } finally {
        // After the statement, never before: a reader that saw the old count re-reads.
        if (mayWrite(sql)) writes += 1;
      }
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      await ready;
      try {
        return await pg.transaction((tx) =>
          fn({
            async query<R>(sql: string, params: readonly unknown[] = []) {
              const result = await tx.query<R>(sql, [...params]);
              return { rows: result.rows };
            },
          }),
        );
      } finally {
        writes += 1;
      }
    },
    async exec(sql: string) {
      await ready;
      try {
        await pg.exec(sql);
      } finally {
        writes += 1;
      }
    },
    localWrites: () => writes,
    async close() {
      try {
        await pg.close();
      } finally {
        await onClose();
      }
    },
  };
}

/**
 * Embedded PostgreSQL persisted in `dataDir` (created if missing). One process at a time may open
 * a folder: a lock file beside it (`<dataDir>.lock`, holding the process id) refuses a second
 * opener while the first lives, since two would corrupt the data. Several API instances need a
 * PostgreSQL server (`DATABASE_URL`).
 */
export async function openPgliteDb(dataDir: string, options: PGliteOptions = {}): Promise<PgliteDb> {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockFolder(dataDir);
  try {
    return pgliteDb(
      await PGlite.create({
        ...options,
        dataDir,
        extensions: { ...PGLITE_EXTENSIONS, ...options.extensions },
      }),
      unlock,
    );
  } catch (error) {
    await unlock();
    throw error;
  }
}

export class FolderInUseError extends Error {
  override readonly name = 'FolderInUseError';
}

/**
 * Takes `<dataDir>.lock` for this process, taking over a lock whose process is gone. The lock names
 * the process by id and, where `/proc` tells it, start time, so a recycled id is not mistaken for
 * the holder; a process that died but was not yet reaped (a zombie) counts as gone.
 */
async function lockFolder(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  const me = `${process.pid} ${(await procStat(process.pid))?.start ?? ''}`.trim();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(lockFile, `${me}\n`, { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const [pidText = '', start] = (await readFile(lockFile, 'utf8').catch(() => '')).trim().split(' ');
    const holder = Number.parseInt(pidText, 10);
    if (Number.isInteger(holder) && holder > 0 && (await isRunning(holder, start))) {
      throw new FolderInUseError(
        `The database folder ${dataDir} is open in process ${holder}. Stop that process first ` +
          `(or remove ${lockFile} if it is not ours); several API instances need DATABASE_URL.`,
      );
    }
    // Left by a process that died (kill -9, a crash): take it over.
    await rm(lockFile, { force: true });
  }
  throw new FolderInUseError(`Could not lock the database folder ${dataDir} (${lockFile})`);
}

/** `/proc/<pid>/stat`: the state letter and the start time (clock ticks since boot); null without /proc. */
async function procStat(pid: number): Promise<{ state: string; start: string } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // After the command name, which may hold spaces and parentheses: state is field 3, starttime 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', start: fields[19] ?? '' };
}

async function isRunning(pid: number, start: string | undefined): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await procStat(pid);
  if (stat === null) return true; // no /proc: the id is all there is to go by
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return start === undefined || start === '' || stat.start === start;
}

/** An in-memory PGlite, optionally started from a dump of a data directory (tests). */
export async function openMemoryPgliteDb(loadDataDir?: Blob): Promise<PgliteDb> {
  return pgliteDb(
    await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) }),
  );
}
