/**
 * Local identity: cognito-local (patched, see patches/cognito-local@5.3.0.patch) in a folder on a
 * port, the app's user pool and app client in it (created once, reused by name afterwards), and a
 * demo user with its profile. Used by `pnpm start`, `scripts/cognito.ts` and the tests.
 *
 * Dev only: cognito-local keeps passwords in plain text and signs tokens with a key that ships in
 * its npm package.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { apiCalls, PASSWORD_POLICY, type RegistrationRequest } from '@diet/domain';

import { cognitoDirectory } from '../auth/directory';
import { systemClock, type Clock } from '../clock';
import type { Db } from '../db/db';
import { registerProfile } from '../services/profiles';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = path.join(PACKAGE_DIR, 'node_modules', '.bin', 'cognito-local');

/** Where the ids of the pool and client are kept, in the folder given to {@link ensurePoolAndClient}. */
export const POOL_IDS_FILE = 'pool.json';

export const POOL_NAME = 'diet-local';
export const CLIENT_NAME = 'diet-web';

/**
 * The user pool as the product needs it: sign-in by username or by the (verified) e-mail, a code
 * sent to the e-mail at sign-up, and the password rule of `@diet/domain` (`isValidPassword`: at
 * least 8 characters with an uppercase letter, a digit and a symbol; no lowercase letter required).
 */
export const POOL_SETTINGS = {
  AliasAttributes: ['email'],
  AutoVerifiedAttributes: ['email'],
  Policies: {
    PasswordPolicy: {
      MinimumLength: PASSWORD_POLICY.minLength,
      RequireUppercase: PASSWORD_POLICY.requireUppercase,
      RequireLowercase: PASSWORD_POLICY.requireLowercase,
      RequireNumbers: PASSWORD_POLICY.requireDigits,
      RequireSymbols: PASSWORD_POLICY.requireSymbols,
      TemporaryPasswordValidityDays: 7,
    },
  },
  Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
} as const;

export const CLIENT_SETTINGS = {
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  GenerateSecret: false,
} as const;

/** The demo account of local runs (see apps/api/README.md, "Local identity"). */
export const DEMO_USER = {
  username: 'demo',
  email: 'demo@example.com',
  password: 'Demo1234!',
} as const;

// --- The process --------------------------------------------------------------------------------

export interface CognitoLocalProcess {
  /** e.g. http://127.0.0.1:9229/ (Amplify's `userPoolEndpoint`, the API's COGNITO_ENDPOINT). */
  endpoint: string;
  port: number;
  dir: string;
  pid: number;
  /** Ends the process (SIGTERM, SIGKILL after 5 s); resolves once it has exited. */
  stop(): Promise<void>;
  /** Resolves when the process ends, however (its exit code, null after a signal). */
  exited: Promise<number | null>;
}

export interface StartCognitoLocalOptions {
  /** Its working folder: the data goes to `<dir>/.cognito/`. Created when missing. */
  dir: string;
  port: number;
  /** Interface to listen on, also the tokens' issuer host. Default 127.0.0.1. */
  host?: string;
  /** Pass its log (one JSON line per request) through to this process's stdout/stderr. */
  inheritOutput?: boolean;
  /** How long to wait until it answers. Default 30 s. */
  timeoutMs?: number;
}

/**
 * Starts cognito-local in `dir` on `port` and resolves once it answers. Without a
 * `.cognito/config.json` cognito-local makes every pool demand e-mail usernames; this writes one
 * with `UsernameAttributes: []` (keeping whatever else an existing one says).
 * @throws when it exits early (e.g. the port is taken) or does not answer in time
 */
