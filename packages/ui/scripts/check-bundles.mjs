// Tree-shaking and size budgets of the packed @diet/ui, as an app's bundler would see it.
// Usage: node scripts/check-bundles.mjs <unpacked package dir> [--update-budgets]
// For every component:
//  - importing it from the package root (`import { X } from '@diet/ui'`) bundles only its own
//    modules and those of the components it is built from, never another component;
//  - importing its subpath (`@diet/ui/<name>`) fits the gzip budget in size-budgets.json
//    (React, react-dom, i18next and react-i18next are the app's, so they are not counted).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';

const [unpacked, flag] = process.argv.slice(2);
if (!unpacked) {
  console.error('usage: check-bundles.mjs <unpacked package dir> [--update-budgets]');
  process.exit(2);
}
const pkgDir = path.resolve(import.meta.dirname, '..');
const budgetsFile = path.join(pkgDir, 'size-budgets.json');
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
const nodeModules = path.resolve(unpacked, '../..');
const dist = path.join(unpacked, 'dist');
const peers = ['react', 'react-dom', 'i18next', 'react-i18next'];
const external = [...peers, ...peers.map((name) => `${name}/*`)];
const packed = JSON.parse(readFileSync(path.join(unpacked, 'package.json'), 'utf8'));
const components = Object.values(packed.exports)
  .map((target) => (typeof target === 'object' ? target.default : target))
  .map((file) => file.match(/^\.\/dist\/components\/([\w-]+)\/index\.js$/)?.[1])
  .filter(Boolean)
  .sort();

/**
 * The components a module imports: from a component folder as `../<name>/`, from `lib/` as
 * `../components/<name>/`; the shared `lib/` modules it imports are followed.
 */
