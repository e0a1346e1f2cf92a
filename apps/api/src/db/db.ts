/**
 * The storage port: a small PostgreSQL interface with two implementations, embedded PGlite
 * (`pglite.ts`, the local default) and a `pg` pool on a PostgreSQL server (`postgres.ts`). The same
 * SQL runs on both. Services take a `Db` (or a `Queryable` inside a transaction) as an argument.
 */

/** Anything that runs one parameterised SQL statement: the database, or a transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Which implementation this is, for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
}
