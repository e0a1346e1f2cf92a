/**
 * Every route of both specs. Each page's code is its own chunk, fetched on the first visit together
 * with the texts of its area; the router renders the page once both are there.
 */
import type { i18n as I18n } from 'i18next';
import type { RouteObject } from 'react-router-dom';

import type { Namespace } from '../lib/i18n';
import { ACCOUNT_TAB_PATHS, PROFILE_TAB_PATHS } from './paths';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-meta';
import { SiteLayout } from './layouts/site-layout';
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

/** The public pages (public-site spec §2). */
export const PUBLIC_PATHS = [
  '/',
  '/about',
  '/diets',
  '/contact',
  '/privacy',
  '/cookie',
  '/terms-of-service',
] as const;

/** The quiz and login: public, built by the sign-up issue. */
export const ENTRY_PATHS = ['/registration-questionnaire', '/login'] as const;

/** The signed-in routes (signed-in spec §2); the product detail page is `/product/details/:id`. */
export const SIGNED_IN_PATHS = [
  '/dashboard',
  '/favorites',
  '/diets-profile',
  '/personal-info',
  '/preferences',
  '/shared-profiles',
  '/login-credentials',
  '/subscription',
  '/privacy-data',
  '/legal-help',
  '/app-preferences',
  '/product/details/:id',
  '/discover',
  '/shopping-list',
  '/shopping-lists',
  '/coming-soon',
  '/support',
] as const;

/** Signed-in pages with no content yet in the spec: they say 'Feature coming soon'. */
const COMING_SOON = ['/discover', '/shopping-list', '/shopping-lists', '/coming-soon'] as const;

export function createRoutes(i18n: I18n): RouteObject[] {
  // The quiz, login and every signed-in module are reached through one import (signed-in-pages.ts).
  const signedIn = (name: keyof SignedInPages) => async () =>
    (await import('./signed-in-pages')).signedInPages[name]();
  const comingSoon = signedIn('comingSoon');
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteError />,
      // The first page's code and texts load before anything shows: no spinner flashes, no keys.
      HydrateFallback: NothingYet,
      children: [
        { index: true, ...page(i18n, () => import('../features/site/screens/home-screen'), 'home') },
        { path: 'about', ...page(i18n, () => import('../features/site/screens/about-screen'), 'about') },
        { path: 'diets', ...page(i18n, () => import('../features/site/screens/diets-screen'), 'diets') },
        {
          path: 'contact',
          ...page(i18n, () => import('../features/site/screens/contact-screen'), 'contact'),
        },
        {
          path: 'privacy',
          ...page(i18n, () => import('../features/site/screens/privacy-screen'), 'legal', 'legal:privacy'),
        },
        {
          path: 'cookie',
          ...page(i18n, () => import('../features/site/screens/cookie-screen'), 'legal', 'legal:cookie'),
        },
        {
          path: 'terms-of-service',
          ...page(i18n, () => import('../features/site/screens/terms-screen'), 'legal', 'legal:terms'),
        },
        {
          path: 'registration-questionnaire',
          ...page(i18n, signedIn('quiz'), 'quiz'),
        },
        { path: 'login', ...page(i18n, signedIn('login'), 'auth') },
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
          path: 'dashboard',
          ...page(i18n, signedIn('dashboard'), 'dashboard'),
        },
        {
          path: 'product/details/:id',
          ...page(i18n, signedIn('product'), 'product'),
        },
        {
          path: 'favorites',
          ...page(i18n, signedIn('favorites'), 'favorites'),
        },
        {
          path: 'support',
          ...page(i18n, signedIn('support'), ['app', 'contact'], 'app:support'),
        },
        ...COMING_SOON.map((path) => ({
          path: path.slice(1),
          ...page(i18n, comingSoon, 'app', `app:${pageKey(path)}` as const),
        })),
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

/** A tab table of `paths.ts` as [name, relative path] pairs, in the tabs' order. */
function tabs<Name extends string>(table: Readonly<Record<Name, string>>): [Name, string][] {
  return (Object.entries(table) as [Name, string][]).map(([name, path]) => [name, path.slice(1)]);
}

/** 'shopping-lists' → 'shoppingLists': the texts' key of a coming-soon page. */
function pageKey(path: string): string {
  return path.slice(1).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}
