/**
 * The deployment's one-off function (apps/infra): brings the database's schema up to date before
 * the API's new code goes live. It runs `migrate`, the same code and the same advisory lock an API
 * instance takes when it opens the database, so a deployment and cold starts at the same moment
 * apply each migration once. Invoked with `{"seed": true}` (e.g. `aws lambda invoke`), it then
 * writes the seed catalogue, as `pnpm catalog:seed` does, into a database no machine outside the
 * VPC can reach.
 */
import type { SeedSummary } from './catalogue/seed';
import { ConfigError, loadDatabaseConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openPostgresDb } from './db/postgres';
import { withDatabaseSecret } from './db/secret';
import { describeError, jsonLogger, type Logger } from './logger';

export interface MigrateOnDeployOptions {
  openDb: () => Db;
  logger?: Logger;
  /**
   * How long to keep trying while the database does not answer: on a first deployment the proxy's
   * target can still be registering when the function runs. Default 5 minutes.
   */
  retryForMs?: number;
  /** Writes the seed catalogue after the migrations (idempotent). */
  seed?: (db: Db) => Promise<SeedSummary>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface MigrateOnDeployResult {
  /** The migrations this run applied (none when the schema was current). */
  applied: number[];
  /** How many times the database was asked before it answered. */
  attempts: number;
  seeded?: SeedSummary;
}

/**
 * Waits until the database answers (`SELECT 1`, retried with a growing pause), then migrates once:
 * a migration that fails is an error of the deployment, never retried.
 */
export async function migrateOnDeploy(options: MigrateOnDeployOptions): Promise<MigrateOnDeployResult> {
  const logger = options.logger ?? jsonLogger;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const deadline = now() + (options.retryForMs ?? 5 * 60_000);
  const db = options.openDb();
  try {
    let attempts = 0;
    for (let pause = 1000; ; pause = Math.min(pause * 2, 15_000)) {
      attempts += 1;
      try {
        await db.query('SELECT 1');
        break;
      } catch (error) {
        if (now() + pause >= deadline) throw error;
        logger.info('Database not answering yet, trying again', { attempts, ...describeError(error) });
        await sleep(pause);
      }
    }
    const applied = await migrate(db);
    logger.info('Migrations done', { applied, attempts });
    if (!options.seed) return { applied, attempts };
    const seeded = await options.seed(db);
    logger.info('Seed catalogue written', { ...seeded });
    return { applied, attempts, seeded };
  } finally {
    await db.close().catch(() => {});
  }
}

/** The function's entry: the database from `DATABASE_URL` or the secret `DATABASE_SECRET_ARN` names. */
export async function handler(event?: { seed?: unknown }): Promise<MigrateOnDeployResult> {
  const env = await withDatabaseSecret(process.env);
  const { databaseUrl } = loadDatabaseConfig(env);
  if (!databaseUrl) {
    throw new ConfigError('Invalid configuration: DATABASE_URL or DATABASE_SECRET_ARN is required');
  }
  const seed =
    event?.seed === true ? async (db: Db) => (await import('./catalogue/seed')).seedCatalogue(db) : undefined;
  return migrateOnDeploy({
    openDb: () => openPostgresDb({ connectionString: databaseUrl, max: 1 }),
    ...(seed ? { seed } : {}),
  });
}
