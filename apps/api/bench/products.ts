/**
 * Benchmark of the paged catalogue on loopback: the API (in a child process, PGlite in memory or a
 * schema of its own on a PostgreSQL server) with 50,000 and 200,000 generated products
 * (`bench/catalogue.ts`: shelf names in four languages from a varied vocabulary, image URLs, one to
 * three offers at seven retailers), loaded by 50 concurrent keep-alive
 * clients, beside the trivial GET /health of the same server in the same run:
 *
 * - the first page: POST /products as the browser asks it (gzip);
 * - search: POST /products/page with a different search almost every request (a food in one of
 *   four languages, alone or with a flavour, brand, retailer or quality, its first letters, a typo;
 *   varied diets and languages), so that most answers come from the database, not from the
 *   instance's cache of pages.
 *
 *   tsx apps/api/bench/products.ts [--sizes 50000,200000] [--clients 50] [--seconds 10]
 *     [--database-url postgres://…] [--profile dir]
 *
 * Prints, per size, requests, requests/s, p50/p95/p99 latency and response size of each route,
 * then one line: `scale: 50000 products (pglite): first page p95 ×2.1, search p95 ×2.6, first page 38 kB`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { serve } from '@hono/node-server';
import { exportJWK, generateKeyPair, createLocalJWKSet, SignJWT } from 'jose';

import { createApp } from '../src/app';
import { fakeDirectory } from '../src/auth/directory';
import { cognitoVerifier } from '../src/auth/verifier';
import { systemClock } from '../src/clock';
import { migrate } from '../src/db/migrate';
import { openMemoryPgliteDb } from '../src/db/pglite';
import { ProductListCache } from '../src/services/product-list';
import { registerProfile } from '../src/services/profiles';
import { openSchemaDb } from '../src/test/backends';
import { benchSearch, random, seedBenchCatalogue } from './catalogue';

const ISSUER = 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_Bench';
const CLIENT_ID = 'bench-client';

interface Ready {
  port: number;
  token: string;
  profileId: string;
}

// --- The server (child process) ---------------------------------------------------------------

async function serveBench(size: number, databaseUrl: string | undefined) {
  // PGlite in memory, or a schema of its own on a PostgreSQL server (dropped on exit).
  const db = databaseUrl ? await openSchemaDb(databaseUrl, 'bench', 10) : await openMemoryPgliteDb();
  // Exit normally on SIGTERM so that exit hooks (e.g. --cpu-prof) run, and a server schema goes.
  process.on('SIGTERM', () => {
    void db.close().finally(() => process.exit(0));
  });
  await migrate(db);
  await seedBenchCatalogue(db, size);
  // As a server's autovacuum would after a bulk load (PGlite has none): visibility and statistics.
  await db.exec('VACUUM ANALYZE');

  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' };
  const directory = fakeDirectory([{ username: 'bench', email: 'bench@example.test' }]);
  const { id: profileId } = await registerProfile(
    { db, clock: systemClock, directory },
    {
      name: 'Bench',
      surname: 'User',
      email: 'bench@example.test',
      knows_intolerance: true,
      intolerances: [1],
      extra_intolerance: null,
      shop: 3,
      gender: null,
      birth_year: 1990,
      username: 'bench',
      sees_red_products: false,
      sees_local_products: false,
      sees_only_specific_retailer: false,
      retailer_list: [],
      shared_accounts: [],
    },
    // Saved as its owner's (the token below is this user's): a pending profile is never served.
    { sub: 'bench-sub', username: 'bench', email: 'bench@example.test', emailVerified: true },
  );
  await db.query(
    'INSERT INTO favorites (profile_id, product_id, created_at) SELECT $1, id, now() FROM products ORDER BY id LIMIT 20',
    [profileId],
  );
  const token = await new SignJWT({
    'cognito:username': 'bench',
    email: 'bench@example.test',
    token_use: 'id',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setSubject('bench-sub')
    .setIssuer(ISSUER)
    .setAudience(CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);

  const productList = new ProductListCache();
  const app = createApp({
    db,
    productList,
    clock: systemClock,
    directory,
    verifier: cognitoVerifier({
      issuer: ISSUER,
      clientId: CLIENT_ID,
      jwks: createLocalJWKSet({ keys: [jwk] }),
      clock: systemClock,
    }),
    logger: { error: (message, details) => console.error(message, details), info: () => {} },
    // One token stands for every client here: a person's `/products` limit would stop the load.
    // The per-user count still runs (in memory, written every `products / 20` calls).
    rateLimits: { products: 1_000_000_000 },
  });
  // The search index of this catalogue, as an instance builds it after its first search (the
  // database answers searches meanwhile): measured here, and built before the load.
  const indexStart = performance.now();
  const first = await app.request('/products/page', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      user_profile_id: profileId,
      intolerances: [1],
      sees_red_products: false,
      search: 'milk',
    }),
  });
  if (first.status !== 200) throw new Error(`search answered ${first.status}`);
  const index = await productList.searchIndexBuilt();
  const heap = process.memoryUsage();
  console.log(
    `search index: ${index?.size ?? 0} products, ${((index?.bytes ?? 0) / 1e6).toFixed(1)} MB, ` +
      `built in ${((performance.now() - indexStart) / 1000).toFixed(1)} s ` +
      `(heap ${(heap.heapUsed / 1e6).toFixed(0)} MB, array buffers ${(heap.arrayBuffers / 1e6).toFixed(0)} MB)`,
  );
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.send!({ port: info.port, token, profileId } satisfies Ready);
  });
}

// --- The load (parent process) ----------------------------------------------------------------

interface Result {
  route: string;
  requests: number;
  errors: number;
  /** Failures by HTTP status or error code. */
  failures: Record<string, number>;
  seconds: number;
  latencies: number[];
  bytes: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function load(
  port: number,
  route: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    /** The body, or a body per request. */
    body?: string | (() => string);
    label: string;
  },
  clients: number,
  seconds: number,
): Promise<Result> {
  // A fresh pool per phase: no socket left idle from an earlier phase (the server closes idle
  // keep-alive sockets after 5 s, and a request racing that close fails with ECONNRESET).
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const failures: Record<string, number> = {};
  const fail = (key: string) => {
    errors += 1;
    failures[key] = (failures[key] ?? 0) + 1;
  };
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const body = typeof route.body === 'function' ? route.body() : route.body;
      const headers =
        body === undefined
          ? route.headers
          : { ...route.headers, 'content-length': String(Buffer.byteLength(body)) };
      const request = http.request(
        { agent, host: '127.0.0.1', port, method: route.method, path: route.path, headers },
        (response) => {
          let size = 0;
          response.on('data', (chunk: Buffer) => (size += chunk.length));
          response.on('end', () => {
            if (response.statusCode === 200) {
              latencies.push(performance.now() - started);
              bytes = size;
            } else fail(String(response.statusCode));
            resolve();
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        fail(error.code ?? error.message);
        resolve();
      });
      request.end(body);
    });
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    route: route.label,
    requests: latencies.length,
    errors,
    failures,
    seconds: elapsed,
    latencies,
    bytes,
  };
}

