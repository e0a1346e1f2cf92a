/**
 * The API failing for ONE page, while the shared stack keeps running for every other test:
 * `page.route` on the API's URL answers an error, holds the request back, or drops it as if the
 * server were down. For the error paths of the journeys.
 *
 *   await apiFails(page, { path: '/products' });        // 500 for POST /products (and any method)
 *   await apiSlow(page, { delayMs: 3000 });              // every API call 3 s late, then answered
 *   await apiDown(page);                                 // every API call: connection refused
 *   const restore = await apiDown(page); …; await restore();  // and back up
 *
 * Only requests to the stack's API (`stack().apiUrl`) are touched; CORS preflights are answered by
 * Playwright itself while a route is set, and the error answers carry the CORS headers the browser
 * needs to show the page the status (not a network error).
 */
import type { Page, Request, Route } from '@playwright/test';

import { stack } from './stack.ts';

export interface ApiFaultOptions {
  /**
   * Which API paths: an exact path (`'/products'`), a prefix ending in `*` (`'/user-profile/*'`), a
   * RegExp tested against the path, or a predicate on the URL. Default: every path.
   */
  path?: string | RegExp | ((url: URL) => boolean);
  /** Only this HTTP method (`'POST'`). Default: any. */
  method?: string;
  /** Only the first `times` matching requests; later ones reach the API. Default: all. */
  times?: number;
}

/** Removes the fault (later requests reach the API again). */
export type RestoreApi = () => Promise<void>;

function pathMatches(url: URL, pattern: ApiFaultOptions['path']): boolean {
  if (pattern === undefined) return true;
  if (typeof pattern === 'function') return pattern(url);
  if (pattern instanceof RegExp) return pattern.test(url.pathname);
  return pattern.endsWith('*') ? url.pathname.startsWith(pattern.slice(0, -1)) : url.pathname === pattern;
}

/** Routes the matching API requests of `page` to `handle`; every other request goes on untouched. */
async function routeApi(
  page: Page,
  options: ApiFaultOptions,
  handle: (route: Route, request: Request) => Promise<void>,
): Promise<RestoreApi> {
  const api = new URL(stack().apiUrl);
  let left = options.times ?? Infinity;
  const matcher = (url: URL) => url.origin === api.origin && pathMatches(url, options.path);
  const handler = async (route: Route, request: Request) => {
    if ((options.method && request.method() !== options.method.toUpperCase()) || left <= 0) {
      return route.fallback();
    }
    left -= 1;
    try {
      await handle(route, request);
    } catch (error) {
      // The page may have closed or navigated while the request was held back.
      if (!page.isClosed()) throw error;
    }
  };
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}

/** CORS headers for an answer made up here: the web app and the API are on different origins. */
function corsHeaders(request: Request): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers()['origin'] ?? '*',
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  };
}

/**
 * The API answers an error: `status` (default 500) with a JSON `body` (default
 * `{ error: 'internal_error', message: … }`).
 */
export function apiFails(
  page: Page,
  options: ApiFaultOptions & { status?: number; body?: unknown } = {},
): Promise<RestoreApi> {
  const status = options.status ?? 500;
  const body = options.body ?? { error: 'internal_error', message: `Injected by the e2e tests (${status})` };
  return routeApi(page, options, (route, request) =>
    route.fulfill({
      status,
      headers: { ...corsHeaders(request), 'cache-control': 'no-store' },
      contentType: 'application/json',
      body: JSON.stringify(body),
    }),
  );
}

/** The API answers late: each matching request is held for `delayMs`, then goes to the real API. */
export function apiSlow(page: Page, options: ApiFaultOptions & { delayMs: number }): Promise<RestoreApi> {
  return routeApi(page, options, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    await route.fallback();
  });
}

/**
 * The API is unreachable: each matching request fails at the network level
 * (`connectionrefused` by default; `timedout`, `internetdisconnected`, … as Playwright names them),
 * so `fetch` rejects in the page.
 */
export function apiDown(
  page: Page,
  options: ApiFaultOptions & { errorCode?: Parameters<Route['abort']>[0] } = {},
): Promise<RestoreApi> {
  return routeApi(page, options, (route) => route.abort(options.errorCode ?? 'connectionrefused'));
}
