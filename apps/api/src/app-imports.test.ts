/**
 * The API's imports run one way: `app.ts` builds the app from the routes and services, and nothing
 * it imports, directly or through others, imports `app.ts` back (types included: the dependency
 * types live in `app-deps.ts`). Read from the files' import statements, relative specifiers only.
 */
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

const SRC = import.meta.dirname;

type Read = (file: string) => string | undefined;

/** The file a relative specifier names: `x`, `x.ts`, `x/index.ts`, or `x.ts` for `x.js`. */
function resolve(from: string, specifier: string, read: Read): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')];
  return candidates.find((candidate) => candidate.endsWith('.ts') && read(candidate) !== undefined);
}

/** The modules a file imports by relative specifier (type-only, re-exports and `import()` included). */
function relativeImports(file: string, read: Read): string[] {
  const { importedFiles } = ts.preProcessFile(read(file) ?? '', true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => resolve(file, specifier, read) ?? []);
}

/** Every chain of imports from `entry` back to it (the first found through each module), from `root`. */
function circlesThrough(entry: string, read: Read, root: string): string[] {
  const reachedFrom = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  const circles: string[] = [];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of relativeImports(file, read)) {
      if (imported === entry) {
        const chain = [entry];
        for (let at: string | null = file; at !== null; at = reachedFrom.get(at) ?? null) chain.unshift(at);
        circles.push(chain.map((step) => path.relative(root, step).split(path.sep).join('/')).join(' > '));
      } else if (!reachedFrom.has(imported)) {
        reachedFrom.set(imported, file);
        queue.push(imported);
      }
    }
  }
  return circles;
}

const readSource: Read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(dir, file));
}

describe('circlesThrough', () => {
  const files: Record<string, string> = {
    '/r/app.ts': "import { routes } from './routes';\nimport { x } from './x.js';\n",
    '/r/routes.ts': "import type { Deps } from './app';\nimport { y } from './lib';\n",
    '/r/x.ts': "export { z } from './lib/z';\n",
    '/r/lib/index.ts': 'export const y = 1;\n',
    '/r/lib/z.ts': "export const z = (await import('../app')).z;\n",
    '/r/clean.ts': "import { y } from './lib';\nimport { Hono } from 'hono';\n",
  };
  const read: Read = (file) => files[file];

  it('given modules that import the entry back (type-only, re-exported, dynamic), should name each chain', () => {
    expect(circlesThrough('/r/app.ts', read, '/r')).toEqual([
      'app.ts > routes.ts > app.ts',
      'app.ts > x.ts > lib/z.ts > app.ts',
    ]);
  });

  it('given modules that never import the entry back, should report nothing', () => {
    expect(circlesThrough('/r/clean.ts', read, '/r')).toEqual([]);
  });
});

describe('the API imports one way', () => {
  it('given app.ts, should find no module it imports (directly or not) importing it back', () => {
    expect(circlesThrough(path.join(SRC, 'app.ts'), readSource, SRC)).toEqual([]);
  });

  it('given every module of apps/api/src, should find no import circle', () => {
    const circles = sourceFiles(SRC).flatMap((file) => circlesThrough(file, readSource, SRC));
    expect(circles).toEqual([]);
  });
});
