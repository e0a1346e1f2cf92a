/**
 * The API's own CORS and body reading against Hono's, under @hono/node-server as the API runs:
 *
 *   tsx apps/api/bench/middleware.ts [--clients 50] [--seconds 5] [--rounds 2]
 *
 * Each variant is served by its own child process and loaded by keep-alive clients from this one;
 * the variants take turns, round after round, so a busy machine weighs on them alike.
 * - `cors`: an allowed origin asks for a ready gzip body of 133 KB with an ETag (a cached
 *   `/products` view), behind `allowListCors` or Hono's `cors` with the API's settings.
 * - `body`: a POST of a `/products`-sized JSON body, answered with a small JSON, read by
 *   `bufferBody` + `readJsonBody` (own), by Hono's `bodyLimit` (64 KB, as the API needs) +
 *   `c.req.json()` (hono-limit), and by `c.req.json()` with no limit at all (hono, for reference).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';

import { API_CORS } from '../src/app';
import { bufferBody, MAX_BODY_BYTES, readJsonBody } from '../src/http/body';
import { allowListCors } from '../src/http/cors';

const ORIGIN = 'http://127.0.0.1:5173';
const VARIANTS = ['cors-own', 'cors-hono', 'body-own', 'body-hono-limit', 'body-hono'] as const;
type Variant = (typeof VARIANTS)[number];

function appFor(variant: Variant): Hono {
  const app = new Hono();
  if (variant === 'cors-own') app.use('*', allowListCors({ origins: [ORIGIN], ...API_CORS }));
  if (variant === 'cors-hono')
    app.use(
      '*',
      cors({
        origin: [ORIGIN],
        allowMethods: [...API_CORS.allowMethods],
        allowHeaders: [...API_CORS.allowHeaders],
        exposeHeaders: [...API_CORS.exposeHeaders],
        maxAge: API_CORS.maxAgeSeconds,
      }),
    );
  const view = randomBytes(133 * 1024);
  app.get(
    '/view',
    () =>
      new Response(view, {
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', etag: '"v1"' },
      }),
  );
  if (variant === 'body-own') {
    app.use('/products', bufferBody);
    app.post('/products', (c) => c.json({ ok: readJsonBody(c) !== null }));
  }
  if (variant === 'body-hono-limit') {
    app.use('/products', bodyLimit({ maxSize: MAX_BODY_BYTES }));
    app.post('/products', async (c) => c.json({ ok: (await c.req.json()) !== null }));
  }
  if (variant === 'body-hono')
    app.post('/products', async (c) => c.json({ ok: (await c.req.json()) !== null }));
  return app;
}

function serveVariant(variant: Variant) {
  const server = serve(
    { fetch: appFor(variant).fetch, hostname: '127.0.0.1', port: 0 },
    (info: AddressInfo) => process.send?.(info.port),
  );
  process.on('disconnect', () => server.close(() => process.exit(0)));
}

async function load(port: number, variant: Variant, clients: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const body = JSON.stringify({
    diets: ['lactose', 'gluten'],
    category: 'c2f1a0d4-5b1e-4c7a-9d7e-2f0b3c4d5e6f',
    search: 'joghurt',
    page: 1,
    pageSize: 50,
    favouritesOnly: false,
  });
  const route = variant.startsWith('cors')
    ? { method: 'GET', path: '/view', headers: { origin: ORIGIN, 'accept-encoding': 'gzip' } }
    : {
        method: 'POST',
        path: '/products',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        body,
      };
  const latencies: number[] = [];
  let errors = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.request({ agent, host: '127.0.0.1', port, ...route }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else errors += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(route.body);
    });
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.max(0, Math.ceil(0.95 * latencies.length) - 1)] ?? NaN;
  return { rps: latencies.length / ((performance.now() - start) / 1000), p95, errors };
}

async function main() {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '2' },
    },
  });
  const [clients, seconds, rounds] = [values.clients, values.seconds, values.rounds].map(Number) as [
    number,
    number,
    number,
  ];
  const totals = new Map<Variant, { rps: number[]; p95: number[]; errors: number }>();
  for (let round = 1; round <= rounds; round++) {
    for (const variant of VARIANTS) {
      const child = fork(fileURLToPath(import.meta.url), ['--serve', variant], { stdio: 'inherit' });
      const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(m as number)));
      await load(port, variant, clients, 1); // warm-up
      const result = await load(port, variant, clients, seconds);
      child.disconnect();
      const total = totals.get(variant) ?? { rps: [], p95: [], errors: 0 };
      total.rps.push(result.rps);
      total.p95.push(result.p95);
      total.errors += result.errors;
      totals.set(variant, total);
      console.log(
        `round ${round} ${variant.padEnd(10)} ${result.rps.toFixed(0).padStart(7)} req/s  p95 ${result.p95.toFixed(1).padStart(6)} ms  errors ${result.errors}`,
      );
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  console.log('\nvariant      req/s (median)  p95 ms (median)  errors');
  for (const [variant, total] of totals)
    console.log(
      `${variant.padEnd(12)} ${median(total.rps).toFixed(0).padStart(14)} ${median(total.p95).toFixed(1).padStart(16)} ${String(total.errors).padStart(7)}`,
    );
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) serveVariant(process.argv[serveAt + 1] as Variant);
else await main();
