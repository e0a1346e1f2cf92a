/**
 * The storage port: a small PostgreSQL interface with two implementations, embedded PGlite
 * (`pglite.ts`, the local default) and a `pg` pool on a PostgreSQL server (`postgres.ts`). The same
 * SQL runs on both. Services take a `Db` (or a `Queryable` inside a transaction) as an argument.
 */

/** Anything that runs one parameterised SQL statement: the database, or a transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: R[] }>;
}

export interface QueryOptions {
  /**
   * A fixed statement run on every request of a hot path: a server keeps it prepared on each
   * connection, so it is parsed and planned once (PGlite ignores it). Never for SQL built per call.
   */
  prepare?: boolean;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Which implementation this is, for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Only on a database no other process can reach (embedded PGlite: one process opens a folder at
   * a time): how many statements that may have written this process has run. While the count
   * stands still, what was read is still current, so a reader may keep it instead of asking again.
   * Absent on a server, where other instances write too.
   */
  localWrites?(): number;
}

/**
 * How similar a search word must be to a word of a product (pg_trgm's word similarity, 0-1) to
 * match it despite a typo: 0.5 lets one letter be missing, added or changed in a word of 8
 * ("crossant", "yoghourt"); pg_trgm's default, 0.6, does not. Set on every session
 * ({@link SESSION_SETTINGS}), since the operator `<%` reads it.
 */
export const TYPO_SIMILARITY = 0.5;

/** Settings every session starts with (a server's connections, PGlite's one session). */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': String(TYPO_SIMILARITY),
};

const PLAIN_SELECT = /^\s*SELECT\b/i;
/** Anything in a SELECT that writes, takes locks or moves a sequence. */
const WRITING_WORDS =
  /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|nextval|setval|set_config|pg_advisory\w*|lo_\w+|FOR\s+(NO\s+KEY\s+)?UPDATE|FOR\s+(KEY\s+)?SHARE)\b/i;

/**
 * Whether a statement may change what a later read sees: anything but a plain SELECT. Erring
 * towards "yes" only costs a reader a fresh read.
 */
export function mayWrite(sql: string): boolean {
  return !PLAIN_SELECT.test(sql) || WRITING_WORDS.test(sql);
}
