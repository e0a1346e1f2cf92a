/**
 * node scripts/build.mjs
 *
 * Bundles the command line (scripts/analyze.ts with the engine, its word lists and @diet/domain)
 * into one plain JavaScript file, dist/analyze.mjs, so it starts without a TypeScript loader.
 * esbuild is taken from tsx, which already depends on it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '..');

export async function buildCli() {
  const fromTsx = createRequire(createRequire(path.join(root, 'package.json')).resolve('tsx/package.json'));
  const esbuild = fromTsx('esbuild');
  await esbuild.build({
    entryPoints: [path.join(root, 'scripts/analyze.ts')],
    outfile: path.join(root, 'dist/analyze.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.join(root, 'scripts/build.mjs')) {
  await buildCli();
}
