/**
 * The same Hono app as an AWS Lambda handler behind API Gateway (HTTP API, payload v2; REST API v1
 * works too). Dependencies are built once per cold start and reused by the warm invocations; they
 * hold no per-user state. The client address for flood limits is API Gateway's `sourceIp`.
 */
import { getConnInfo, handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';

import { createApp } from './app';
import type { AppDeps } from './app-deps';
import { ConfigError, loadConfig } from './config';
import { withDatabaseSecret } from './db/secret';
import { productionDeps } from './deps';

type Handler = ReturnType<typeof handle>;

/** A handler over the given dependencies (or a factory of them, run on the first invocation). */
export function createLambdaHandler(deps: AppDeps | (() => Promise<AppDeps>)) {
  let ready: Promise<Handler> | undefined;
  const build = async (): Promise<Handler> => {
    const resolved = typeof deps === 'function' ? await deps() : deps;
    const app = createApp({
      ...resolved,
      remoteAddress: (c) => getConnInfo(c).remote.address,
    });
    return handle(app);
  };
  return async (event: LambdaEvent, context?: LambdaContext) => {
    ready ??= build().catch((error: unknown) => {
      ready = undefined; // let the next invocation try again
      throw error;
    });
    return (await ready)(event, context);
  };
}

/**
 * The deployed entry point: configuration from the function's environment. Lambda instances are
 * many and short-lived, so the database must be a server (an embedded folder would be per instance):
 * `DATABASE_URL`, or the Secrets Manager secret `DATABASE_SECRET_ARN` names with `DATABASE_HOST`
 * (apps/infra's deployment, see `db/secret.ts`).
 */
export const handler = createLambdaHandler(async () => {
  // The production rules always hold here, whatever NODE_ENV or ALLOW_INSECURE_LOCAL say.
  const config = loadConfig(await withDatabaseSecret(process.env), { production: true });
  if (!config.databaseUrl) {
    throw new ConfigError('Invalid configuration: DATABASE_URL or DATABASE_SECRET_ARN is required on Lambda');
  }
  return productionDeps(config);
});
