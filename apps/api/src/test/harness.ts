/**
 * The API under test on a real database: the app with its real services, a fixed clock, test
 * tokens and an in-memory user pool. One harness per test file and backend (see `useHarness`).
 */
import { randomUUID } from 'node:crypto';

import type { RegistrationRequest } from '@diet/domain';

import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { fakeDirectory } from '../auth/directory';
import { cognitoVerifier } from '../auth/verifier';
import { fixedClock } from '../clock';
import type { Db } from '../db/db';
import { memoryLogger } from '../logger';
import { openTestDb, type Backend } from './backends';
import { seedFixtures, type Fixtures } from './fixtures';
import { createTestTokens, TEST_CLIENT_ID, TEST_ISSUER, type TestTokens, type TokenOptions } from './tokens';

export const TEST_NOW = '2026-03-15T12:00:00.000Z';
export const TEST_PASSWORD = 'Secr3t!pass';

export interface TestUser {
  username: string;
  email: string;
  sub: string;
  profileId: string;
  token: string;
}

export interface RequestOptions {
  token?: string | null;
  /** Send the body form-encoded (an object of strings). */
  form?: boolean;
  /** Send this text as the body as is. */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
  method?: string;
}

export interface Harness {
  backend: Backend;
  db: Db;
  app: ReturnType<typeof createApp>;
  clock: ReturnType<typeof fixedClock>;
  directory: ReturnType<typeof fakeDirectory>;
  logger: ReturnType<typeof memoryLogger>;
  tokens: TestTokens;
  fixtures: Fixtures;
  /** The dependencies the app was built from. */
  deps: AppDeps;
  /** Builds another app on the same database and clock with other options. */
  appWith(overrides: Partial<AppDeps>): ReturnType<typeof createApp>;
  request(path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  /** A pool user (added to the fake directory) with a registered profile and a token. */
  registerUser(overrides?: Partial<RegistrationRequest>): Promise<TestUser>;
  token(user: Pick<TestUser, 'sub' | 'username' | 'email'>, options?: TokenOptions): Promise<string>;
}

export function registrationBody(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  const username = overrides.username ?? `user-${randomUUID().slice(0, 8)}`;
  return {
    name: 'Anna',
    surname: 'Muster',
    email: `${username}@example.test`,
    knows_intolerance: true,
    intolerances: [1],
    extra_intolerance: null,
    shop: 3,
    gender: 2,
    birth_year: 1990,
    username,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    sees_red_products: false,
    sees_local_products: false,
    sees_only_specific_retailer: false,
    retailer_list: [],
    shared_accounts: [],
    ...overrides,
  };
}

export async function createHarness(backend: Backend, overrides: Partial<AppDeps> = {}): Promise<Harness> {
  const db = await openTestDb(backend);
  const fixtures = await seedFixtures(db);
  const clock = fixedClock(TEST_NOW);
  const directory = fakeDirectory();
  const logger = memoryLogger();
  const tokens = await createTestTokens(() => clock.now());
  const baseDeps: AppDeps = {
    db,
    clock,
    directory,
    logger,
    verifier: cognitoVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, jwks: tokens.jwks, clock }),
    corsOrigins: ['http://localhost:5173'],
    // Loose: the tests of the limits set their own (many tests call the same path often).
    rateLimits: {
      windowSeconds: 60,
      registration: 10_000,
      newsletter: 10_000,
      contact: 10_000,
      samples: 10_000,
      userRegistration: 10_000,
      products: 10_000,
      profileWrites: 10_000,
      changes: 10_000,
    },
    remoteAddress: () => '192.0.2.1',
    ...overrides,
  };
  const appWith = (more: Partial<AppDeps>) => createApp({ ...baseDeps, ...more });
  const app = appWith({});

  const harness: Harness = {
    backend,
    db,
    app,
    clock,
    directory,
    logger,
    tokens,
    fixtures,
    deps: baseDeps,
    appWith,
    request(path, body, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let payload: string | undefined;
      if (options.raw !== undefined) {
        payload = options.raw;
        headers['content-type'] = options.contentType ?? 'application/json';
      } else if (body !== undefined) {
        payload = options.form
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body);
        headers['content-type'] =
          options.contentType ?? (options.form ? 'application/x-www-form-urlencoded' : 'application/json');
      }
      return Promise.resolve(app.request(path, { method: options.method ?? 'POST', headers, body: payload }));
    },
    async registerUser(more = {}) {
      // As the web app does after the e-mail code: the owner's token-bearing registration (a
      // token-less one stays pending and is never served).
      const body = registrationBody(more);
      const sub = randomUUID();
      const user = { username: body.username, email: body.email, sub };
      directory.add({ username: body.username, email: body.email, confirmed: true, sub });
      const token = await tokens.sign(user);
      const response = await harness.request('/user-profile', body, { token });
      if (response.status !== 201)
        throw new Error(`Registration failed: ${response.status} ${await response.text()}`);
      const { id } = (await response.json()) as { id: string };
      return { ...user, profileId: id, token };
    },
    token: (user, options) => tokens.sign(user, options),
  };
  return harness;
}

/**
 * Registers a harness for the enclosing `describe`: made before its tests, closed after. The
 * returned object is filled in `beforeAll`.
 */
export function useHarness(backend: Backend, overrides: Partial<AppDeps> = {}): Harness {
  const holder = {} as Harness;
  beforeAll(async () => {
    Object.assign(holder, await createHarness(backend, overrides));
  }, 60_000);
  afterAll(async () => {
    await holder.db?.close();
  });
  return holder;
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
