/**
 * The deployment's settings, read from CDK context (`cdk deploy -c region=eu-central-1`, or the
 * `context` of cdk.json). Every one has a default; nothing is looked up in an AWS account, so
 * `cdk synth` runs offline.
 */
import path from 'node:path';

import { PRODUCT_IMAGE_ORIGINS } from '@diet/domain';
import { aws_logs as logs } from 'aws-cdk-lib';

export interface DeploySettings {
  /** The AWS region of every resource. Default eu-central-2 (Zurich). */
  region: string;
  /** The CloudFormation stack's name. Default `Diet`. */
  stackName: string;
  /** The web app built by `build:web` (absolute). Default `apps/infra/web-build`. */
  webBuildDir: string;
  /** Aurora Serverless v2 capacity range, in ACUs. Default 0.5 to 4. */
  databaseMinCapacity: number;
  databaseMaxCapacity: number;
  /** How long the functions' logs are kept. Default 30 days. */
  logRetention: logs.RetentionDays;
  /** Origins of imported product pictures (the CSP's img-src). Default Open Food Facts' hosts. */
  imageOrigins: string[];
  /**
   * How the functions in the VPC reach AWS's own APIs: `endpoints` (interface endpoints for
   * Secrets Manager and Cognito, no route to the internet; the default) or `nat` (a NAT gateway).
   */
  egress: 'endpoints' | 'nat';
  /**
   * The API stage's throttling, for all clients together: steady requests per second and the burst
   * above it (API Gateway answers 429 beyond). Default 50 and 100.
   */
  apiRateLimit: number;
  apiBurstLimit: number;
  /** The API function's reserved concurrency: at most this many instances at once. Default 50. */
  apiReservedConcurrency: number;
  /**
   * The web application firewall's limit on the web app's distribution: requests per client IP
   * address in any 5 minutes before its further requests are refused (429). Default 2000.
   */
  webRequestsPerIp: number;
}

/** Where imported product pictures come from (the CSP's img-src): `@diet/domain`'s list. */
export const DEFAULT_IMAGE_ORIGINS: string[] = [...PRODUCT_IMAGE_ORIGINS];

export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

const REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;
const RETENTIONS = Object.values(logs.RetentionDays).filter(
  (value): value is number => typeof value === 'number',
);

/**
 * The settings from `context` (CDK's context values: strings from the command line, any JSON from
 * cdk.json), relative paths taken from `baseDir` (apps/infra).
 * @throws {SettingsError} naming every invalid value
 */
export function readSettings(context: (key: string) => unknown, baseDir: string): DeploySettings {
  const problems: string[] = [];
  const text = (key: string, fallback: string) => {
    const value = context(key);
    if (value === undefined || value === null || value === '') return fallback;
    return String(value).trim();
  };
  const number = (key: string, fallback: number) => {
    const raw = text(key, String(fallback));
    const value = Number(raw);
    if (!Number.isFinite(value)) problems.push(`${key}: "${raw}" is not a number`);
    return value;
  };

  const region = text('region', 'eu-central-2');
  if (!REGION.test(region)) problems.push(`region: "${region}" is not an AWS region (e.g. eu-central-2)`);
  const stackName = text('stackName', 'Diet');
  if (!/^[A-Za-z][A-Za-z0-9-]{0,127}$/.test(stackName))
    problems.push(`stackName: "${stackName}" is not a stack name`);

  const databaseMinCapacity = number('databaseMinCapacity', 0.5);
  const databaseMaxCapacity = number('databaseMaxCapacity', 4);
  // Serverless v2 counts in half ACUs; 0.5 is the floor here (a paused cluster would make the first
  // request after a pause wait for it to resume, beyond what the API may take).
  for (const [key, value] of [
    ['databaseMinCapacity', databaseMinCapacity],
    ['databaseMaxCapacity', databaseMaxCapacity],
  ] as const) {
    if (Number.isFinite(value) && (value < 0.5 || value > 256 || value * 2 !== Math.round(value * 2))) {
      problems.push(`${key}: ${value} is not a capacity of 0.5 to 256 ACUs in steps of 0.5`);
    }
  }
  if (databaseMinCapacity > databaseMaxCapacity) {
    problems.push('databaseMinCapacity: above databaseMaxCapacity');
  }

  const retentionDays = number('logRetentionDays', 30);
  if (Number.isFinite(retentionDays) && !RETENTIONS.includes(retentionDays)) {
    problems.push(`logRetentionDays: ${retentionDays} is not one of CloudWatch's (${RETENTIONS.join(', ')})`);
  }

  const images = context('imageOrigins');
  const imageOrigins =
    images === undefined || images === ''
      ? DEFAULT_IMAGE_ORIGINS
      : (Array.isArray(images) ? images.map(String) : String(images).split(',')).map((origin) =>
          origin.trim(),
        );
  for (const origin of imageOrigins) {
    if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
      problems.push(`imageOrigins: "${origin}" is not an https origin`);
    }
  }

  // Bounds on cost. API Gateway takes at most 10,000 requests a second per account and region (its
  // default quota), a burst of 5,000; WAF's rate-based rules count 10 to 2,000,000,000 requests.
  const bounds = [
    ['apiRateLimit', 50, 10_000],
    ['apiBurstLimit', 100, 5_000],
    ['apiReservedConcurrency', 50, 1_000],
    ['webRequestsPerIp', 2_000, 2_000_000_000],
  ] as const;
  const [apiRateLimit, apiBurstLimit, apiReservedConcurrency, webRequestsPerIp] = bounds.map(
    ([key, fallback, max]) => {
      const value = number(key, fallback);
      const min = key === 'webRequestsPerIp' ? 10 : 1;
      if (Number.isFinite(value) && (!Number.isInteger(value) || value < min || value > max)) {
        problems.push(`${key}: ${value} is not a whole number from ${min} to ${max}`);
      }
      return value;
    },
  ) as [number, number, number, number];

  const egress = text('egress', 'endpoints');
  if (egress !== 'endpoints' && egress !== 'nat')
    problems.push(`egress: "${egress}" is neither endpoints nor nat`);

  if (problems.length > 0) throw new SettingsError(`Invalid deployment settings: ${problems.join('; ')}`);
  return {
    region,
    stackName,
    webBuildDir: path.resolve(baseDir, text('webBuild', 'web-build')),
    databaseMinCapacity,
    databaseMaxCapacity,
    logRetention: retentionDays as logs.RetentionDays,
    imageOrigins,
    egress: egress as DeploySettings['egress'],
    apiRateLimit,
    apiBurstLimit,
    apiReservedConcurrency,
    webRequestsPerIp,
  };
}
