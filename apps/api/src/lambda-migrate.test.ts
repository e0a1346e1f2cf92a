import type { Db, Queryable } from './db/db';
import { MIGRATIONS } from './db/migrations';
import { handler, migrateOnDeploy } from './lambda-migrate';
import { memoryLogger } from './logger';
import { openTestDb } from './test/backends';

/**
 * A database that runs nothing and records every statement: an empty one to `migrate`, which then
 * applies every migration (the real SQL against a real database is `migrate.test.ts`'s).
 */
function recordingDb() {
  const statements: string[] = [];
  const run: Queryable['query'] = async (sql) => {
    statements.push(sql);
    return { rows: [] };
  };
  const db: Db = {
    kind: 'postgres',
    query: run,
    transaction: (fn) => fn({ query: run }),
    exec: async () => {},
    close: async () => {},
  };
  return { db, statements };
}

/** `db` whose first `failures` queries fail as a database that is not there yet; records closing. */
function unreachableAtFirst(db: Db, failures: number) {
  let left = failures;
  let closed = false;
  const wrapped: Db = {
    ...db,
    query: (sql, params, options) => {
      if (left > 0) {
        left -= 1;
        return Promise.reject(
          Object.assign(new Error('connect ECONNREFUSED 10.0.1.5:5432'), { code: 'ECONNREFUSED' }),
        );
      }
      return db.query(sql, params, options);
    },
    transaction: (fn) => db.transaction(fn),
    close: async () => {
      closed = true;
      await db.close();
    },
  };
  return { db: wrapped, closed: () => closed };
}

/** A clock that moves only when the code sleeps. */
function pausedTime() {
  let time = 0;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => time,
    sleep: async (ms: number) => {
      pauses.push(ms);
      time += ms;
    },
  };
}

describe('migrateOnDeploy', () => {
  it('given a database that answers after a while, should wait for it and then apply every migration once', async () => {
    const empty = recordingDb();
    const target = unreachableAtFirst(empty.db, 2);
    const time = pausedTime();
    const logger = memoryLogger();

    const result = await migrateOnDeploy({ openDb: () => target.db, logger, ...time });

    expect(result).toEqual({ applied: MIGRATIONS.map((migration) => migration.version), attempts: 3 });
    // Under the API's own advisory lock, taken first in the migrations' transaction.
    expect(empty.statements[1]).toMatch(/pg_advisory_xact_lock\(hashtext\('diet-migrations:'/);
    expect(time.pauses).toEqual([1000, 2000]);
    expect(logger.lines.map((line) => line.message)).toEqual([
      'Database not answering yet, trying again',
      'Database not answering yet, trying again',
      'Migrations done',
    ]);
    expect(target.closed()).toBe(true);
  });

  it('given a database that never answers, should give up at the deadline with its error and close the pool', async () => {
    const target = unreachableAtFirst(recordingDb().db, Number.POSITIVE_INFINITY);
    const time = pausedTime();

    await expect(
      migrateOnDeploy({ openDb: () => target.db, logger: memoryLogger(), retryForMs: 60_000, ...time }),
    ).rejects.toThrow(/ECONNREFUSED/);
    // 1 + 2 + 4 + 8 + 15 + 15 s, then a 15 s pause would pass the minute.
    expect(time.pauses).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
    expect(target.closed()).toBe(true);
  });

  it('given a migration that fails, should report it at once, never retry it', async () => {
    const time = pausedTime();
    const failing: Db = {
      ...recordingDb().db,
      transaction: () => Promise.reject(new Error('syntax error at or near "TABLEE"')),
    };

    await expect(migrateOnDeploy({ openDb: () => failing, logger: memoryLogger(), ...time })).rejects.toThrow(
      /TABLEE/,
    );
    expect(time.pauses).toEqual([]);
  });

  it('given seeding asked for and a migrated database, should apply nothing and seed with the same database', async () => {
    const db = await openTestDb('pglite');
    const seen: string[] = [];
    const result = await migrateOnDeploy({
      openDb: () => db,
      logger: memoryLogger(),
      seed: async (opened) => {
        const { rows } = await opened.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM schema_migrations',
        );
        seen.push(`migrations: ${rows[0]!.count}`);
        return { categories: 1, subcategories: 2, products: 3, retailers: 4 };
      },
    });
    expect(seen).toEqual([`migrations: ${MIGRATIONS.length}`]);
    expect(result.applied).toEqual([]);
    expect(result.seeded).toEqual({ categories: 1, subcategories: 2, products: 3, retailers: 4 });
  });
});

describe('migration handler', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('given neither DATABASE_URL nor a secret reference, should refuse to run', async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATABASE_SECRET_ARN', '');
    await expect(handler({})).rejects.toThrow(/DATABASE_URL or DATABASE_SECRET_ARN is required/);
  });
});
