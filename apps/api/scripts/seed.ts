/**
 * `pnpm --filter @diet/api catalog:seed` (or `pnpm catalog:seed` from the root): writes the seed
 * catalogue (src/catalogue/seed-data) into the configured database, opened as the API opens it
 * (DATABASE_URL, else PGlite in DATA_DIR) after the pending migrations, and prints the summary.
 * Idempotent: running it again updates the same rows.
 */
import path from 'node:path';

import { seedCatalogue } from '../src/catalogue/seed';
import { DEFAULT_DATA_DIR } from '../src/config';
import type { Db } from '../src/db/db';
import { openConfiguredDb } from '../src/db/open';

const databaseUrl = process.env.DATABASE_URL?.trim() || null;
if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  process.stderr.write('Invalid configuration: DATABASE_URL must be a postgres:// URL\n');
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || DEFAULT_DATA_DIR);

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
