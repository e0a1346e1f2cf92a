/**
 * Every route of both specs. Each page's code is its own chunk, fetched on the first visit together
 * with the texts of its area; the router renders the page once both are there.
 */
import type { i18n as I18n } from 'i18next';
import type { RouteObject } from 'react-router-dom';

import { ACCOUNT_TAB_PATHS, childPath, PATHS, PROFILE_TAB_PATHS, type AppPath } from '../config/routes';
import type { Namespace } from '../lib/i18n';
import type { RouteHandle } from '../shared/route-meta';
import { SiteLayout } from './layouts/site-layout';
import { RouteError } from './route-error';
import type { signedInPages } from './signed-in-pages';

type SignedInPages = typeof signedInPages;

/** What shows while the first page loads: nothing (it takes a moment, and a spinner would flash). */
function NothingYet() {
  return null;
}

type PageModule = { default: React.ComponentType };

/**
 * A lazy page: its module and its namespaces load in parallel; the handle names its titles (by
 * default in its first namespace).
 */
function page(
  i18n: I18n,
  load: () => Promise<PageModule>,
  namespaces: Namespace | readonly [Namespace, ...Namespace[]],
  meta?: RouteHandle['meta'],
): Pick<RouteObject, 'lazy' | 'handle'> {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  return {
    handle: { meta: meta ?? list[0] } satisfies RouteHandle,
    lazy: async () => {
      const [module] = await Promise.all([load(), i18n.loadNamespaces([...list])]);
      // A text file that failed to load (offline, a new deployment) shows the route error page
      // with its reload button, never a page of raw keys.
      const missing = list.find((namespace) => !i18n.hasResourceBundle(i18n.language, namespace));
      if (missing) throw new Error(`The texts of ${missing} did not load`);
      return { Component: module.default };
    },
  };
}

export function createRoutes(i18n: I18n): RouteObject[] {
  // The quiz, login and every signed-in module are reached through one import (signed-in-pages.ts).
  const signedIn = (name: keyof SignedInPages) => async () =>
    (await import('./signed-in-pages')).signedInPages[name]();
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteError />,
      // The first page's code and texts load before anything shows: no spinner flashes, no keys.
      HydrateFallback: NothingYet,
      children: [
        { index: true, ...page(i18n, () => import('../features/site/screens/home-screen'), 'home') },
        {
          path: childPath(PATHS.about),
          ...page(i18n, () => import('../features/site/screens/about-screen'), 'about'),
        },
        {
          path: childPath(PATHS.diets),
          ...page(i18n, () => import('../features/site/screens/diets-screen'), 'diets'),
        },
        {
          path: childPath(PATHS.contact),
          ...page(i18n, () => import('../features/site/screens/contact-screen'), 'contact'),
        },
        {
          path: childPath(PATHS.privacy),
          ...page(i18n, () => import('../features/site/screens/privacy-screen'), 'legal', 'legal:privacy'),
        },
        {
          path: childPath(PATHS.cookie),
          ...page(i18n, () => import('../features/site/screens/cookie-screen'), 'legal', 'legal:cookie'),
        },
        {
          path: childPath(PATHS.terms),
          ...page(i18n, () => import('../features/site/screens/terms-screen'), 'legal', 'legal:terms'),
        },
        {
          path: childPath(PATHS.registration),
          ...page(i18n, signedIn('quiz'), 'quiz'),
        },
        { path: childPath(PATHS.login), ...page(i18n, signedIn('login'), 'auth') },
        {
          path: '*',
          ...page(i18n, () => import('../features/site/screens/not-found-screen'), 'site', 'site:notFound'),
        },
      ],
    },
    {
      // The signed-in app (signed-in spec §2): one guarded layout route; its code, TanStack Query
      // and the identity service load with the first signed-in page.
      errorElement: <RouteError />,
      HydrateFallback: NothingYet,
      lazy: async () => {
        const [module] = await Promise.all([signedIn('layout')(), i18n.loadNamespaces('app')]);
        if (!i18n.hasResourceBundle(i18n.language, 'app')) throw new Error('The texts of app did not load');
        return { Component: module.default };
      },
      children: [
        {
          path: childPath(PATHS.dashboard),
          ...page(i18n, signedIn('dashboard'), ['dashboard', 'lists']),
        },
        {
          path: childPath(PATHS.product),
          ...page(i18n, signedIn('product'), ['product', 'lists']),
        },
        {
          path: childPath(PATHS.favorites),
          ...page(i18n, signedIn('favorites'), ['favorites', 'lists']),
        },
        {
          path: childPath(PATHS.discover),
          ...page(i18n, signedIn('discover'), ['discover', 'lists']),
        },
        {
          path: childPath(PATHS.support),
          ...page(i18n, signedIn('support'), ['app', 'contact'], 'app:support'),
        },
        {
          path: childPath(PATHS.comingSoon),
          ...page(i18n, signedIn('roadmap'), 'app', 'app:comingSoon'),
        },
        {
          path: childPath(PATHS.shoppingLists),
          ...page(i18n, signedIn('shoppingLists'), 'lists'),
        },
        {
          path: childPath(PATHS.shoppingListDetail),
          ...page(i18n, signedIn('shoppingList'), 'lists', 'lists:list'),
        },
        {
          path: childPath(PATHS.shoppingList),
          ...page(i18n, signedIn('latestShoppingList'), 'lists'),
        },
        {
          // The profile area: its frame (greeting, tabs) stays while the tabs' pages change.
          ...page(i18n, signedIn('profileArea'), 'profile'),
          // Each tab: its route, its page module and its texts' key share the tab's name.
          children: tabs(PROFILE_TAB_PATHS).map(([name, path]) => ({
            path,
            ...page(i18n, signedIn(name), 'profile', `profile:${name}` as const),
          })),
        },
        {
          ...page(i18n, signedIn('accountArea'), 'account'),
          children: tabs(ACCOUNT_TAB_PATHS).map(([name, path]) => ({
            path,
            ...page(i18n, signedIn(name), 'account', `account:${name}` as const),
          })),
        },
      ],
    },
  ];
}

/** A tab table of `config/routes.ts` as [name, relative path] pairs, in the tabs' order. */
function tabs<Name extends string>(table: Readonly<Record<Name, AppPath>>): [Name, string][] {
  return (Object.entries(table) as [Name, AppPath][]).map(([name, path]) => [name, childPath(path)]);
}
