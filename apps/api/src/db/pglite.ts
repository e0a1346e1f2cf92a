import { mkdir } from 'node:fs/promises';

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

import type { Db, Queryable } from './db';

/** A {@link Db} on PGlite, with the instance at hand (dumps in tests). */
export type PgliteDb = Db & { readonly pglite: PGlite };

/** Wraps a started PGlite instance as a {@link Db}. */
export function pgliteDb(pg: PGlite): PgliteDb {
  return {
    kind: 'pglite',
    pglite: pg,
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<R>(sql, [...params]);
      return { rows: result.rows };
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) =>
        fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<R>(sql, [...params]);
            return { rows: result.rows };
          },
        }),
      );
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}

/**
 * Embedded PostgreSQL persisted in `dataDir` (created if missing). One process at a time may open
 * a folder: several API instances need a PostgreSQL server (`DATABASE_URL`).
 */
export async function openPgliteDb(dataDir: string, options: PGliteOptions = {}): Promise<PgliteDb> {
  await mkdir(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create({ ...options, dataDir }));
}

/** An in-memory PGlite, optionally started from a dump of a data directory (tests). */
export async function openMemoryPgliteDb(loadDataDir?: Blob): Promise<PgliteDb> {
  return pgliteDb(await PGlite.create(loadDataDir ? { loadDataDir } : {}));
}
