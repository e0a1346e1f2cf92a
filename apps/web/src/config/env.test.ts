import { ConfigError, readConfig } from './env';

const valid = {
  VITE_API_URL: 'http://127.0.0.1:8787/',
  VITE_COGNITO_USER_POOL_ID: 'eu-central-2_AbCdEf123',
  VITE_COGNITO_CLIENT_ID: '4kq2abcdefghij0123456789',
};

function problems(env: Record<string, unknown>): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('readConfig', () => {
  it('given the real service, should read the region from the pool id and trim the API base', () => {
    expect(readConfig(valid)).toEqual({
      apiUrl: 'http://127.0.0.1:8787',
      identity: {
        userPoolId: valid.VITE_COGNITO_USER_POOL_ID,
        clientId: valid.VITE_COGNITO_CLIENT_ID,
        region: 'eu-central-2',
      },
    });
  });

  it('given the local pool, should keep its endpoint and default the region', () => {
    const config = readConfig({
      ...valid,
      VITE_COGNITO_USER_POOL_ID: 'local_4bcd',
      VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
    });
    expect(config.identity).toMatchObject({ endpoint: 'http://127.0.0.1:9229', region: 'eu-central-2' });
  });

  it.each(['VITE_API_URL', 'VITE_COGNITO_USER_POOL_ID', 'VITE_COGNITO_CLIENT_ID'])(
    'given %s missing or empty, should name it',
    (name) => {
      expect(problems({ ...valid, [name]: undefined })).toEqual([`${name} is missing`]);
      expect(problems({ ...valid, [name]: '' })).toEqual([`${name} is missing`]);
    },
  );

  it('given malformed values, should name each variable with what it got', () => {
    const found = problems({
      ...valid,
      VITE_API_URL: 'localhost:8787',
      VITE_COGNITO_CLIENT_ID: 'has spaces',
      VITE_COGNITO_REGION: 'zurich',
    });
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^VITE_API_URL .*"localhost:8787"/);
    expect(found.join('\n')).toMatch(/VITE_COGNITO_CLIENT_ID .*"has spaces"/);
    expect(found.join('\n')).toMatch(/VITE_COGNITO_REGION .*"zurich"/);
  });

  it('given a non-http URL, should refuse it', () => {
    expect(problems({ ...valid, VITE_API_URL: 'ftp://example.ch' })[0]).toMatch(
      /VITE_API_URL must start with http/,
    );
  });

  it('given a pool id that names no region and no local endpoint, should ask for the region', () => {
    expect(problems({ ...valid, VITE_COGNITO_USER_POOL_ID: 'local_4bcd' })).toEqual([
      expect.stringMatching(/^VITE_COGNITO_REGION is missing/),
    ]);
  });
});
