import { describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain ES module script without declarations
import { checkFileList } from '../scripts/file-list.mjs';

const pkg = {
  publishConfig: {
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './styles.css': './dist/styles.css',
      './package.json': './package.json',
    },
  },
};
const line = (path: string) => `-rw-r--r-- 0/0 120 1985-10-26 08:15 package/${path}`;
const listing = (...paths: string[]) => paths.map(line).join('\n');
const complete = [
  'package.json',
  'README.md',
  'LICENSE',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/styles.css',
];

describe('the packed file list', () => {
  it('given every exported file, the licence and the README, should report nothing', () => {
    expect(checkFileList(listing(...complete, 'CHANGELOG.md', 'dist/lib/cn.js'), pkg)).toEqual([]);
  });

  it('given a tarball packed without a build, should name every missing export', () => {
    expect(checkFileList(listing('package.json', 'README.md', 'LICENSE'), pkg)).toEqual([
      'dist/index.d.ts: exported but not in the tarball',
      'dist/index.js: exported but not in the tarball',
      'dist/styles.css: exported but not in the tarball',
    ]);
  });

  it('given story fixtures, stories or sources, should refuse them', () => {
    const problems = checkFileList(
      listing(...complete, 'dist/components/card/card.fixtures.d.ts', 'dist/card.stories.js', 'src/index.ts'),
      pkg,
    );
    expect(problems).toEqual([
      'dist/components/card/card.fixtures.d.ts: a repository-only file in the tarball',
      'dist/card.stories.js: a repository-only file in the tarball',
      'src/index.ts: not part of the published package',
    ]);
  });

  it('given no licence, should say so', () => {
    expect(checkFileList(listing(...complete.filter((p) => p !== 'LICENSE')), pkg)).toEqual([
      'LICENSE: missing',
    ]);
  });
});
