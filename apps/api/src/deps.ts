/** The production wiring: configuration → database, Cognito verifier and user pool. */
import { cognitoDirectory } from './auth/directory';
import { cognitoVerifier, remoteJwks } from './auth/verifier';
import { systemClock } from './clock';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { openConfiguredDb } from './db/open';
import { jsonLogger } from './logger';

export async function productionDeps(config: Config): Promise<AppDeps> {
  const clock = systemClock;
  return {
    db: await openConfiguredDb(config),
    clock,
    verifier: cognitoVerifier({
      issuer: config.cognito.issuer,
      clientId: config.cognito.clientId,
      jwks: remoteJwks(config.cognito.jwksUrl, { clock, logger: jsonLogger }),
      clock,
    }),
    directory: cognitoDirectory({ ...config.cognito, clock }),
    logger: jsonLogger,
    corsOrigins: config.corsOrigins,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
  };
}
