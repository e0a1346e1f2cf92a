/**
 * pnpm --filter @diet/api cognito [--dir apps/api/.data/cognito] [--port 9229] [--host 127.0.0.1] [--no-seed]
 *
 * Local identity on its own: starts cognito-local (patched) in the folder, makes the app's user
 * pool and web client there (or reuses them), seeds the demo user and its profile in the
 * configured database (DATABASE_URL, else PGlite in DATA_DIR, as the API opens it; the database
 * is closed again before the API needs it), prints the settings for the API and the web app, and
 * runs until Ctrl-C. `pnpm start` does the same through `src/local/cognito.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { openConfiguredDb } from '../src/db/open';
import { ensurePoolAndClient, seedDemoUser, startCognitoLocal } from '../src/local/cognito';
import { databaseConfigOrExit } from './database-config';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: cognito [--dir <folder>] [--port 9229] [--host 127.0.0.1] [--no-seed]';

function usage(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        dir: { type: 'string', default: path.join(PACKAGE_DIR, '.data', 'cognito') },
        port: { type: 'string', default: '9229' },
        host: { type: 'string', default: '127.0.0.1' },
        'no-seed': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
})();

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) usage('--port must be a port number');

const cognito = await startCognitoLocal({ dir: values.dir, port, host: values.host });
try {
  const ids = await ensurePoolAndClient(cognito.endpoint, values.dir);
  if (!values['no-seed']) {
    const db = await openConfiguredDb(databaseConfigOrExit());
    try {
      const demo = await seedDemoUser({ endpoint: cognito.endpoint, ...ids, db });
      process.stdout.write(
        `demo user: ${demo.username} / ${demo.email}, password ${demo.password}` +
          ` (${demo.createdUser ? 'created' : 'already there'}, profile ${demo.createdProfile ? 'created' : 'already there'})\n`,
      );
    } finally {
      await db.close();
    }
  }
  process.stdout.write(
    [
      `cognito-local on ${cognito.endpoint} (data in ${path.join(values.dir, '.cognito')})`,
      '',
      '# API',
      `COGNITO_ISSUER=${ids.issuer}`,
      `COGNITO_CLIENT_ID=${ids.clientId}`,
      `COGNITO_ENDPOINT=${cognito.endpoint}`,
      '',
      '# web app (Amplify: userPoolEndpoint, userPoolId, userPoolClientId; sign in with USER_PASSWORD_AUTH)',
      `userPoolEndpoint=${cognito.endpoint}`,
      `userPoolId=${ids.userPoolId}`,
      `userPoolClientId=${ids.clientId}`,
      '',
      'Ctrl-C stops.',
      '',
    ].join('\n'),
  );
} catch (error) {
  await cognito.stop();
  throw error;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cognito.stop().then(() => process.exit(0));
  });
}
