/** The command-line tools' database settings, read as the API reads them; exit 1 when invalid. */
import { ConfigError, loadDatabaseConfig, type Config } from '../src/config';

export function databaseConfigOrExit(): Pick<Config, 'databaseUrl' | 'dataDir'> {
  try {
    return loadDatabaseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
