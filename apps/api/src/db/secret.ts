/**
 * The database's address on AWS (apps/infra): the credentials live in Secrets Manager, so the
 * function's environment carries only a reference to them (`DATABASE_SECRET_ARN`) and the host to
 * connect to (`DATABASE_HOST`, the RDS Proxy endpoint). At a cold start the secret is read once
 * (GetSecretValue, signed with the function's role) and turned into `DATABASE_URL`; the password
 * never sits in the function's configuration.
 */
import { systemClock, type Clock } from '../clock';
import { ConfigError } from '../config';
import { awsRequestSigner } from '../auth/aws-signing';

type Env = Record<string, string | undefined>;

/** The fields of an RDS-generated secret that matter here (RDS adds `host`, `port`, `dbname`, …). */
interface DatabaseSecret {
  username?: unknown;
  password?: unknown;
  host?: unknown;
  port?: unknown;
  dbname?: unknown;
}

export interface DatabaseSecretOptions {
  fetch?: typeof fetch;
  clock?: Clock;
  timeoutMs?: number;
}

/**
 * `env` with `DATABASE_URL` built from the secret `DATABASE_SECRET_ARN` names, or `env` unchanged
 * when `DATABASE_URL` is already set or no secret is named. The host is `DATABASE_HOST` (else the
 * secret's own), the database `DATABASE_NAME` (else the secret's `dbname`, else `postgres`); the
 * connection requires TLS with a verified certificate (RDS Proxy's is a public ACM certificate).
 * @throws {ConfigError} when the secret cannot be read or lacks a user name or password
 */
export async function withDatabaseSecret(env: Env, options: DatabaseSecretOptions = {}): Promise<Env> {
  const secretArn = env.DATABASE_SECRET_ARN?.trim();
  if (env.DATABASE_URL?.trim() || !secretArn) return env;
  const secret = await readSecret(secretArn, env, options);
  const { username, password } = secret;
  if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_SECRET_ARN: the secret has no username or password',
    );
  }
  const host = env.DATABASE_HOST?.trim() || (typeof secret.host === 'string' ? secret.host : '');
  if (!host) throw new ConfigError('Invalid configuration: DATABASE_HOST: not set and not in the secret');
  const port = Number(env.DATABASE_PORT?.trim() || secret.port || 5432);
  const database =
    env.DATABASE_NAME?.trim() || (typeof secret.dbname === 'string' && secret.dbname) || 'postgres';
  const url = new URL('postgres://placeholder');
  url.username = encodeURIComponent(username);
  url.password = encodeURIComponent(password);
  url.hostname = host;
  url.port = String(port);
  url.pathname = `/${encodeURIComponent(database)}`;
  url.searchParams.set('sslmode', 'verify-full');
  return { ...env, DATABASE_URL: url.toString() };
}

/** GetSecretValue over HTTP, signed with the credentials Lambda puts in the environment. */
async function readSecret(
  secretArn: string,
  env: Env,
  options: DatabaseSecretOptions,
): Promise<DatabaseSecret> {
  // arn:aws:secretsmanager:<region>:<account>:secret:<name>
  const region = secretArn.split(':')[3] || env.AWS_REGION;
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!region || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_SECRET_ARN needs a region and AWS credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)',
    );
  }
  const sign = awsRequestSigner({
    region,
    service: 'secretsmanager',
    credentials: { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN ?? null },
  });
  const url = new URL(`https://secretsmanager.${region}.amazonaws.com/`);
  const body = JSON.stringify({ SecretId: secretArn });
  const headers = await sign(
    {
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'secretsmanager.GetSecretValue',
      },
      body,
    },
    (options.clock ?? systemClock).now(),
  );
  // `host` is set by fetch itself; sending it is refused.
  const { host: _host, ...sendHeaders } = headers;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: sendHeaders,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: DATABASE_SECRET_ARN: Secrets Manager unreachable: ${String(error)}`,
    );
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ConfigError(
      `Invalid configuration: DATABASE_SECRET_ARN: GetSecretValue answered ${response.status}: ${text.slice(0, 200)}`,
    );
  }
  try {
    const { SecretString } = JSON.parse(text) as { SecretString?: unknown };
    if (typeof SecretString !== 'string') throw new Error('no SecretString');
    const secret = JSON.parse(SecretString) as unknown;
    if (!secret || typeof secret !== 'object') throw new Error('not an object');
    return secret as DatabaseSecret;
  } catch {
    throw new ConfigError(
      'Invalid configuration: DATABASE_SECRET_ARN: the secret is not the JSON of a database secret',
    );
  }
}
