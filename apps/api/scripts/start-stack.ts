/**
 * `pnpm start` (from the repository root): the whole product on this machine with its embedded
 * defaults, in one process tree.
 *
 * 1. cognito-local (patched) in `apps/api/.data/cognito`, its user pool and web client made or
 *    reused;
 * 2. the database (PGlite in `apps/api/.data/pglite`, or DATABASE_URL) migrated, the seed
 *    catalogue written and the demo user with its profile seeded;
 * 3. the API (`src/server.ts`) configured for that pool, with CORS for the web app's origin;
 * 4. the web app built and served by `vite preview`, told where the API and the pool are.
 *
 * It prints the URLs, the user pool and client ids and the demo login, and stops every child on
 * Ctrl-C (SIGINT) or SIGTERM; if one of them exits (cognito-local included), it says so, stops the
 * others and exits non-zero. The API runs with ALLOW_INSECURE_LOCAL=true (plain-http identity).
 *
 * Ports: COGNITO_PORT (9229), API_PORT (8787), WEB_PORT (5173); folders: DATA_DIR (PGlite),
 * COGNITO_DIR, WEB_DIST_DIR (the web app's build; by default a fresh temporary folder, removed when
 * the stack stops, so that two stacks never build into the same folder). `--no-web` leaves the web
 * app out (the API and identity only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { seedCatalogue } from '../src/catalogue/seed';
import { openConfiguredDb } from '../src/db/open';
import {
  DEMO_USER,
  ensurePoolAndClient,
  seedDemoUser,
  startCognitoLocal,
  type CognitoLocalProcess,
} from '../src/local/cognito';
import { databaseConfigOrExit } from './database-config';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(PACKAGE_DIR, '../..');
const HOST = '127.0.0.1';

const { values } = parseArgs({ options: { 'no-web': { type: 'boolean', default: false } } });

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    process.stderr.write(`${name} must be a port number\n`);
    process.exit(2);
  }
  return value;
}
const cognitoPort = port('COGNITO_PORT', 9229);
const apiPort = port('API_PORT', 8787);
const webPort = port('WEB_PORT', 5173);
const { databaseUrl, dataDir } = databaseConfigOrExit();
const cognitoDir = path.resolve(
  process.env.COGNITO_DIR?.trim() || path.join(PACKAGE_DIR, '.data', 'cognito'),
);
const webOrigin = `http://${HOST}:${webPort}`;
/** The web app's build: per stack, never the shared `apps/web/dist` (a second run would overwrite it). */
const givenWebDistDir = process.env.WEB_DIST_DIR?.trim();
const webDistDir = values['no-web']
  ? undefined
  : path.resolve(givenWebDistDir || mkdtempSync(path.join(os.tmpdir(), 'diet-web-')));
const apiUrl = `http://${HOST}:${apiPort}`;

const log = (line: string) => process.stdout.write(`[start] ${line}\n`);
const children: ChildProcess[] = [];
let cognito: CognitoLocalProcess | undefined;
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    log('stopping…');
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            // Each child leads its own process group: stop it with everything it started.
            try {
              process.kill(-child.pid!, 'SIGTERM');
            } catch {
              resolve();
            }
            setTimeout(() => {
              try {
                process.kill(-child.pid!, 'SIGKILL');
              } catch {
                // already gone
              }
            }, 5000).unref();
          }),
      ),
    );
    await cognito?.stop();
    // A folder of its own making goes with the stack; a given one (WEB_DIST_DIR) is the caller's.
    if (webDistDir && !givenWebDistDir) rmSync(webDistDir, { recursive: true, force: true });
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

/** Runs a child in its own process group; if it ends while the stack runs, everything stops. */
function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = ROOT,
): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    detached: true,
  });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    log(`${name} exited (${signal ?? `code ${code}`}); stopping the rest`);
    void stopAll(1);
  });
  return child;
}

async function waitFor(url: string, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

try {
  log(`identity: cognito-local on port ${cognitoPort} (data in ${cognitoDir})`);
  cognito = await startCognitoLocal({ dir: cognitoDir, port: cognitoPort, host: HOST });
  // Without it sign-in is broken: watched like the other children.
  void cognito.exited.then((code) => {
    if (stopping) return;
    log(`identity (cognito-local) exited (code ${code ?? 'none, killed'}); stopping the rest`);
    void stopAll(1);
  });
  const pool = await ensurePoolAndClient(cognito.endpoint, cognitoDir);
  log(
    `identity: cognito-local running (pid ${cognito.pid}), user pool ${pool.userPoolId}, client ${pool.clientId}`,
  );

  log(`database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
  const db = await openConfiguredDb({ databaseUrl, dataDir });
  try {
    const summary = await seedCatalogue(db);
    log(
      `catalogue: ${summary.products} products in ${summary.categories} categories ` +
        `(${summary.subcategories} subcategories), ${summary.retailers} retailers`,
    );
    await seedDemoUser({ endpoint: cognito.endpoint, ...pool, db });
  } finally {
    // PGlite allows one process: the API opens it next.
    await db.close();
  }

  run(
    'API',
    process.execPath,
    ['--import', 'tsx', 'src/server.ts'],
    {
      API_PORT: String(apiPort),
      API_HOST: HOST,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      COGNITO_ISSUER: pool.issuer,
      COGNITO_CLIENT_ID: pool.clientId,
      COGNITO_ENDPOINT: cognito.endpoint,
      CORS_ORIGINS: webOrigin,
      // The local stack's plain-http identity and web origin (apps/api/README.md, "Production rules").
      ALLOW_INSECURE_LOCAL: 'true',
    },
    PACKAGE_DIR,
  );
  await waitFor(`${apiUrl}/health`, 'the API', 60_000);

  if (!values['no-web']) {
    const webEnv = {
      WEB_PORT: String(webPort),
      VITE_API_URL: apiUrl,
      VITE_COGNITO_ENDPOINT: cognito.endpoint,
      VITE_COGNITO_USER_POOL_ID: pool.userPoolId,
      VITE_COGNITO_CLIENT_ID: pool.clientId,
    };
    const vite = path.join(ROOT, 'apps/web/node_modules/.bin/vite');
    const outDir = ['--outDir', webDistDir!];
    log(`web app: building into ${webDistDir}…`);
    const build = spawn(vite, ['build', ...outDir, '--emptyOutDir'], {
      cwd: path.join(ROOT, 'apps/web'),
      env: { ...process.env, ...webEnv },
      stdio: 'inherit',
    });
    const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
    if (code !== 0) throw new Error(`the web app's build failed (exit ${code})`);
    run('web app', vite, ['preview', '--host', HOST, ...outDir], webEnv, path.join(ROOT, 'apps/web'));
    await waitFor(`${webOrigin}/`, 'the web app', 60_000);
  }

  process.stdout.write(
    [
      '',
      '  DietCheck is running',
      ...(values['no-web'] ? [] : [`  web app   ${webOrigin}/`]),
      `  API       ${apiUrl}/  (OpenAPI: ${apiUrl}/openapi.json)`,
      `  identity  ${cognito.endpoint}  (user pool ${pool.userPoolId}, client ${pool.clientId})`,
      `  demo login: username "${DEMO_USER.username}" or e-mail "${DEMO_USER.email}", password "${DEMO_USER.password}"`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n') + '\n',
  );
} catch (error) {
  process.stderr.write(`[start] cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
  await stopAll(1);
}
