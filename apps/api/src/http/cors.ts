/**
 * CORS for an allow-list of exact origins. Hono's own `cors` sets headers on `c.res` before the
 * handler runs, which makes Hono copy every finished response (and turns a ready body into a
 * stream the server must pump); this one answers preflights itself and adds its headers to the
 * finished response in place. Its headers are exactly those of Hono's `cors` with the same options
 * (`hono-parity.test.ts`): an origin it does not allow gets no `Access-Control-Allow-Origin`.
 */
import type { MiddlewareHandler } from 'hono';

export interface CorsOptions {
  /** Origins allowed, exact `scheme://host[:port]`. */
  origins: readonly string[];
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  /** Response headers the web app may read. */
  exposeHeaders: readonly string[];
  /** How long a browser may keep a preflight's answer, seconds. */
  maxAgeSeconds: number;
}

export function allowListCors(options: CorsOptions): MiddlewareHandler {
  const allowed = new Set(options.origins);
  const methods = options.allowMethods.join(',');
  const headers = options.allowHeaders.join(',');
  const expose = options.exposeHeaders.join(',');
  const maxAge = String(options.maxAgeSeconds);

  return async function cors(c, next) {
    const origin = c.req.header('origin');
    const allowedOrigin = origin !== undefined && allowed.has(origin) ? origin : null;
    if (c.req.method === 'OPTIONS') {
      const answer = new Headers({ Vary: 'Origin' });
      if (allowedOrigin) answer.set('Access-Control-Allow-Origin', allowedOrigin);
      if (expose) answer.set('Access-Control-Expose-Headers', expose);
      answer.set('Access-Control-Max-Age', maxAge);
      if (methods) answer.set('Access-Control-Allow-Methods', methods);
      if (headers) {
        answer.set('Access-Control-Allow-Headers', headers);
        answer.append('Vary', 'Access-Control-Request-Headers');
      }
      return new Response(null, { status: 204, headers: answer });
    }
    await next();
    const finished = c.res.headers;
    if (allowedOrigin) finished.set('Access-Control-Allow-Origin', allowedOrigin);
    if (expose) finished.set('Access-Control-Expose-Headers', expose);
    finished.append('Vary', 'Origin');
  };
}
