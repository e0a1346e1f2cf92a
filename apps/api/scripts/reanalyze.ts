/**
 * pnpm catalog:reanalyze [--batch-size 500] [--check]
 *
 * Recomputes every stored product's colours and reasons with the current @diet/analysis engine in
 * the configured database (DATABASE_URL, else PGlite in DATA_DIR, as the API opens it), after
 * running the pending migrations, in one transaction (products served keep their old verdicts
 * until all new ones are committed together), and records the engine's version. With --check it
 * only says whether the stored verdicts are stale (exit code 3 when they are).
 */
import { parseArgs } from 'node:util';

import { reanalyzeCatalogue, verdictStaleness } from '../src/catalogue/reanalyze';
import type { Db } from '../src/db/db';
import { openConfiguredDb } from '../src/db/open';
import { FolderInUseError } from '../src/db/pglite';
import { databaseConfigOrExit } from './database-config';

const USAGE = 'usage: pnpm catalog:reanalyze [--batch-size 500] [--check]';

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        'batch-size': { type: 'string' },
        check: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
})();
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const batchSize = Number(values['batch-size'] ?? 500);
if (!Number.isInteger(batchSize) || batchSize < 1) {
  process.stderr.write(`--batch-size must be a positive whole number\n${USAGE}\n`);
  process.exit(2);
}

const { databaseUrl, dataDir } = databaseConfigOrExit();
let db: Db | undefined;
let exitCode = 0;
try {
  db = await openConfiguredDb({ databaseUrl, dataDir });
  const where = databaseUrl ? 'the PostgreSQL server (DATABASE_URL)' : `PGlite in ${dataDir}`;
  const before = await verdictStaleness(db);
  const stored = before.stored ?? 'not recorded';
  if (values.check) {
    process.stdout.write(
      `${before.products} products in ${where}; verdicts computed with engine ${stored}, current ${before.current}: ${before.stale ? 'stale' : 'current'}\n`,
    );
    exitCode = before.stale ? 3 : 0;
  } else {
    process.stderr.write(
      `Reanalysing ${before.products} products in ${where} (engine ${stored} -> ${before.current})\n`,
    );
    const started = performance.now();
    const summary = await reanalyzeCatalogue(db, {
      batchSize,
      onProgress: (done, total) => {
        if (done % 5000 < batchSize || done === total) process.stderr.write(`  ${done}/${total}\n`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Reanalysed ${summary.products} products in ${seconds} s with engine ${summary.version}; ${summary.changed} changed colour\n`,
    );
  }
} catch (error) {
  exitCode = 1;
  if (error instanceof FolderInUseError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Reanalysis failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
} finally {
  await db?.close().catch(() => {});
}
process.exit(exitCode);
