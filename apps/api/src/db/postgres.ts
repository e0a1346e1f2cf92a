import pg from 'pg';

import type { Db, Queryable } from './db';

export interface PostgresOptions {
  connectionString: string;
  /** Sets `search_path` on every connection (tests use a schema per test file). */
  schema?: string;
  max?: number;
}

/** A PostgreSQL server through a `pg` pool. */
export function openPostgresDb({ connectionString, schema, max = 10 }: PostgresOptions): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(schema ? { options: `-c search_path=${quoteIdentifier(schema)}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const run = async <R>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []) => {
    const result = await client.query(sql, [...params]);
    return { rows: result.rows as R[] };
  };
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
