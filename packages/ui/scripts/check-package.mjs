// Checks @diet/ui as it would be published: builds it, packs it with pnpm (which applies
// publishConfig), then runs publint and are-the-types-wrong on the tarball. Exits non-zero on
// any error.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
} finally {
  rmSync(out, { recursive: true, force: true });
}
