// Checks @diet/ui as it would be published: builds it, packs it with pnpm (which applies
// publishConfig), runs publint and are-the-types-wrong on the tarball, then unpacks it and checks
// tree-shaking and the per-component size budgets. Exits non-zero on any error.
// `--update-budgets` records budgets for components that have none yet.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const pkgDir = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: pkgDir, stdio: 'inherit', ...opts });

const out = mkdtempSync(path.join(tmpdir(), 'diet-ui-pack-'));
try {
  run('pnpm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  run('pnpm', ['pack', '--pack-destination', out], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(out).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  const file = path.join(out, tarball);
  console.log(`publint ${tarball}`);
  run('pnpm', ['exec', 'publint', 'run', file, '--strict']);
  console.log(`are-the-types-wrong ${tarball}`);
  run('pnpm', [
    'exec',
    'attw',
    file,
    '--profile',
    'esm-only',
    '--format',
    'table-flipped',
    '--exclude-entrypoints',
    'styles.css',
    'theme.css',
  ]);
  console.log('tree-shaking and size budgets');
  run('tar', ['-xzf', file, '-C', out]);
  const unpacked = path.join(out, 'node_modules/@diet/ui');
  mkdirSync(path.dirname(unpacked), { recursive: true });
  renameSync(path.join(out, 'package'), unpacked);
  run('node', ['scripts/check-bundles.mjs', unpacked, ...process.argv.slice(2)]);
} finally {
  rmSync(out, { recursive: true, force: true });
}
