/**
 * The API's Lambda code, bundled from the workspace with esbuild on this machine (no Docker, no
 * network): one ES module per entry, for Node 22, with `module` fields first so AdminGetUser's
 * signer stays small (apps/api/README.md, "Deploying").
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildSync } from 'esbuild';

const API_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/src');

/** The entries of `apps/api` the deployment runs, by function. */
export const LAMBDA_ENTRIES = {
  /** The HTTP API (`handler` of `src/lambda.ts`). */
  api: path.join(API_SRC, 'lambda.ts'),
  /** The deploy-time migration (`handler` of `src/lambda-migrate.ts`). */
  migrate: path.join(API_SRC, 'lambda-migrate.ts'),
} as const;

export type LambdaName = keyof typeof LAMBDA_ENTRIES;

/** The Lambda runtime the bundles target (see `LAMBDA_RUNTIME` in the stack). */
export const BUNDLE_TARGET = 'node22';

/**
 * Bundles `entry` into `outDir/index.mjs` (with its source map) and returns `outDir`, the
 * function's code folder; its handler is `index.handler`.
 */
export function bundleLambda(entry: string, outDir: string): string {
  mkdirSync(outDir, { recursive: true });
  buildSync({
    entryPoints: [entry],
    outfile: path.join(outDir, 'index.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: BUNDLE_TARGET,
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    legalComments: 'none',
    // pg loads its optional native binding only when asked (`pg.native`), which the API never does.
    external: ['pg-native'],
    // CommonJS dependencies (pg) require Node's built-ins: give the ES module a `require`.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  return outDir;
}
