import pg from 'pg';

import { fixedClock } from '../clock';
import { ConfigError } from '../config';
import { withDatabaseSecret } from './secret';

const ARN = 'arn:aws:secretsmanager:eu-central-2:123456789012:secret:diet-db-AbCdEf';
const LAMBDA_ENV = {
  DATABASE_SECRET_ARN: ARN,
  DATABASE_HOST: 'diet.proxy-abc.eu-central-2.rds.amazonaws.com',
  DATABASE_NAME: 'diet',
  AWS_REGION: 'eu-central-2',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  AWS_SESSION_TOKEN: 'session-token',
};

/** A Secrets Manager that answers GetSecretValue with `secret` and records the requests. */
function secretsManager(secret: unknown, status = 200) {
  const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
  const fetch = (async (url: URL, init: RequestInit) => {
    calls.push({
      url: String(url),
      headers: init.headers as Record<string, string>,
      body: String(init.body),
    });
    const body =
      status === 200
        ? JSON.stringify({ ARN, Name: 'diet-db', SecretString: JSON.stringify(secret) })
        : JSON.stringify({ __type: 'AccessDeniedException', message: 'not allowed' });
    return new Response(body, { status });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const clock = fixedClock('2026-03-15T12:00:00Z');

/** The URL as the API's driver reads it (node-postgres, which never connects here). */
function parse(connectionString: string) {
  const client = new pg.Client({ connectionString });
  return {
    user: client.user,
    password: client.password,
    host: client.host,
    port: client.port,
    database: client.database,
    ssl: client.ssl,
  };
}

describe('withDatabaseSecret', () => {
  it('given a secret reference, should read it with a signed GetSecretValue and build a TLS URL to the proxy', async () => {
    const aws = secretsManager({
      username: 'diet_admin',
      password: 'p@ss:w/rd%?#&',
      host: 'cluster.eu-central-2.rds.amazonaws.com',
      port: 5432,
      engine: 'postgres',
    });
    const env = await withDatabaseSecret(LAMBDA_ENV, { fetch: aws.fetch, clock });

    expect(aws.calls).toHaveLength(1);
    const [call] = aws.calls;
    expect(call!.url).toBe('https://secretsmanager.eu-central-2.amazonaws.com/');
    expect(JSON.parse(call!.body)).toEqual({ SecretId: ARN });
    expect(call!.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(call!.headers['x-amz-security-token']).toBe('session-token');
    expect(call!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260315\/eu-central-2\/secretsmanager\/aws4_request, SignedHeaders=[^,]*x-amz-target[^,]*, Signature=[0-9a-f]{64}$/,
    );

    // The proxy, not the cluster the secret names; the password survives any character.
    const parsed = parse(env.DATABASE_URL!);
    expect(parsed).toMatchObject({
      user: 'diet_admin',
      password: 'p@ss:w/rd%?#&',
      host: 'diet.proxy-abc.eu-central-2.rds.amazonaws.com',
      port: 5432,
      database: 'diet',
    });
    expect(new URL(env.DATABASE_URL!).searchParams.get('sslmode')).toBe('verify-full');
    expect(parsed.ssl).toBeTruthy();
    expect(env.DATABASE_SECRET_ARN).toBe(ARN);
  });

  it("given no host or database name in the environment, should take the secret's", async () => {
    const aws = secretsManager({
      username: 'u',
      password: 'p',
      host: 'db.internal',
      port: 6432,
      dbname: 'shop',
    });
    const { DATABASE_HOST: _host, DATABASE_NAME: _name, ...env } = LAMBDA_ENV;
    const parsed = parse((await withDatabaseSecret(env, { fetch: aws.fetch, clock })).DATABASE_URL!);
    expect(parsed).toMatchObject({ host: 'db.internal', port: 6432, database: 'shop' });
  });

  it('given DATABASE_URL or no secret reference, should change nothing and call nobody', async () => {
    const aws = secretsManager({});
    const withUrl = { ...LAMBDA_ENV, DATABASE_URL: 'postgres://me@localhost/db' };
    expect(await withDatabaseSecret(withUrl, { fetch: aws.fetch })).toBe(withUrl);
    const local = { DATA_DIR: '/tmp/x' };
    expect(await withDatabaseSecret(local, { fetch: aws.fetch })).toBe(local);
    expect(aws.calls).toHaveLength(0);
  });

  it('given a refusal, a secret without a password or no credentials, should stop with a ConfigError that never shows the secret', async () => {
    const denied = secretsManager({}, 400);
    await expect(withDatabaseSecret(LAMBDA_ENV, { fetch: denied.fetch, clock })).rejects.toThrow(
      /GetSecretValue answered 400: .*AccessDeniedException/,
    );

    const partial = secretsManager({ username: 'diet_admin', password: '' });
    await expect(withDatabaseSecret(LAMBDA_ENV, { fetch: partial.fetch, clock })).rejects.toThrow(
      /no username or password/,
    );

    const { AWS_ACCESS_KEY_ID: _key, ...noCredentials } = LAMBDA_ENV;
    await expect(withDatabaseSecret(noCredentials, { fetch: partial.fetch, clock })).rejects.toBeInstanceOf(
      ConfigError,
    );

    const garbled = secretsManager('not json at all');
    const error = await withDatabaseSecret(LAMBDA_ENV, { fetch: garbled.fetch, clock }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect(String(error)).not.toContain('not json at all');
  });

  it('given an unreachable Secrets Manager, should say so', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(withDatabaseSecret(LAMBDA_ENV, { fetch: failing, clock })).rejects.toThrow(
      /Secrets Manager unreachable/,
    );
  });
});