function row(result: Result) {
  const ms = (value: number) => value.toFixed(1).padStart(9);
  return [
    result.route.padEnd(16),
    String(result.requests).padStart(9),
    String(result.errors).padStart(7),
    (result.requests / result.seconds).toFixed(1).padStart(10),
    ms(percentile(result.latencies, 50)),
    ms(percentile(result.latencies, 95)),
    ms(percentile(result.latencies, 99)),
    (result.bytes / 1024).toFixed(1).padStart(11),
  ].join(' ');
}

async function startServer(
  size: number,
  profileDir: string | undefined,
  databaseUrl: string | undefined,
): Promise<{ child: ChildProcess; ready: Ready }> {
  const execArgv = profileDir
    ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${profileDir}`]
    : process.execArgv;
  const args = ['--serve', String(size), ...(databaseUrl ? ['--database-url', databaseUrl] : [])];
  const child = fork(fileURLToPath(import.meta.url), args, {
    stdio: 'inherit',
    execArgv,
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ready };
}

async function main() {
  const { values } = parseArgs({
    options: {
      serve: { type: 'string' },
      sizes: { type: 'string', default: '50000,200000' },
      clients: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      /** Write a V8 CPU profile of the server into this folder. */
      profile: { type: 'string' },
      /** A PostgreSQL server to run on (a schema of its own) instead of PGlite in memory. */
      'database-url': { type: 'string' },
    },
  });
  if (values.serve) return serveBench(Number(values.serve), values['database-url']);

  const clients = Number(values.clients);
  const seconds = Number(values.seconds);
  for (const size of values.sizes.split(',').map(Number)) {
    const setupStart = performance.now();
    const { child, ready } = await startServer(size, values.profile, values['database-url']);
    console.log(
      `\n/products with ${size.toLocaleString('en')} products on ${values['database-url'] ? 'the PostgreSQL server' : 'PGlite'}, ` +
        `${clients} clients, ${seconds} s per route ` +
        `(server ready in ${((performance.now() - setupStart) / 1000).toFixed(1)} s)`,
    );
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${ready.token}`,
      'accept-encoding': 'gzip, deflate, br',
    };
    const firstPage = {
      label: 'POST /products',
      method: 'POST',
      path: '/products',
      headers,
      body: JSON.stringify({ intolerances: [1], sees_red_products: false, user_profile_id: ready.profileId }),
    };
    const pick = random(7);
    const one = <T>(list: readonly T[]) => list[Math.floor(pick() * list.length)]!;
    const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
    const searchRoute = (label: string, skewed: boolean) => ({
      label,
      method: 'POST',
      path: '/products/page',
      headers,
      body: () => {
        const lang = Math.floor(pick() * 4);
        return JSON.stringify({
          user_profile_id: ready.profileId,
          intolerances: one([[1], [2], [1, 3], [], [4]]),
          sees_red_products: pick() < 0.5,
          language: LANGUAGES[skewed ? lang : Math.floor(pick() * 4)],
          search: benchSearch(pick, lang, skewed),
        });
      },
    });
    // As a shop's searches come (popular words often), and each different (the database's cost).
    const search = searchRoute('search', true);
    const cold = searchRoute('  cold search', false);
    const health = { label: 'GET /health', method: 'GET', path: '/health' };
    // Warm-up: JIT, PGlite caches, connections.
    await load(ready.port, health, clients, 1);
    await load(ready.port, firstPage, Math.min(clients, 5), Math.min(2, seconds));
    await load(ready.port, cold, Math.min(clients, 5), Math.min(2, seconds));

    const results = [
      await load(ready.port, health, clients, seconds),
      await load(ready.port, firstPage, clients, seconds),
      await load(ready.port, search, clients, seconds),
      await load(ready.port, cold, clients, seconds),
    ];
    console.log(
      `${'route'.padEnd(16)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'req/s'.padStart(10)} ` +
        `${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'KB/resp'.padStart(11)}`,
    );
    for (const result of results) console.log(row(result));
    for (const result of results) {
      if (result.errors > 0) console.log(`  ${result.route} failures: ${JSON.stringify(result.failures)}`);
    }
    const [static_, first, searched, coldSearched] = results as [Result, Result, Result, Result];
    const ratio = (result: Result) => percentile(result.latencies, 95) / percentile(static_.latencies, 95);
    console.log(
      `scale: ${size} products (${values['database-url'] ? 'postgres' : 'pglite'}): ` +
        `first page p95 ×${ratio(first).toFixed(1)}, search p95 ×${ratio(searched).toFixed(1)}, ` +
        `first page ${Math.round(first.bytes / 1000)} kB`,
    );
    console.log(
      `  every search different: p95 ×${ratio(coldSearched).toFixed(1)}, ` +
        `${(coldSearched.requests / coldSearched.seconds).toFixed(0)} searches/s`,
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

await main();
