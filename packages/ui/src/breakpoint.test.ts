import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every source file of the kit (components, stories, styles), tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * A Tailwind viewport variant other than `md:` (`sm:`, `max-lg:`, `xl:` ...) in a class list. Variant
 * keys of `cva` (`sm: 'h-9'`) have a space after the colon and container queries (`@md:`) an `@`
 * before the name, so neither matches.
 */
const OTHER_BREAKPOINT = /(?<![\w@-])(?:max-)?(?:sm|lg|xl|2xl):(?=[\w[!-])/g;

describe('breakpoints', () => {
  it('given the kit sources, should use the one breakpoint of the theme (md, 768 px) only', () => {
    const root = import.meta.dirname;
    const found = sources(root).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          Array.from(
            line.matchAll(OTHER_BREAKPOINT),
            (match) => `${path.relative(root, file)}:${index + 1}: ${match[0]}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });
});
