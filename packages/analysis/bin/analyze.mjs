#!/usr/bin/env node
/**
 * The analysis command line as plain JavaScript: runs dist/analyze.mjs, rebuilding it first (with
 * scripts/build.mjs) only when a source file is newer. See scripts/analyze.ts for the options.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bundle = path.join(root, 'dist/analyze.mjs');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

function builtAt() {
  try {
    return statSync(bundle).mtimeMs;
  } catch {
    return 0;
  }
}
const built = builtAt();
const sources = Math.max(
  newest(path.join(root, 'src')),
  newest(path.join(root, 'scripts')),
  newest(path.join(root, '../domain/src')),
);
if (built < sources) {
  const { buildCli } = await import('../scripts/build.mjs');
  await buildCli();
}
await import(bundle);
