/**
 * The API's configuration, read from the environment once and validated: a bad or missing value
 * stops the start with a message naming every bad variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

/** The package folder (apps/api), so the default data folder does not depend on the cwd. */
const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_DATA_DIR = path.join(PACKAGE_DIR, '.data', 'pglite');

export interface RateLimits {
  /** Length of a counting window, in seconds. */
  windowSeconds: number;
  /**
   * Requests allowed per client address and window, per public endpoint. For registration, only
   * the token-less posts count here (a token-bearing one counts per user, {@link userRegistration}).
   */
  registration: number;
  newsletter: number;
  contact: number;
  /** GET /products/samples: read-only and cached, so looser (a page view asks up to 4 times). */
  samples: number;
  /** Token-bearing registrations per user (token `sub`) and window, whatever the address. */
  userRegistration: number;
  /** Signed-in calls per user (token `sub`) and window: product details (each records a view). */
  details: number;
  /** Suggestions (each ranks the catalogue), per user and window. */
  suggestions: number;
  /** Favourite adds and removes together (each makes the caller's list be rebuilt), per user and window. */
  favorites: number;
  /**
   * The list's calls together, per user and window: `/products` (the first page), `/products/page`
   * (each search, filter and further page), `/products/by-ids` and `/favorites`.
   */
  products: number;
  /** Profile writes (personal info, diets, preferences together), per user and window. */
  profileWrites: number;
  /** `/products/changes` (each counts over the catalogue; the app asks once per save), per user and window. */
  changes: number;
  /** Shopping list writes (lists and items together), per user and window; reading a list counts in `products`. */
  shoppingLists: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowSeconds: 3600,
  registration: 10,
  newsletter: 20,
  contact: 10,
  samples: 300,
  // The owner needs one; a few retries (a lost answer, a 409 read again) stay far below.
  userRegistration: 10,
  // A user opening a product every 3 s for a whole hour, each with its suggestions, and changing a
  // favourite every 6 s, stays under these (apps/api/README.md, "Per-user limits").
  details: 1200,
  suggestions: 1200,
  favorites: 600,
  // The list's pages: the dashboard asks for one per search (once typing pauses), filter and
  // further page, so a shopper searching and scrolling every 2 s for a whole hour stays under 1,800.
  // A profile setting saved every minute is 60.
  products: 1800,
  profileWrites: 60,
  // One per diet or preferences save (at most `profileWrites`), with room for a retry each.
  changes: 120,
  // Ticking off an item every 3 s through an hour's shopping stays under it.
  shoppingLists: 1200,
};

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string | null;
}

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; null means embedded PGlite in {@link Config.dataDir}. */
  databaseUrl: string | null;
  dataDir: string;
  cognito: {
    issuer: string;
    clientId: string;
    jwksUrl: string;
    /** Cognito's API endpoint (AdminGetUser), e.g. https://cognito-idp.eu-central-1.amazonaws.com/. */
    endpoint: string;
    userPoolId: string;
    region: string;
    /** Signs AdminGetUser (SigV4) when set; cognito-local needs none. */
    credentials: AwsCredentials | null;
  };
  corsOrigins: string[];
  rateLimits: RateLimits;
  /** Read the client address from X-Forwarded-For (behind a proxy that sets it). */
  trustProxy: boolean;
  /**
   * `ALLOW_INSECURE_LOCAL=true` (set by `pnpm start`): the local stack's plain-http identity URLs,
   * http CORS origins and PGlite on any interface are accepted. Never on Lambda.
   */
  allowInsecureLocal: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const positiveInt = z.coerce.number().int().positive();
const httpUrl = z.url({ protocol: /^https?$/ });
const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUndefined, schema.optional());

const databaseEnvSchema = z.object({
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATA_DIR: optional(z.string()),
});

