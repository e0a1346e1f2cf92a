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
      allowInsecureLocal: false,
    });
    expect(DEFAULT_DATA_DIR.endsWith(path.join('apps', 'api', '.data', 'pglite'))).toBe(true);
    // As the README lists them: per address and hour.
    expect(DEFAULT_RATE_LIMITS).toEqual({
      windowSeconds: 3600,
      registration: 10,
      newsletter: 20,
      contact: 10,
      samples: 300,
      userRegistration: 10,
      details: 1200,
      suggestions: 1200,
      favorites: 600,
      products: 1800,
      profileWrites: 60,
      changes: 120,
      shoppingLists: 1200,
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
      RATE_LIMIT_USER_REGISTRATION: '10',
      RATE_LIMIT_PRODUCTS: '11',
      RATE_LIMIT_PROFILE_WRITES: '12',
      RATE_LIMIT_CHANGES: '13',
      RATE_LIMIT_SHOPPING_LISTS: '14',
      TRUST_PROXY: 'true',
      ALLOW_INSECURE_LOCAL: 'true',
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
        userRegistration: 10,
        products: 11,
        profileWrites: 12,
        changes: 13,
        shoppingLists: 14,
      },
      trustProxy: true,
      allowInsecureLocal: true,
      cognito: {
        jwksUrl: 'https://keys.example/jwks.json',
        credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: null },
      },
    });
  });

  it('given cognito-local’s issuer, should take its origin as the endpoint', () => {
    const config = loadConfig({
      COGNITO_ISSUER: 'http://127.0.0.1:9229/local_abc',
      COGNITO_CLIENT_ID: 'c',
      ALLOW_INSECURE_LOCAL: 'true',
    });
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
    expect(() => loadConfig({ ...minimal, RATE_LIMIT_PRODUCTS: '-1' })).toThrow(/RATE_LIMIT_PRODUCTS/);
    expect(() => loadConfig({ ...minimal, RATE_LIMIT_PROFILE_WRITES: '1.5' })).toThrow(
      /RATE_LIMIT_PROFILE_WRITES/,
    );
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

  const local = {
    COGNITO_ISSUER: 'http://127.0.0.1:9229/local_abc',
    COGNITO_CLIENT_ID: 'c',
    CORS_ORIGINS: 'http://127.0.0.1:5173',
  };

  it('given plain-http identity URLs, http CORS origins or PGlite off loopback, should refuse them by default', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ ...minimal, COGNITO_ISSUER: 'http://127.0.0.1:9229/local_abc' }, /COGNITO_ISSUER: must be https/],
      [{ ...minimal, COGNITO_JWKS_URL: 'http://keys.example/jwks.json' }, /COGNITO_JWKS_URL: must be https/],
      [{ ...minimal, COGNITO_ENDPOINT: 'http://cognito.example/' }, /COGNITO_ENDPOINT: must be https/],
      [{ ...minimal, CORS_ORIGINS: 'https://app.example.ch,http://app.example.ch' }, /CORS_ORIGINS: .*https/],
      [{ ...minimal, API_HOST: '0.0.0.0' }, /API_HOST: .*PGlite/],
      // An unset, empty or misspelt NODE_ENV changes nothing.
      [{ ...local, NODE_ENV: '' }, /COGNITO_ISSUER: must be https/],
      [{ ...local, NODE_ENV: 'prod' }, /COGNITO_ISSUER: must be https/],
      [{ ...local, ALLOW_INSECURE_LOCAL: 'false' }, /COGNITO_ISSUER: must be https/],
    ];
    for (const [env, message] of refused) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    // A server on any interface is fine; loopback hosts are fine for PGlite.
    expect(() =>
      loadConfig({ ...minimal, API_HOST: '0.0.0.0', DATABASE_URL: 'postgres://db/x' }),
    ).not.toThrow();
    for (const host of ['127.0.0.1', '::1', 'localhost', '127.0.0.2']) {
      expect(() => loadConfig({ ...minimal, API_HOST: host }), host).not.toThrow();
    }
  });

  it('given ALLOW_INSECURE_LOCAL=true (pnpm start), should accept the local stack’s plain-http settings', () => {
    const config = loadConfig({ ...local, ALLOW_INSECURE_LOCAL: 'true', API_HOST: '0.0.0.0' });
    expect(config.allowInsecureLocal).toBe(true);
    expect(config.cognito.endpoint).toBe('http://127.0.0.1:9229/');
    expect(config.corsOrigins).toEqual(['http://127.0.0.1:5173']);
  });

  it('given the production rules (the Lambda entry), should refuse plain http even with ALLOW_INSECURE_LOCAL', () => {
    expect(() => loadConfig({ ...local, ALLOW_INSECURE_LOCAL: 'true' }, { production: true })).toThrow(
      /ALLOW_INSECURE_LOCAL: not allowed/,
    );
    expect(() => loadConfig(local, { production: true })).toThrow(/COGNITO_ISSUER: must be https/);
    expect(() => loadConfig(minimal, { production: true })).not.toThrow();
  });
});
