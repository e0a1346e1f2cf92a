/**
 * The web app's house beyond imports (those are ESLint's web/layers rule): every feature has the
 * same shape, and routes are written once, in config/routes.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { PATHS } from '../apps/web/src/config/routes';

const SRC = path.resolve(import.meta.dirname, '../apps/web/src');
const FEATURE_FOLDERS = ['screens', 'components', 'hooks', 'api', 'utils', 'assets'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The route literals a line holds: quoted paths of the route table (API paths excepted by place). */
export function routeLiterals(source: string): string[] {
  const paths = Object.values(PATHS)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .sort((a, b) => b.length - a.length);
  const literal = new RegExp(`(['"\`])(${paths.join('|')})(?:[/?#][^'"\`]*)?\\1`, 'g');
  return [...source.matchAll(literal)].map((m) => m[2]!);
}

describe("the web app's features", () => {
  const features = readdirSync(path.join(SRC, 'features'));

  it('should each keep their files in screens/, components/, hooks/, api/, utils/ or assets/', () => {
    expect(features.length).toBeGreaterThan(8);
    const misplaced = features.flatMap((feature) =>
      walk(path.join(SRC, 'features', feature))
        .map((file) => path.relative(path.join(SRC, 'features', feature), file))
        .filter((file) => !FEATURE_FOLDERS.includes(file.split(path.sep)[0]!) || !file.includes(path.sep))
        .map((file) => `features/${feature}/${file}`),
    );
    expect(misplaced).toEqual([]);
  });
});

describe('routes written once', () => {
  it('given every module of apps/web/src, should name a page only through config/routes.ts', () => {
    // The API's paths (/contact, /favorites/...) share names with pages: the code that calls the
    // API (lib/, and each feature's or shared/ api/) and the page stories' API (its MSW handlers)
    // are not held to this.
    const files = walk(SRC).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !/[/\\](config|lib)[/\\]/.test(path.relative(SRC, file).replace(/^/, '/')) &&
        !/[/\\]api[/\\]/.test(file) &&
        !file.endsWith(path.join('app', 'stories', 'handlers.ts')),
    );
    expect(files.length).toBeGreaterThan(60);
    const found = files.flatMap((file) =>
      routeLiterals(readFileSync(file, 'utf8')).map((route) => `${path.relative(SRC, file)}: '${route}'`),
    );
    expect(found).toEqual([]);
  });

  it('given route strings, should find them in every quoting, and only them', () => {
    expect(routeLiterals(`navigate('/login')`)).toEqual(['/login']);
    expect(routeLiterals(`<RouterLink href="/dashboard">`)).toEqual(['/dashboard']);
    expect(routeLiterals('href={`/product/details/:id`}')).toEqual(['/product/details/:id']);
    expect(routeLiterals(`'/diets-profile?tab=1'`)).toEqual(['/diets-profile']);
    expect(routeLiterals(`href="/"`)).toEqual(['/']);
    expect(routeLiterals(`'/dashboards' '/api/x' 'a/login'`)).toEqual([]);
  });
});