const envSchema = databaseEnvSchema.extend({
  API_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  API_HOST: optional(z.string()),
  COGNITO_ISSUER: z.preprocess(blankAsUndefined, httpUrl),
  COGNITO_CLIENT_ID: z.preprocess(blankAsUndefined, z.string().min(1)),
  COGNITO_JWKS_URL: optional(httpUrl),
  COGNITO_ENDPOINT: optional(httpUrl),
  COGNITO_USER_POOL_ID: optional(z.string().min(1)),
  COGNITO_REGION: optional(z.string().min(1)),
  AWS_ACCESS_KEY_ID: optional(z.string()),
  AWS_SECRET_ACCESS_KEY: optional(z.string()),
  AWS_SESSION_TOKEN: optional(z.string()),
  CORS_ORIGINS: optional(z.string()),
  RATE_LIMIT_WINDOW_SECONDS: optional(positiveInt),
  RATE_LIMIT_REGISTRATION: optional(positiveInt),
  RATE_LIMIT_NEWSLETTER: optional(positiveInt),
  RATE_LIMIT_CONTACT: optional(positiveInt),
  RATE_LIMIT_SAMPLES: optional(positiveInt),
  RATE_LIMIT_DETAILS: optional(positiveInt),
  RATE_LIMIT_SUGGESTIONS: optional(positiveInt),
  RATE_LIMIT_FAVORITES: optional(positiveInt),
  RATE_LIMIT_USER_REGISTRATION: optional(positiveInt),
  RATE_LIMIT_PRODUCTS: optional(positiveInt),
  RATE_LIMIT_PROFILE_WRITES: optional(positiveInt),
  RATE_LIMIT_CHANGES: optional(positiveInt),
  RATE_LIMIT_SHOPPING_LISTS: optional(positiveInt),
  TRUST_PROXY: optional(flag),
  ALLOW_INSECURE_LOCAL: optional(flag),
});

