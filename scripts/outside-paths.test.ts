import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { checkedFiles, outsideReferences } from './outside-paths';

const root = path.resolve(import.meta.dirname, '..');
/** The sibling folder's path, spelt so that this file does not name it literally. */
const up = `..${path.posix.sep}shared`;

describe('the repository stands alone', () => {
  it('given every source, test, script and config file, should refer to no path outside the repository', () => {
    const files = checkedFiles(root).filter((file) => existsSync(path.join(root, file)));
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      outsideReferences(file, readFileSync(path.join(root, file), 'utf8'), root).map(
        (r) => `${r.file}:${r.line}: ${r.why}: ${r.text}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['apps/api/src/x.test.ts', `const DATA = path.resolve(REPO_ROOT, '${up}/data');`, 'shared folder'],
    ['scripts/x.ts', `const spec = readFileSync("${up}/spec/public-site.md");`, 'shared folder'],
    ['scripts/x.ts', "const up = path.resolve(REPO_ROOT, '..', 'data');", 'climbs'],
    [
      'apps/web/src/app/x.test.ts',
      "path.resolve(import.meta.dirname, '../../../../../spec', file)",
      'climbs',
    ],
    ['packages/analysis/bench/x.ts', "import data from '../../../../data.json';", 'climbs'],
    ['scripts/x.sh', 'cat /work/shared/data/off.jsonl', 'absolute'],
    ['scripts/x.ts', "const file = '/home/dev/products.jsonl';", 'absolute'],
    ['scripts/x.ts', `const file = '${path.dirname(root)}/elsewhere/x.jsonl';`, 'absolute'],
  ])('given %s referring outside (%s), should report it', (file, text, why) => {
    const found = outsideReferences(file, text, root);
    expect(found).toHaveLength(1);
    expect(found[0]!.why).toContain(
      why === 'climbs' ? 'climbs above' : why === 'absolute' ? 'absolute path' : why,
    );
  });

  it.each([
    ['apps/web/src/app/x.ts', "import { PATHS } from '../../config/paths';"],
    ['packages/analysis/src/x.test.ts', "const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');"],
    ['apps/api/src/config.test.ts', "DATA_DIR: '/tmp/x',"],
    ['apps/web/src/x.ts', "const url = 'https://world.openfoodfacts.org/work/x';"],
    ['apps/web/src/features/x/x.ts', `import { x } from '${up}/x';`],
  ])('given %s staying inside, should report nothing', (file, text) => {
    expect(outsideReferences(file, text, root)).toEqual([]);
  });
});

describe('the documentation', () => {
  it('given every Markdown file, should link only to files the repository contains', () => {
    const docs = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '*.md', '*.mdx'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => file !== '' && !file.includes('node_modules/') && existsSync(path.join(root, file)));
    expect(docs.length).toBeGreaterThan(10);
    const broken = docs.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1]!.split('#')[0]!)
        .filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target))
        .filter((target) => {
          const resolved = path.resolve(root, path.dirname(file), decodeURI(target));
          return !resolved.startsWith(`${root}${path.sep}`) || !existsSync(resolved);
        })
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