function importedComponents(file, libSeen = new Set()) {
  const source = readFileSync(file, 'utf8');
  const inLib = path.dirname(file) === path.join(dist, 'lib');
  const componentImport = inLib ? /from\s+["']\.\.\/components\/([\w-]+)\//g : /from\s+["']\.\.\/([\w-]+)\//g;
  const libImport = inLib
    ? /from\s+["']\.\/([\w-]+\.js)["']/g
    : /from\s+["']\.\.\/\.\.\/lib\/([\w-]+\.js)["']/g;
  const found = [...source.matchAll(componentImport)].map(([, name]) => name);
  for (const [, lib] of source.matchAll(libImport)) {
    const target = path.join(dist, 'lib', lib);
    if (libSeen.has(target)) continue;
    libSeen.add(target);
    found.push(...importedComponents(target, libSeen));
  }
  return found;
}

/** The components a component's own modules import, followed transitively. */
function composedOf(name, seen = new Set([name])) {
  const folder = path.join(dist, 'components', name);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.js'))) {
    for (const other of importedComponents(path.join(folder, file))) {
      if (!seen.has(other)) {
        seen.add(other);
        composedOf(other, seen);
      }
    }
  }
  return seen;
}

/**
 * Bundles many small entry modules in one esbuild run, as an app's bundler would each of them on
 * its own (no code splitting between them: every entry's output stands alone). One run parses the
 * package once for all entries, instead of once per entry. Returns, per entry name, its minified
 * code, the modules that put code in it, and its exports.
 */
async function bundleAll(entries) {
  const dir = mkdtempSync(path.join(path.dirname(nodeModules), 'bundle-entries-'));
  try {
    const names = Object.keys(entries);
    for (const name of names) writeFileSync(path.join(dir, `${name}.js`), entries[name]);
    const result = await build({
      entryPoints: names.map((name) => path.join(dir, `${name}.js`)),
      outdir: path.join(dir, 'out'),
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      metafile: true,
      platform: 'browser',
      external,
      // A language loaded on demand (`import()`) is a chunk of its own in an app's bundle, not part
      // of the component's code: left out here as an app's bundler splits it off.
      plugins: [
        {
          name: 'lazy-chunks',
          setup(build) {
            build.onResolve({ filter: /.*/ }, (args) =>
              args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
            );
          },
        },
      ],
      nodePaths: [path.join(pkgDir, 'node_modules')],
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const bundles = {};
    for (const file of result.outputFiles) {
      const name = path.basename(file.path, '.js');
      const output =
        result.metafile.outputs[path.relative(process.cwd(), file.path).split(path.sep).join('/')];
      if (!output) throw new Error(`no metafile entry for ${file.path}`);
      bundles[name] = {
        code: file.contents,
        // The modules that put code in the bundle: esbuild parses every module a barrel
        // re-exports, so `inputs` lists them all; tree-shaken ones contribute no bytes.
        inputs: Object.entries(output.inputs)
          .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
          .map(([input]) => input),
        exports: output.exports,
      };
    }
    for (const name of names) if (!bundles[name]) throw new Error(`no bundle for ${name}`);
    return bundles;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const failures = [];
const measured = {};

// Each component through its subpath, as `import … from '@diet/ui/<name>'` (its size).
const viaSubpath = await bundleAll(
  Object.fromEntries(components.map((name) => [name, `export * from '@diet/ui/${name}';`])),
);
const firstExport = (name) =>
  viaSubpath[name].exports.find((e) => /^[A-Z]/.test(e)) ?? viaSubpath[name].exports[0];
// Each component's first export through the package root (what else it pulls in), and a control:
// a bundle that uses two components must show both, or the detection below sees nothing.
const [a, b] = [components[0], components[components.length - 1]];
const viaRoot = await bundleAll({
  ...Object.fromEntries(
    components.map((name) => [
      name,
      `import { ${firstExport(name)} } from '@diet/ui'; console.log(${firstExport(name)});`,
    ]),
  ),
  ...(components.length > 1
    ? {
        'control--both': `import { ${firstExport(a)}, ${firstExport(b)} } from '@diet/ui'; console.log(${firstExport(a)}, ${firstExport(b)});`,
      }
    : {}),
});
if (components.length > 1) {
  for (const name of [a, b])
    if (!viaRoot['control--both'].inputs.some((input) => input.includes(`dist/components/${name}/`)))
      failures.push(
        `control: a bundle using ${firstExport(a)} and ${firstExport(b)} does not list ${name}; the check is blind`,
      );
}
for (const name of components) {
  const first = firstExport(name);
  const allowed = composedOf(name);
  const pulled = new Set(
    viaRoot[name].inputs
      .map((input) => input.match(/dist\/components\/([\w-]+)\//)?.[1])
      .filter((other) => other && !allowed.has(other)),
  );
  if (pulled.size)
    failures.push(`${name}: importing ${first} from '@diet/ui' also bundles ${[...pulled].join(', ')}`);

  const gzip = gzipSync(viaSubpath[name].code).length;
  measured[name] = gzip;
  const budget = budgets[name];
  const line = `${name.padEnd(24)} ${(gzip / 1024).toFixed(2).padStart(6)} kB gzip  budget ${budget ? (budget / 1024).toFixed(2) : '—'} kB`;
  console.log(line);
  if (flag !== '--update-budgets') {
    if (budget === undefined) failures.push(`${name}: no size budget in size-budgets.json`);
    else if (gzip > budget) failures.push(`${name}: ${gzip} B gzip is over its budget of ${budget} B`);
  }
}

if (flag === '--update-budgets') {
  // A new budget is the measured size plus 10 %, rounded up to 100 B; existing budgets are kept.
  const next = Object.fromEntries(
    components.map((name) => [name, budgets[name] ?? Math.ceil((measured[name] * 1.1) / 100) * 100]),
  );
  writeFileSync(budgetsFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log('size-budgets.json updated for new components');
}
if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'));
  process.exit(1);
}
console.log(`tree-shaking and size budgets: ${components.length} components checked`);
