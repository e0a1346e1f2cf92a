import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The kit's reset applies to its own elements only (scoped-preflight.css) with a class's weight
 * (0-1-0, so that a page's `h1` or `button` rule does not reach the components). Tailwind's
 * `divide-*` and `space-*` utilities and the `*:` variants style children through `:where()`, with
 * no weight at all: the reset would win over them. The components use `[&>…]:` variants instead.
 */
describe('classes the scoped reset would override', () => {
  const src = import.meta.dirname;
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('scoped-reset.test.ts'),
  );
  const weightless = /diet:(?:[\w-]+:)*(?:divide-|space-[xy]-|\*{1,2}:)/g;

  it('given the control, should see one', () => {
    expect('diet:md:divide-y diet:space-x-2 diet:*:p-2'.match(weightless)).toHaveLength(3);
  });

  it('given every source file of the kit, should find none', () => {
    const found = files.flatMap((file) =>
      [...readFileSync(path.join(src, file), 'utf8').matchAll(weightless)].map((m) => `${file}: ${m[0]}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