export async function startCognitoLocal(options: StartCognitoLocalOptions): Promise<CognitoLocalProcess> {
  const host = options.host ?? '127.0.0.1';
  const dir = path.resolve(options.dir);
  await ensureConfig(dir);
  const endpoint = `http://${host.includes(':') ? `[${host}]` : host}:${options.port}/`;
  // Another server there would answer the readiness check in its place.
  if (await isListening(host, options.port)) {
    throw new Error(`cognito-local cannot start on ${endpoint}: the port is taken`);
  }

  const child = spawn(BIN, [], {
    cwd: dir,
    env: { ...process.env, PORT: String(options.port), HOST: host },
    stdio: options.inheritOutput ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  // Keep the end of its output for error messages; always drain the pipes so it never blocks.
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  // A child outlives a parent that dies without stopping it: kill it when this process exits.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (hasExited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (hasExited) {
      await stop();
      throw new Error(`cognito-local exited before answering on ${endpoint}: ${tail.trim()}`);
    }
    try {
      const response = await fetch(new URL('health', endpoint), { signal: AbortSignal.timeout(1000) });
      if (response.ok && !hasExited) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`cognito-local did not answer on ${endpoint} within the timeout: ${tail.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return { endpoint, port: options.port, dir, pid: child.pid!, stop, exited };
}

function isListening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function ensureConfig(dir: string): Promise<void> {
  const configDir = path.join(dir, '.cognito');
  await mkdir(path.join(configDir, 'db'), { recursive: true });
  const file = path.join(configDir, 'config.json');
  let config: { UserPoolDefaults?: { UsernameAttributes?: string[] } } = {};
  try {
    config = JSON.parse(await readFile(file, 'utf8')) as typeof config;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (config.UserPoolDefaults?.UsernameAttributes) return;
  config.UserPoolDefaults = { ...config.UserPoolDefaults, UsernameAttributes: [] };
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
}

// --- The HTTP API -------------------------------------------------------------------------------

/** An error answer of the user pool API, with its exception name (`UsernameExistsException`, …). */
export class CognitoCallError extends Error {
  override readonly name = 'CognitoCallError';
  constructor(
    readonly target: string,
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(`${target}: ${status} ${type}: ${message}`);
  }
}

/**
 * One call of the user pool API (`x-amz-target: AWSCognitoIdentityProviderService.<target>`), on a
 * connection of its own: a pooled keep-alive connection that cognito-local closed while this
 * process was busy (opening PGlite blocks the event loop for seconds) would fail the call.
 * @throws {CognitoCallError} for an error answer
 */
export async function cognitoCall<T = Record<string, unknown>>(
  endpoint: string,
  target: string,
  body: Record<string, unknown>,
): Promise<T> {
  const url = new URL(endpoint);
  const payload = Buffer.from(JSON.stringify(body));
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        agent: false,
        timeout: 10_000,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'content-length': payload.length,
          'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${target}: no answer from ${endpoint}`)));
    request.on('error', reject);
    request.end(payload);
  });
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON: reported below
  }
  if (status < 200 || status >= 300) {
    const type = typeof json.__type === 'string' ? (json.__type.split('#').at(-1) ?? '') : '';
    const message = typeof json.message === 'string' ? json.message : text.slice(0, 200);
    throw new CognitoCallError(target, status, type, message);
  }
  return json as T;
}

// --- Pool and client ----------------------------------------------------------------------------

export interface LocalPoolIds {
  userPoolId: string;
  clientId: string;
  /** The id tokens' issuer (`COGNITO_ISSUER`): `<endpoint><userPoolId>`. */
  issuer: string;
}

export interface EnsurePoolOptions {
  poolName?: string;
  clientName?: string;
}

/**
 * The app's user pool and web client on this cognito-local, created on the first call and reused
 * (by name) afterwards; their ids are written to `<dir>/pool.json`. Calling it again, or on
 * another start on the same folder, returns the same ids.
 */
export async function ensurePoolAndClient(
  endpoint: string,
  dir: string,
  options: EnsurePoolOptions = {},
): Promise<LocalPoolIds> {
  const poolName = options.poolName ?? POOL_NAME;
  const clientName = options.clientName ?? CLIENT_NAME;

  const { UserPools = [] } = await cognitoCall<{ UserPools?: { Id: string; Name: string }[] }>(
    endpoint,
    'ListUserPools',
    { MaxResults: 60 },
  );
  let userPoolId = UserPools.find((pool) => pool.Name === poolName)?.Id;
  if (!userPoolId) {
    const { UserPool } = await cognitoCall<{ UserPool: { Id: string } }>(endpoint, 'CreateUserPool', {
      PoolName: poolName,
      ...POOL_SETTINGS,
    });
    userPoolId = UserPool.Id;
  }

  const { UserPoolClients = [] } = await cognitoCall<{
    UserPoolClients?: { ClientId: string; ClientName: string }[];
  }>(endpoint, 'ListUserPoolClients', { UserPoolId: userPoolId, MaxResults: 60 });
  let clientId = UserPoolClients.find((client) => client.ClientName === clientName)?.ClientId;
  if (!clientId) {
    const { UserPoolClient } = await cognitoCall<{ UserPoolClient: { ClientId: string } }>(
      endpoint,
      'CreateUserPoolClient',
      { UserPoolId: userPoolId, ClientName: clientName, ...CLIENT_SETTINGS },
    );
    clientId = UserPoolClient.ClientId;
  }

  const ids: LocalPoolIds = { userPoolId, clientId, issuer: `${endpoint.replace(/\/+$/, '')}/${userPoolId}` };
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, POOL_IDS_FILE),
    `${JSON.stringify({ poolName, clientName, userPoolId, clientId }, null, 2)}\n`,
  );
  return ids;
}

