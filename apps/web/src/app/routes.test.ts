import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { RouteObject } from 'react-router-dom';

import { createRoutes, ENTRY_PATHS, PUBLIC_PATHS, SIGNED_IN_PATHS } from './routes';

const specs = ['public-site.md', 'signed-in-app.md'].map((file) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../../../shared/spec', file), 'utf8'),
);

function paths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index
      ? prefix || '/'
      : route.path
        ? `${prefix}/${route.path}`.replace(/\/+/g, '/')
        : prefix;
    return [
      ...(route.index || route.path ? [own] : []),
      ...paths(route.children ?? [], own === '/' ? '' : own),
    ];
  });
}

const registered = paths(createRoutes({} as never));

describe('the routes', () => {
  it('given both specs, should register every route they name', () => {
    const named = new Set(
      specs.flatMap((text) =>
        [...text.matchAll(/(?<![\w.])\/[a-z][a-z-]*(?:\/[a-z{}-]+)*/g)].map((m) => m[0]),
      ),
    );
    const expected = [...named]
      .filter(
        (route) =>
          !route.startsWith('/user-profile') &&
          !route.startsWith('/products') &&
          !route.startsWith('/favorites'),
      )
      .filter((route) => !['/categories', '/history', '/newsletter', '/contact-endpoint'].includes(route))
      .map((route) => route.replace('{id}', ':id'));
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('given the lists, should register each path once, plus the catch-all 404', () => {
    const all = ['/', ...PUBLIC_PATHS.slice(1), ...ENTRY_PATHS, ...SIGNED_IN_PATHS, '/*'];
    expect([...registered].sort()).toEqual([...all].sort());
  });

  it('given every page, should declare where its title and description are', () => {
    const pages = createRoutes({} as never)[0]?.children ?? [];
    expect(pages.filter((route) => !(route.handle as { meta?: string } | undefined)?.meta)).toEqual([]);
  });
});
