/**
 * Finds references to paths outside the repository in its source, test, script and config files.
 * A clone is all a user, a contributor or their CI has: nothing may read the folders next to it
 * (the project's shared documents and data), an absolute path of one machine, or a relative path that climbs above the root.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Files checked: code, configs and scripts (documentation and data are not read by a program). */
const CHECKED =
  /\.(?:[cm]?[jt]sx?|json|jsonc|ya?ml|sh|toml|html|css|patch|mdx)$|(?:^|\/)\.ci\/run$|(?:^|\/)\.[\w-]+rc$/;

/** Folders that are someone else's or generated. */
const SKIPPED =
  /(?:^|\/)(?:node_modules|dist|storybook-static|test-results|playwright-report|\.data|__screenshots__)\//;

/** This check and its test, whose examples are the very references it refuses. */
const SELF = ['scripts/outside-paths.ts', 'scripts/outside-paths.test.ts', 'pnpm-lock.yaml'];

export interface OutsideReference {
  file: string;
  line: number;
  text: string;
  why: string;
}

/**
 * Checks one file's text. `file` is its path relative to the repository root; `root` the root's
 * absolute path on this machine (so its own absolute path is refused too).
 */
export function outsideReferences(file: string, text: string, root: string): OutsideReference[] {
  const found: OutsideReference[] = [];
  const dir = path.posix.dirname(file);
  const machineRoots = [root, path.dirname(root)]
    .filter((p) => p.length > 1)
    .map((p) => new RegExp(`(?<![\\w.:/-])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`));
  text.split('\n').forEach((content, index) => {
    const add = (why: string) => found.push({ file, line: index + 1, text: content.trim(), why });
    if (/(?:^|[^\w.])\.\.\/shared(?:\/(?:data|spec|hooks|[A-Z]+\.md)|['"`])/.test(content)) {
      add('the shared folder next to the repository');
      return;
    }
    if (/\b[A-Z_]*ROOT[A-Z_]*,\s*['"`]\.\.(?:\/|['"`])/.test(content)) {
      add('a path that climbs above the repository root');
      return;
    }
    const absolute = /(?<![\w.:/-])\/(?:home|Users|work|root)\/[\w.-]+/.test(content);
    if (absolute || machineRoots.some((p) => p.test(content))) {
      add('an absolute path of one machine');
      return;
    }
    // Relative paths anchored to the file itself: its imports, and paths built from its own folder.
    // (a line that starts inside a string or a table of test cases is data, not a path this file uses)
    const anchored =
      !/^\s*['"`[]/.test(content) &&
      (/^\s*(?:import\b|export\b.*\bfrom\b|\}\s*from\b)/.test(content) ||
        /import\.meta\.(?:dirname|url)|__dirname|\brequire\(|\bimport\(/.test(content));
    if (!anchored) return;
    for (const match of content.matchAll(/(['"`])((?:\.\.\/)+[^'"`\s]*)\1/g)) {
      const target = path.posix.normalize(path.posix.join(dir, match[2]!));
      if (target === '..' || target.startsWith('../')) add(`'${match[2]}' climbs above the repository root`);
    }
  });
  return found;
}

/** Every tracked or new (not ignored) file of the repository that is checked. */
export function checkedFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\n'))].filter(
    (file) => file !== '' && CHECKED.test(file) && !SKIPPED.test(file) && !SELF.includes(file),
  );
}
