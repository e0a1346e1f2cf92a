import { getConnInfo } from '@hono/node-server/conninfo';

import { createApp } from './app';
import { verdictStaleness } from './catalogue/reanalyze';
import { ConfigError, loadConfig, type Config } from './config';
import { productionDeps } from './deps';
import { serveApi } from './http/node-server';
import { describeError, jsonLogger } from './logger';

let config: Config;
let deps: Awaited<ReturnType<typeof productionDeps>>;
try {
  config = loadConfig();
  deps = await productionDeps(config);
} catch (error) {
  jsonLogger.error(
    'API cannot start',
    error instanceof ConfigError ? { error: error.message } : describeError(error),
  );
  process.exit(1);
}
// stored colours computed by another engine version: say so (pnpm catalog:reanalyze recomputes them)
await verdictStaleness(deps.db)
  .then((s) => {
    if (s.stale) jsonLogger.error('Stored verdicts are stale: run pnpm catalog:reanalyze', { ...s });
  })
  .catch((error: unknown) => jsonLogger.error('Checking the stored verdicts failed', describeError(error)));
const app = createApp({ ...deps, remoteAddress: (c) => getConnInfo(c).remote.address });

const server = serveApi({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  jsonLogger.info('API listening', {
    url: `http://${config.host}:${info.port}`,
    port: info.port,
    database: deps.db.kind,
  });
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  jsonLogger.info('API stopping', { signal });
  server.close();
  try {
    await deps.db.close();
  } catch (error) {
    jsonLogger.error('Closing the database failed', describeError(error));
  }
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
