import type { RouteObject } from 'react-router-dom';

import { ENTRY_PATHS, PUBLIC_PATHS, SIGNED_IN_PATHS } from '../config/routes';

import { createRoutes } from './routes';

/**
 * Every page route both specs name (public site §§ pages, signed-in app §§ routes), written here
 * as the specs write them. The API's paths (/products, /favorites, /user-profile…) are not pages.
 */
const SPEC_ROUTES = {
  publicSite: ['/', '/about', '/diets', '/contact', '/privacy', '/terms-of-service', '/cookie'],
  entry: ['/login', '/registration-questionnaire'],
  signedIn: [
    '/dashboard',
    '/product/details/:id',
    '/discover',
    '/favorites',
    '/shopping-list',
    '/shopping-lists',
    '/coming-soon',
    '/support',
    '/diets-profile',
    '/personal-info',
    '/preferences',
    '/shared-profiles',
    '/login-credentials',
    '/subscription',
    '/privacy-data',
    '/legal-help',
    '/app-preferences',
  ],
} as const;

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
    const expected = Object.values(SPEC_ROUTES).flat();
    expect(expected).toHaveLength(26);
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
