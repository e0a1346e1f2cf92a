import { fixedClock } from '../clock';
import { cognitoDirectory, DirectoryUnavailableError } from './directory';

describe('cognitoDirectory', () => {
  const clock = fixedClock('2026-01-01T00:00:00Z');
  const calls: { url: string; init: RequestInit }[] = [];
  const answer = (status: number, body: unknown): typeof fetch =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch;
  const options = {
    endpoint: 'https://cognito-idp.eu-central-1.amazonaws.com/',
    userPoolId: 'eu-central-1_Pool',
    region: 'eu-central-1',
    clock,
  };

  beforeEach(() => {
    calls.length = 0;
  });

  it('given a user, should call AdminGetUser and read the e-mail attribute', async () => {
    const directory = cognitoDirectory({
      ...options,
      credentials: null,
      fetch: answer(200, {
        Username: 'anna',
        UserAttributes: [
          { Name: 'sub', Value: 'abc' },
          { Name: 'email', Value: 'anna@example.test' },
        ],
      }),
    });
    expect(await directory.findUser('anna')).toEqual({
      username: 'anna',
      email: 'anna@example.test',
      confirmed: true,
      sub: 'abc',
    });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.AdminGetUser');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      UserPoolId: 'eu-central-1_Pool',
      Username: 'anna',
    });
    expect(headers.authorization).toBeUndefined();
  });

  it('given credentials, should sign the call for cognito-idp in the pool’s region', async () => {
    const directory = cognitoDirectory({
      ...options,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: 'session' },
      fetch: answer(200, { Username: 'anna', UserAttributes: [] }),
    });
    await directory.findUser('anna');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/20260101\/eu-central-1\/cognito-idp\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['x-amz-security-token']).toBe('session');
    expect(headers.host).toBeUndefined();
  });

  it('given UserNotFoundException, should answer null', async () => {
    const directory = cognitoDirectory({
      ...options,
      credentials: null,
      fetch: answer(400, { __type: 'UserNotFoundException', message: 'User does not exist.' }),
    });
    expect(await directory.findUser('ghost')).toBeNull();
  });

  it('given another error or no network, should throw DirectoryUnavailableError', async () => {
    const denied = cognitoDirectory({
      ...options,
      credentials: null,
      fetch: answer(400, { __type: 'com.amazon.coral.service#AccessDeniedException' }),
    });
    await expect(denied.findUser('anna')).rejects.toBeInstanceOf(DirectoryUnavailableError);
    const offline = cognitoDirectory({
      ...options,
      credentials: null,
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(offline.findUser('anna')).rejects.toBeInstanceOf(DirectoryUnavailableError);
  });
});
