// Checks @diet/ui as it would be published: packs it with pnpm exactly as a release does (its
// `prepack` script builds it; pnpm applies publishConfig), checks the tarball's file list, runs
// publint and are-the-types-wrong on the tarball, then unpacks it and checks tree-shaking and the
// per-component size budgets. Exits non-zero on any error.
// `--update-budgets` records budgets for components that have none yet.
// `--keep <dir>` leaves the tarball in <dir> (the consumer fixture installs it).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { checkFileList, parseListing } from './file-list.mjs';

const pkgDir = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: pkgDir, stdio: 'inherit', ...opts });

const args = process.argv.slice(2);
const keepAt = args.includes('--keep') ? path.resolve(args[args.indexOf('--keep') + 1]) : null;
const out = mkdtempSync(path.join(tmpdir(), 'diet-ui-pack-'));
try {
  // No explicit build: `pnpm pack` must build by itself (prepack), as it does for a release.
  rmSync(path.join(pkgDir, 'dist'), { recursive: true, force: true });
  run('pnpm', ['pack', '--pack-destination', out], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(out).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  const file = path.join(out, tarball);
  const listing = execFileSync('tar', ['-tzvf', file], { encoding: 'utf8' });
  const problems = checkFileList(
    listing,
    JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')),
  );
  const files = parseListing(listing);
  const unpackedKb = files.reduce((sum, f) => sum + f.size, 0) / 1024;
  console.log(
    `${tarball}: ${files.length} files, ${(statSync(file).size / 1024).toFixed(1)} kB packed, ${unpackedKb.toFixed(1)} kB unpacked`,
  );
  if (problems.length) {
    console.error(problems.map((p) => `✗ ${p}`).join('\n'));
    process.exit(1);
  }
  if (keepAt) {
    mkdirSync(keepAt, { recursive: true });
    copyFileSync(file, path.join(keepAt, 'diet-ui.tgz'));
  }
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
    'reset.css',
    'tailwind.css',
  ]);
  console.log('tree-shaking and size budgets');
  run('tar', ['-xzf', file, '-C', out]);
  const unpacked = path.join(out, 'node_modules/@diet/ui');
  mkdirSync(path.dirname(unpacked), { recursive: true });
  renameSync(path.join(out, 'package'), unpacked);
  // React Server Components: a component module that calls a hook must be a client module.
  const componentsDir = path.join(unpacked, 'dist/components');
  const serverUnsafe = readdirSync(componentsDir, { recursive: true })
    .filter((file) => file.endsWith('.js') && !file.endsWith('index.js'))
    .filter((file) => {
      const code = readFileSync(path.join(componentsDir, file), 'utf8');
      return /\buse[A-Z]\w*\(/.test(code) && !/^["']use client["'];/.test(code);
    });
  if (serverUnsafe.length) {
    console.error(`✗ modules that call hooks without "use client": ${serverUnsafe.join(', ')}`);
    process.exit(1);
  }
  console.log('"use client": every component module that calls a hook');
  run('node', ['scripts/check-bundles.mjs', unpacked, ...args.filter((a) => a === '--update-budgets')]);
} finally {
  rmSync(out, { recursive: true, force: true });
}
