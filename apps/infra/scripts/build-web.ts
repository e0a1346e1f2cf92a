/**
 * `pnpm --filter @diet/infra run build:web [--quiet]`: builds the web app for deployment into
 * apps/infra/web-build, with the placeholder settings the deployment replaces (src/web-build.ts),
 * and checks the result as `cdk synth` will.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { INFRA_DIR } from '../src/app';
import { placeholderBuildEnv, stageWebBuild, WebBuildError } from '../src/web-build';

const quiet = process.argv.includes('--quiet');
const outDir = path.join(INFRA_DIR, 'web-build');
const started = performance.now();

const build = spawnSync(
  'pnpm',
  [
    '--filter',
    '@diet/web',
    'exec',
    'vite',
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    ...(quiet ? ['--logLevel', 'error'] : []),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, ...placeholderBuildEnv(), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'diet-web-check-'));
try {
  const staged = stageWebBuild(outDir, scratch);
  if (!quiet) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Web app built for deployment in ${path.relative(process.cwd(), outDir) || outDir} (${seconds} s); ` +
        `settings written at deployment into ${staged.substitutedFiles.join(', ')}\n`,
    );
  }
} catch (error) {
  if (!(error instanceof WebBuildError)) throw error;
  process.stderr.write(`\n${error.message}\n\n`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