/** The ids {@link ensurePoolAndClient} last wrote to `dir`, or null when there are none. */
export async function readPoolIds(
  dir: string,
): Promise<{ poolName: string; clientName: string; userPoolId: string; clientId: string } | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, POOL_IDS_FILE), 'utf8')) as Awaited<
      ReturnType<typeof readPoolIds>
    >;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

// --- Users --------------------------------------------------------------------------------------

export interface LocalUser {
  username: string;
  email: string;
  password: string;
}

/**
 * A confirmed pool user with a verified e-mail and this password, made the way the app does it
 * (SignUp, so the pool's password policy applies) or brought to that state when it exists.
 * @returns whether it was created now
 */
export async function ensurePoolUser(
  pool: { endpoint: string; userPoolId: string; clientId: string },
  user: LocalUser,
): Promise<{ created: boolean }> {
  const { endpoint, userPoolId } = pool;
  let existing: { UserStatus?: string; UserAttributes?: { Name: string; Value?: string }[] } | null;
  try {
    existing = await cognitoCall(endpoint, 'AdminGetUser', {
      UserPoolId: userPoolId,
      Username: user.username,
    });
  } catch (error) {
    if (!(error instanceof CognitoCallError && error.type === 'UserNotFoundException')) throw error;
    existing = null;
  }
  if (!existing) {
    await cognitoCall(endpoint, 'SignUp', {
      ClientId: pool.clientId,
      Username: user.username,
      Password: user.password,
      UserAttributes: [{ Name: 'email', Value: user.email }],
    });
    await cognitoCall(endpoint, 'AdminConfirmSignUp', { UserPoolId: userPoolId, Username: user.username });
  } else {
    await cognitoCall(endpoint, 'AdminSetUserPassword', {
      UserPoolId: userPoolId,
      Username: user.username,
      Password: user.password,
      Permanent: true,
    });
  }
  const attributes = existing?.UserAttributes ?? [];
  const value = (name: string) => attributes.find((attribute) => attribute.Name === name)?.Value;
  if (!existing || value('email') !== user.email || value('email_verified') !== 'true') {
    // AdminConfirmSignUp, as in Cognito, verifies no attribute: the demo user's e-mail is verified
    // here so that it can sign in with it.
    await cognitoCall(endpoint, 'AdminUpdateUserAttributes', {
      UserPoolId: userPoolId,
      Username: user.username,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  }
  return { created: !existing };
}

export interface SeedDemoUserOptions {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  /** The API's database (migrated). */
  db: Db;
  clock?: Clock;
  user?: LocalUser;
  /** The registration form's other fields. */
  profile?: Partial<RegistrationRequest>;
}

/**
 * The demo user: in the pool (confirmed, verified e-mail, known password) and its profile in the
 * API's database, registered through `registerProfile` as its owner's (bound to its `sub`). Idempotent.
 */
export async function seedDemoUser(
  options: SeedDemoUserOptions,
): Promise<LocalUser & { profileId: string; createdUser: boolean; createdProfile: boolean }> {
  const user = options.user ?? DEMO_USER;
  const clock = options.clock ?? systemClock;
  const { created } = await ensurePoolUser(options, user);

  const found = await options.db.query<{ id: string }>('SELECT id FROM profiles WHERE username = $1', [
    user.username,
  ]);
  if (found.rows[0]) {
    return { ...user, profileId: found.rows[0].id, createdUser: created, createdProfile: false };
  }
  const body = apiCalls['/user-profile'].request.parse({
    name: 'Demo',
    surname: 'User',
    email: user.email,
    knows_intolerance: true,
    intolerances: [1],
    extra_intolerance: null,
    shop: 3,
    gender: null,
    birth_year: 1990,
    username: user.username,
    password: user.password,
    confirmPassword: user.password,
    sees_red_products: false,
    sees_local_products: false,
    sees_only_specific_retailer: false,
    retailer_list: [],
    shared_accounts: [],
    ...options.profile,
  } satisfies RegistrationRequest);
  const directory = cognitoDirectory({
    endpoint: options.endpoint,
    userPoolId: options.userPoolId,
    region: 'local',
    credentials: null,
    clock,
  });
  // The demo account is confirmed, so its profile is saved as its owner's (as after auto sign-in).
  const account = await directory.findUser(user.username);
  if (!account?.sub) throw new Error(`The pool has no sub for the demo user ${user.username}`);
  const owner = { sub: account.sub, username: account.username, email: account.email, emailVerified: true };
  const { id } = await registerProfile({ db: options.db, clock, directory }, body, owner);
  return { ...user, profileId: id, createdUser: created, createdProfile: true };
}
