import path from 'node:path';

import { ConfigError, DEFAULT_DATA_DIR, DEFAULT_RATE_LIMITS, loadConfig, loadDatabaseConfig } from './config';

const minimal = {
  COGNITO_ISSUER: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_AbCdEf',
  COGNITO_CLIENT_ID: 'client-1',
};

describe('loadConfig', () => {
  it('given only the Cognito issuer and client, should default the rest and derive the pool', () => {
    const config = loadConfig(minimal);
    expect(config).toEqual({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: DEFAULT_DATA_DIR,
      cognito: {
        issuer: minimal.COGNITO_ISSUER,
        clientId: 'client-1',
        jwksUrl: `${minimal.COGNITO_ISSUER}/.well-known/jwks.json`,
        endpoint: 'https://cognito-idp.eu-central-1.amazonaws.com/',
        userPoolId: 'eu-central-1_AbCdEf',
        region: 'eu-central-1',
        credentials: null,
      },
      corsOrigins: [],
      rateLimits: DEFAULT_RATE_LIMITS,
      trustProxy: false,
    });
    expect(DEFAULT_DATA_DIR.endsWith(path.join('apps', 'api', '.data', 'pglite'))).toBe(true);
    // As the README lists them: per address and hour.
    expect(DEFAULT_RATE_LIMITS).toEqual({
      windowSeconds: 3600,
      registration: 10,
      newsletter: 20,
      contact: 10,
      samples: 300,
      details: 1200,
      suggestions: 1200,
      favorites: 600,
    });
  });

  it('given every variable, should read them all', () => {
    const config = loadConfig({
      ...minimal,
      API_PORT: '9000',
      DATABASE_URL: 'postgres://u:p@db.internal:5432/diet',
      DATA_DIR: '/tmp/x',
      COGNITO_JWKS_URL: 'https://keys.example/jwks.json',
      CORS_ORIGINS: 'https://app.example.ch, http://localhost:5173/',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_REGISTRATION: '3',
      RATE_LIMIT_NEWSLETTER: '4',
      RATE_LIMIT_CONTACT: '5',
      RATE_LIMIT_SAMPLES: '6',
      RATE_LIMIT_DETAILS: '7',
      RATE_LIMIT_SUGGESTIONS: '8',
      RATE_LIMIT_FAVORITES: '9',
      TRUST_PROXY: 'true',
      AWS_ACCESS_KEY_ID: 'AKID',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u:p@db.internal:5432/diet',
      dataDir: '/tmp/x',
      corsOrigins: ['https://app.example.ch', 'http://localhost:5173'],
      rateLimits: {
        windowSeconds: 60,
        registration: 3,
        newsletter: 4,
        contact: 5,
        samples: 6,
        details: 7,
        suggestions: 8,
        favorites: 9,
      },
      trustProxy: true,
      cognito: {
        jwksUrl: 'https://keys.example/jwks.json',
        credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: null },
      },
    });
  });

  it('given cognito-local’s issuer, should take its origin as the endpoint', () => {
    const config = loadConfig({ COGNITO_ISSUER: 'http://127.0.0.1:9229/local_abc', COGNITO_CLIENT_ID: 'c' });
    expect(config.cognito).toMatchObject({ endpoint: 'http://127.0.0.1:9229/', userPoolId: 'local_abc' });
  });

  it('given missing or bad values, should throw naming each variable', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/COGNITO_ISSUER.*COGNITO_CLIENT_ID/);
    expect(() => loadConfig({ ...minimal, API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ ...minimal, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...minimal, CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ ...minimal, RATE_LIMIT_CONTACT: '0' })).toThrow(/RATE_LIMIT_CONTACT/);
    expect(() => loadConfig({ ...minimal, RATE_LIMIT_SAMPLES: 'many' })).toThrow(/RATE_LIMIT_SAMPLES/);
    expect(() => loadConfig({ ...minimal, AWS_ACCESS_KEY_ID: 'only-one' })).toThrow(/AWS_ACCESS_KEY_ID/);
  });

  it('given only database settings, should read them as loadConfig does, without the Cognito ones', () => {
    expect(loadDatabaseConfig({})).toEqual({ databaseUrl: null, dataDir: DEFAULT_DATA_DIR });
    expect(loadDatabaseConfig({ DATABASE_URL: '  ', DATA_DIR: 'db' })).toEqual({
      databaseUrl: null,
      dataDir: path.resolve('db'),
    });
    const url = 'postgresql://u:p@127.0.0.1:5432/test';
    expect(loadDatabaseConfig({ DATABASE_URL: url })).toEqual({
      databaseUrl: url,
      dataDir: DEFAULT_DATA_DIR,
    });
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('given production, should refuse a plain-http issuer (cognito-local’s keys are public)', () => {
    expect(() =>
      loadConfig({
        COGNITO_ISSUER: 'http://127.0.0.1:9229/local_abc',
        COGNITO_CLIENT_ID: 'c',
        NODE_ENV: 'production',
      }),
    ).toThrow(/must be https in production/);
    expect(() => loadConfig({ ...minimal, NODE_ENV: 'production' })).not.toThrow();
  });
});
