import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';

import type { AppDeps, AppServices } from './app-deps';
import { DEFAULT_RATE_LIMITS } from './config';
import { allowListCors } from './http/cors';
import { HttpError } from './http/errors';
import { describeError, jsonLogger } from './logger';
import { openApiDocument } from './openapi';
import { registerRoutes } from './routes';
import { DiscoverCache } from './services/discover';
import { ProductListCache } from './services/product-list';
import { ProductSamplesCache } from './services/product-samples';
import { BatchedRateLimit } from './services/rate-limit';

/** Paths whose successful answers may say they are cacheable (they set their own Cache-Control). */
const PUBLIC_CACHE_PATHS = /^\/(images\/|products\/samples$)/;

/** The API's CORS settings besides the origins (`http/hono-parity.test.ts` checks them against Hono's `cors`). */
export const API_CORS = {
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'Authorization', 'If-None-Match'],
  // Retry-After is no CORS-safelisted header: the web app reads it on a 429 or 503 only if exposed.
  exposeHeaders: ['ETag', 'Retry-After'],
  maxAgeSeconds: 600,
} as const;

/**
 * The API as one Hono app, free of any server: `server.ts` runs it under Node and `lambda.ts`
 * as an AWS Lambda handler. Nothing is kept between requests but the dependencies.
 */
export function createApp(deps: AppDeps) {
  const full: AppServices = {
    logger: jsonLogger,
    corsOrigins: [],
    trustProxy: false,
    remoteAddress: () => undefined,
    productList: new ProductListCache(),
    productSamples: new ProductSamplesCache(),
    discover: new DiscoverCache(),
    batchedLimits: new BatchedRateLimit(),
    ...deps,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits },
  };
  const app = new Hono();

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      // Responses are read by the web app on another origin (through CORS).
      crossOriginResourcePolicy: 'cross-origin',
    }),
  );
  app.use('*', allowListCors({ origins: full.corsOrigins, ...API_CORS }));
  app.use('*', async (c, next) => {
    await next();
    // Only the generated images and the diet samples say they may be cached; everything else is
    // private and fresh (their errors included: a 429 or a 400 is never kept).
    if (!(c.res.status < 400 && PUBLIC_CACHE_PATHS.test(c.req.path) && c.res.headers.has('Cache-Control'))) {
      // In place: `c.header()` after the handler would make Hono copy the whole response.
      c.res.headers.set('Cache-Control', 'no-store');
    }
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/openapi.json', (c) => c.json(openApiDocument()));
  registerRoutes({ app, verifier: full.verifier }, full);

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ error: error.message, ...error.extra }, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message || 'Bad request' }, error.status);
    }
    full.logger.error('Unhandled error', { method: c.req.method, path: c.req.path, ...describeError(error) });
    return c.json({ error: 'Internal error' }, 500);
  });
  return app;
}
