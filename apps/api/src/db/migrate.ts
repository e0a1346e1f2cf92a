import type { Db } from './db';
import { MIGRATIONS, type Migration } from './migrations';

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in version order, in one
 * transaction with their records: all or nothing. An advisory lock (per schema) serialises instances
 * that start at the same time, so running it again, or from several processes, is harmless.
 * @returns the versions applied by this call
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('diet-migrations:' || current_schema()))`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    const applied = new Map(rows.map((row) => [row.version, row.name]));
    for (const [version, name] of applied) {
      const known = ordered.find((migration) => migration.version === version);
      if (known && known.name !== name) {
        throw new Error(`Migration ${version} is recorded as "${name}" but the code has "${known.name}"`);
      }
    }
    const done: number[] = [];
    for (const migration of ordered) {
      if (applied.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}

/**
 * Splits a migration script into statements at `;` line ends, dropping `--` comment lines, so
 * that each runs through the parameterised protocol inside the migration's transaction. The
 * migrations keep to that form (no `;` at a line end inside a statement: a dollar-quoted function
 * body stays on one line).
 */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
