/**
 * What the app is built from, as types only: `app.ts` builds the app from them and the modules it
 * imports (`routes.ts`) take them from here, so none of them imports `app.ts` back.
 */
import type { UserDirectory } from './auth/directory';
import type { TokenVerifier } from './auth/verifier';
import type { Clock } from './clock';
import type { RateLimits } from './config';
import type { Db } from './db/db';
import type { RemoteAddress } from './http/client-address';
import type { Logger } from './logger';
import type { DiscoverCache } from './services/discover';
import type { ProductListCache } from './services/product-list';
import type { ProductSamplesCache } from './services/product-samples';
import type { BatchedRateLimit } from './services/rate-limit';

/** What the app is built from: every outside thing is passed in, so tests use real ones or fakes. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  verifier: TokenVerifier;
  directory: UserDirectory;
  logger?: Logger;
  /** Origins allowed by CORS (exact `scheme://host[:port]`); none by default. */
  corsOrigins?: readonly string[];
  /** The flood and per-user limits; any left out keep their defaults. */
  rateLimits?: Partial<RateLimits>;
  /** Take the client address from X-Forwarded-For (behind a trusted proxy). */
  trustProxy?: boolean;
  /** The peer address as the runtime knows it. */
  remoteAddress?: RemoteAddress;
  /** The instance's cache of product-list views (checked against the database on every call). */
  productList?: ProductListCache;
  /** The instance's sample products per diet (checked against the catalogue version on every call). */
  productSamples?: ProductSamplesCache;
  /** The instance's Discover answers (checked against the catalogue version on every call). */
  discover?: DiscoverCache;
  /** The instance's batched per-user counts of `/products` (written to the database every few calls). */
  batchedLimits?: BatchedRateLimit;
}

/** The dependencies with every default filled in, as the routes get them. */
export type AppServices = Required<Omit<AppDeps, 'rateLimits'>> & { rateLimits: RateLimits };
