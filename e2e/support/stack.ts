/**
 * The local stack the journeys run against: cognito-local, the API on PGlite and the built web app,
 * started once per run by `stack-setup.ts` (`apps/api/scripts/start-stack.ts` on free ports and
 * temporary folders).
 *
 * How the values reach every process: the config (`e2e.config.ts`) picks the ports in Playwright's
 * main process and puts them in `E2E_*` environment variables; the global setup adds the folder and
 * the pool's ids once the stack is up. Worker processes start after that and inherit them, so
 * {@link stack} gives every worker the same answers.
 */
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** The environment variables that carry the stack's settings from the main process to the workers. */
export const STACK_ENV = {
  webPort: 'E2E_WEB_PORT',
  apiPort: 'E2E_API_PORT',
  cognitoPort: 'E2E_COGNITO_PORT',
  /** The run's temporary folder: `pglite/` (DATA_DIR), `cognito/` (COGNITO_DIR), `web/` (WEB_DIST_DIR). */
  dir: 'E2E_STACK_DIR',
  userPoolId: 'E2E_USER_POOL_ID',
  clientId: 'E2E_CLIENT_ID',
} as const;

export const HOST = '127.0.0.1';

/**
 * The demo account that start-stack seeds (`DEMO_USER` of `apps/api/src/local/cognito.ts`, copied
 * here so that the tests do not load the API's sources; the global setup signs in with it, so a
 * drift fails the run at once).
 */
export const DEMO_USER = {
  username: 'demo',
  email: 'demo@example.com',
  password: 'Demo1234!',
} as const;

export interface StackPorts {
  web: number;
  api: number;
  cognito: number;
}

export interface Stack {
  /** The web app (`vite preview`), also Playwright's `baseURL`: `http://127.0.0.1:<port>`. */
  webUrl: string;
  /** The API (the web app's `VITE_API_URL`): `http://127.0.0.1:<port>`, no trailing slash. */
  apiUrl: string;
  /** cognito-local (the web app's `VITE_COGNITO_ENDPOINT`): `http://127.0.0.1:<port>/`. */
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
  /** start-stack's COGNITO_DIR: `pool.json` and cognito-local's working folder. */
  cognitoDir: string;
  /** cognito-local's data: `config.json` and `db/<userPoolId>.json` (users, confirmation codes). */
  cognitoDataDir: string;
  /** The pool's data file, `<cognitoDataDir>/db/<userPoolId>.json`. */
  poolFile: string;
  /** The PGlite folder of the API (DATA_DIR). */
  dataDir: string;
  /** The web app's production build that the stack serves (start-stack's WEB_DIST_DIR). */
  webDistDir: string;
}

/** Ports from the environment when all three are set, else null. */
function portsFromEnv(): StackPorts | null {
  const read = (name: string) => {
    const value = Number(process.env[name]);
    return Number.isInteger(value) && value > 0 && value < 65536 ? value : null;
  };
  const web = read(STACK_ENV.webPort);
  const api = read(STACK_ENV.apiPort);
  const cognito = read(STACK_ENV.cognitoPort);
  return web && api && cognito ? { web, api, cognito } : null;
}

/** Three distinct ports that are free on 127.0.0.1 now (held together, so never the same one twice). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, HOST, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * The stack's ports, for the config. In Playwright's main process (first evaluation of the config)
 * free ports are picked and written to the environment; every later evaluation, in the main process
 * or in a worker (which inherits that environment), reads them back. Setting all three `E2E_*_PORT`
 * variables beforehand pins them.
 * @throws in a worker that did not inherit them: it would otherwise look for a stack elsewhere
 */
