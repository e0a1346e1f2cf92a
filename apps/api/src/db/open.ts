import type { Config } from '../config';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite';
import { openPostgresDb } from './postgres';

/** The configured database (a server when DATABASE_URL is set, else PGlite in DATA_DIR), migrated. */
export async function openConfiguredDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const db = config.databaseUrl
    ? openPostgresDb({ connectionString: config.databaseUrl })
    : await openPgliteDb(config.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
