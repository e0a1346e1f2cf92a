import { createHash } from 'node:crypto';

import pg from 'pg';

import { SESSION_SETTINGS, type Db, type QueryOptions, type Queryable } from './db';

/** A prepared statement's name: the same on every connection for the same text. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `diet_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

export interface PostgresOptions {
  connectionString: string;
  /**
   * Sets `search_path` on every connection (tests use a schema per test file), followed by
   * `public`, where the migrations create the extensions (`pg_trgm`).
   */
  schema?: string;
  max?: number;
}

/** A PostgreSQL server through a `pg` pool. */
export function openPostgresDb({ connectionString, schema, max = 10 }: PostgresOptions): Db {
  const settings = Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`);
  if (schema) settings.push(`-c search_path=${quoteIdentifier(schema)},public`);
  const pool = new pg.Pool({ connectionString, max, options: settings.join(' ') });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const run = async <R>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params: readonly unknown[] = [],
    options: QueryOptions = {},
  ) => {
    const values = [...params];
    const result = options.prepare
      ? await client.query({ name: statementName(sql), text: sql, values })
      : await client.query(sql, values);
    return { rows: result.rows as R[] };
  };
  return {
    kind: 'postgres',
    query: (sql, params, options) => run(pool, sql, params, options),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params, options) => run(client, sql, params, options) });
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