function invalid(error: z.ZodError): ConfigError {
  const problems = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

function databaseFrom(e: z.infer<typeof databaseEnvSchema>): Pick<Config, 'databaseUrl' | 'dataDir'> {
  return { databaseUrl: e.DATABASE_URL ?? null, dataDir: path.resolve(e.DATA_DIR ?? DEFAULT_DATA_DIR) };
}

/**
 * Only the database settings (`DATABASE_URL`, `DATA_DIR`), read as `loadConfig` reads them: for the
 * command-line tools (seed, import, local identity, `pnpm start`) that need no Cognito settings.
 * @throws {ConfigError} naming an invalid variable
 */
export function loadDatabaseConfig(
  env: Record<string, string | undefined> = process.env,
): Pick<Config, 'databaseUrl' | 'dataDir'> {
  const parsed = databaseEnvSchema.safeParse(env);
  if (!parsed.success) throw invalid(parsed.error);
  return databaseFrom(parsed.data);
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * Reads the configuration from `env`. The production rules hold unless `ALLOW_INSECURE_LOCAL=true`
 * (whatever `NODE_ENV` says): https identity URLs (cognito-local's signing key is public, and
 * AdminGetUser is registration's only proof of a user), https CORS origins, and PGlite (one
 * process, a local folder) only on a loopback interface. With `production` (the Lambda entry)
 * they always hold.
 * @throws {ConfigError} naming every missing or invalid variable
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { production = false }: { production?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw invalid(parsed.error);
  const e = parsed.data;
  const issuer = e.COGNITO_ISSUER.replace(/\/+$/, '');
  const issuerUrl = new URL(issuer);
  const userPoolId = e.COGNITO_USER_POOL_ID ?? issuerUrl.pathname.split('/').filter(Boolean).at(-1) ?? '';
  const region = e.COGNITO_REGION ?? (userPoolId.includes('_') ? userPoolId.split('_')[0]! : 'us-east-1');
  const jwksUrl = e.COGNITO_JWKS_URL ?? `${issuer}/.well-known/jwks.json`;
  const corsOrigins = (e.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

  const problems: string[] = [];
  if (!userPoolId) problems.push('COGNITO_USER_POOL_ID: not set and not found in COGNITO_ISSUER');
  for (const origin of corsOrigins) {
    if (origin === '*' || !/^https?:\/\/[^/]+$/.test(origin)) {
      problems.push(`CORS_ORIGINS: "${origin}" is not an origin (scheme://host[:port])`);
    }
  }
  const endpoint = e.COGNITO_ENDPOINT ?? `${issuerUrl.origin}/`;
  const host = e.API_HOST ?? '127.0.0.1';
  const allowInsecureLocal = e.ALLOW_INSECURE_LOCAL ?? false;
  if (production && allowInsecureLocal) problems.push('ALLOW_INSECURE_LOCAL: not allowed on Lambda');
  if (production || !allowInsecureLocal) {
    const local = 'unless ALLOW_INSECURE_LOCAL=true (the local stack)';
    // cognito-local's signing key ships in its npm package: never trust a plain-http issuer.
    if (issuerUrl.protocol !== 'https:') problems.push(`COGNITO_ISSUER: must be https ${local}`);
    if (!jwksUrl.startsWith('https:')) problems.push(`COGNITO_JWKS_URL: must be https ${local}`);
    if (!endpoint.startsWith('https:')) problems.push(`COGNITO_ENDPOINT: must be https ${local}`);
    const httpOrigins = corsOrigins.filter((origin) => origin.startsWith('http:'));
    if (httpOrigins.length > 0) {
      problems.push(`CORS_ORIGINS: ${httpOrigins.join(', ')} must be https ${local}`);
    }
    if (!e.DATABASE_URL && !isLoopback(host)) {
      problems.push(`API_HOST: PGlite (no DATABASE_URL) listens on a loopback interface only ${local}`);
    }
  }
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
    problems.push('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both or neither');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  return {
    port: e.API_PORT ?? 8787,
    host,
    ...databaseFrom(e),
    cognito: {
      issuer,
      clientId: e.COGNITO_CLIENT_ID,
      jwksUrl,
      endpoint,
      userPoolId,
      region,
      credentials:
        e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
          ? {
              accessKeyId: e.AWS_ACCESS_KEY_ID,
              secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
              sessionToken: e.AWS_SESSION_TOKEN ?? null,
            }
          : null,
    },
    corsOrigins,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS ?? DEFAULT_RATE_LIMITS.windowSeconds,
      registration: e.RATE_LIMIT_REGISTRATION ?? DEFAULT_RATE_LIMITS.registration,
      newsletter: e.RATE_LIMIT_NEWSLETTER ?? DEFAULT_RATE_LIMITS.newsletter,
      contact: e.RATE_LIMIT_CONTACT ?? DEFAULT_RATE_LIMITS.contact,
      samples: e.RATE_LIMIT_SAMPLES ?? DEFAULT_RATE_LIMITS.samples,
      details: e.RATE_LIMIT_DETAILS ?? DEFAULT_RATE_LIMITS.details,
      suggestions: e.RATE_LIMIT_SUGGESTIONS ?? DEFAULT_RATE_LIMITS.suggestions,
      favorites: e.RATE_LIMIT_FAVORITES ?? DEFAULT_RATE_LIMITS.favorites,
      userRegistration: e.RATE_LIMIT_USER_REGISTRATION ?? DEFAULT_RATE_LIMITS.userRegistration,
      products: e.RATE_LIMIT_PRODUCTS ?? DEFAULT_RATE_LIMITS.products,
      profileWrites: e.RATE_LIMIT_PROFILE_WRITES ?? DEFAULT_RATE_LIMITS.profileWrites,
      changes: e.RATE_LIMIT_CHANGES ?? DEFAULT_RATE_LIMITS.changes,
      shoppingLists: e.RATE_LIMIT_SHOPPING_LISTS ?? DEFAULT_RATE_LIMITS.shoppingLists,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    allowInsecureLocal,
  };
}