export async function stackPorts(): Promise<StackPorts> {
  const known = portsFromEnv();
  if (known) return known;
  if (process.env.TEST_WORKER_INDEX !== undefined) {
    throw new Error(
      `${STACK_ENV.webPort}/${STACK_ENV.apiPort}/${STACK_ENV.cognitoPort} are missing in a worker: ` +
        'they are set by e2e.config.ts in the main process and inherited by the workers',
    );
  }
  const [web, api, cognito] = (await freePorts(3)) as [number, number, number];
  process.env[STACK_ENV.webPort] = String(web);
  process.env[STACK_ENV.apiPort] = String(api);
  process.env[STACK_ENV.cognitoPort] = String(cognito);
  return { web, api, cognito };
}

/** The URLs for these ports (as start-stack builds them). */
export function stackUrls(ports: StackPorts) {
  return {
    webUrl: `http://${HOST}:${ports.web}`,
    apiUrl: `http://${HOST}:${ports.api}`,
    cognitoEndpoint: `http://${HOST}:${ports.cognito}/`,
  };
}

/** The folders of a stack in `dir` (the run's temporary folder). */
export function stackDirs(dir: string) {
  const cognitoDir = path.join(dir, 'cognito');
  return {
    dataDir: path.join(dir, 'pglite'),
    cognitoDir,
    cognitoDataDir: path.join(cognitoDir, '.cognito'),
    webDistDir: path.join(dir, 'web'),
  };
}

/**
 * The running stack, in a test or a fixture (after the global setup).
 * @throws outside a run of `e2e/e2e.config.ts`
 */
export function stack(): Stack {
  const ports = portsFromEnv();
  const dir = process.env[STACK_ENV.dir];
  const userPoolId = process.env[STACK_ENV.userPoolId];
  const clientId = process.env[STACK_ENV.clientId];
  if (!ports || !dir || !userPoolId || !clientId) {
    throw new Error(
      'No e2e stack in this process: run the tests with `playwright test -c e2e/e2e.config.ts`',
    );
  }
  const dirs = stackDirs(dir);
  return {
    ...stackUrls(ports),
    userPoolId,
    clientId,
    ...dirs,
    poolFile: path.join(dirs.cognitoDataDir, 'db', `${userPoolId}.json`),
  };
}

// --- cognito-local -------------------------------------------------------------------------------

/**
 * One call of the user pool API (`AWSCognitoIdentityProviderService.<target>`) on the stack's
 * cognito-local, e.g. `cognitoCall('AdminGetUser', { UserPoolId, Username })`.
 * @throws with the exception name and message for an error answer
 */
export async function cognitoCall<T = Record<string, unknown>>(
  target: string,
  body: Record<string, unknown>,
  endpoint = stack().cognitoEndpoint,
): Promise<T> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`cognito-local ${target}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
}

/** Signs in as the web app does (USER_PASSWORD_AUTH, username or e-mail); the id token is the API's bearer. */
export async function signIn(
  usernameOrEmail: string = DEMO_USER.username,
  password: string = DEMO_USER.password,
  ids: { cognitoEndpoint: string; clientId: string } = stack(),
): Promise<Tokens> {
  const { AuthenticationResult } = await cognitoCall<{ AuthenticationResult: Tokens }>(
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: ids.clientId,
      AuthParameters: { USERNAME: usernameOrEmail, PASSWORD: password },
    },
    ids.cognitoEndpoint,
  );
  return AuthenticationResult;
}

/**
 * The code that sign-up "sent" to `username`: cognito-local keeps it in the pool's file until the
 * account is confirmed. Waits up to `timeoutMs` for it to appear.
 */
export async function confirmationCode(username: string, { timeoutMs = 5000 } = {}): Promise<string> {
  const { poolFile } = stack();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const data = JSON.parse(await readFile(poolFile, 'utf8')) as {
        Users?: Record<string, { ConfirmationCode?: string }>;
      };
      const code = data.Users?.[username]?.ConfirmationCode;
      if (code) return code;
    } catch {
      // not written yet, or caught mid-write
    }
    if (Date.now() > deadline) throw new Error(`No confirmation code for ${username} in ${poolFile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
