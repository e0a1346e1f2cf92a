/**
 * `pnpm --filter @diet/api catalog:seed` (or `pnpm catalog:seed` from the root): writes the seed
 * catalogue (src/catalogue/seed-data) into the configured database, opened as the API opens it
 * (DATABASE_URL, else PGlite in DATA_DIR) after the pending migrations, and prints the summary.
 * Idempotent: running it again updates the same rows.
 */
import { seedCatalogue } from '../src/catalogue/seed';
import type { Db } from '../src/db/db';
import { openConfiguredDb } from '../src/db/open';
import { databaseConfigOrExit } from './database-config';

const { databaseUrl, dataDir } = databaseConfigOrExit();

let db: Db | undefined;
let exitCode = 0;
try {
  db = await openConfiguredDb({ databaseUrl, dataDir });
  process.stderr.write(
    `Seeding ${databaseUrl ? 'the PostgreSQL server (DATABASE_URL)' : `PGlite in ${dataDir}`}\n`,
  );
  const started = performance.now();
  const summary = await seedCatalogue(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Seed catalogue: ${summary.categories} categories, ${summary.subcategories} subcategories, ` +
      `${summary.products} products, ${summary.retailers} retailers (${seconds} s)\n`,
  );
} catch (error) {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await db?.close().catch(() => {});
}
process.exit(exitCode);
