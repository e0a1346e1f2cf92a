/**
 * pnpm catalog:import <file.jsonl> [--batch-size 500] [--categories create|match|none] [--show-errors 20]
 *                    [--progress-every 1000]
 *
 * Imports an Open Food Facts JSON Lines export into the configured database (DATABASE_URL, else
 * PGlite in DATA_DIR, as the API opens it), after running the pending migrations. Progress goes to
 * stderr (a bar on a terminal, a line every 1000 rows otherwise, or every --progress-every), the summary to stdout. Bad rows
 * are listed and skipped; the exit code is non-zero only when the file (or the database) cannot
 * be used: 1 for those, 2 for a usage error.
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { importOffJsonl, ImportFileError, type CategoryMode } from '../src/catalogue/import';
import { formatSummary, progressReporter } from '../src/catalogue/import-progress';
import type { Db } from '../src/db/db';
import { openConfiguredDb } from '../src/db/open';
import { FolderInUseError } from '../src/db/pglite';
import { databaseConfigOrExit } from './database-config';

const USAGE = [
  'usage: pnpm catalog:import <file.jsonl> [--batch-size 500] [--categories create|match|none] [--show-errors 20]',
  '                           [--progress-every 1000]',
  '  <file.jsonl>: Open Food Facts products, one JSON object per line (API field names); a sample of',
  '  327 Swiss products comes with the repository: fixtures/open-food-facts/off_swiss_2018.sample.jsonl',
].join('\n');

function usage(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) usage(`--${name} must be a whole number`);
  return number;
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        'batch-size': { type: 'string' },
        categories: { type: 'string' },
        'show-errors': { type: 'string' },
        'progress-every': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (positionals.length !== 1) usage('expected exactly one input file');
const categories = values.categories ?? 'create';
if (!['create', 'match', 'none'].includes(categories)) usage('--categories must be create, match or none');
const batchSize = positiveInt('batch-size', values['batch-size'], 500) || 500;
const showErrors = positiveInt('show-errors', values['show-errors'], 20);
const progressEvery = positiveInt('progress-every', values['progress-every'], 1000) || 1000;

// `pnpm --filter @diet/api catalog:import` runs in apps/api: a relative path means the user's folder.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);

// The database as the API opens it (src/config.ts), without the API's other settings.
const { databaseUrl, dataDir } = databaseConfigOrExit();

let db: Db | undefined;
let exitCode = 0;
try {
  // Fail on an unreadable file before opening (or creating) the database.
  await access(file, constants.R_OK).catch((error: unknown) => {
    throw new ImportFileError(
      `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  db = await openConfiguredDb({ databaseUrl, dataDir });
  process.stderr.write(
    `Importing ${file} into ${databaseUrl ? 'the PostgreSQL server (DATABASE_URL)' : `PGlite in ${dataDir}`}\n`,
  );
  const summary = await importOffJsonl(db, file, {
    batchSize,
    categories: categories as CategoryMode,
    onProgress: progressReporter(process.stderr, { every: progressEvery }),
  });
  process.stdout.write(formatSummary(file, summary, showErrors));
} catch (error) {
  exitCode = 1;
  if (error instanceof ImportFileError || error instanceof FolderInUseError)
    process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
} finally {
  await db?.close().catch(() => {});
}
process.exit(exitCode);
