import type { LambdaEvent } from 'hono/aws-lambda';

import { createLambdaHandler, handler } from './lambda';
import { testBackends } from './test/backends';
import { useHarness } from './test/harness';

/** An API Gateway HTTP API (payload format 2.0) event. */
function apiGatewayV2Event(
  path: string,
  {
    body,
    headers = {},
    method = 'POST',
    sourceIp = '203.0.113.20',
    base64 = false,
  }: {
    body?: string;
    headers?: Record<string, string>;
    method?: string;
    sourceIp?: string;
    base64?: boolean;
  } = {},
): LambdaEvent {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'api.example.ch', 'content-type': 'application/json', ...headers },
    requestContext: {
      accountId: '123456789012',
      apiId: 'api-id',
      authentication: null,
      authorizer: {},
      domainName: 'api.example.ch',
      domainPrefix: 'api',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'vitest' },
      requestId: 'request-id',
      routeKey: '$default',
      stage: '$default',
      time: '15/Mar/2026:12:00:00 +0000',
      timeEpoch: 1_773_576_000_000,
    },
    body: body === undefined ? null : base64 ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: base64,
  } satisfies LambdaEvent;
}

for (const backend of await testBackends()) {
  describe(`Lambda handler (${backend})`, () => {
    const h = useHarness(backend);
    const handler = () =>
      createLambdaHandler({
        ...h.deps,
        corsOrigins: ['https://app.example.ch'],
        rateLimits: { windowSeconds: 60, registration: 100, newsletter: 2, contact: 100, samples: 100 },
      });

    it('given a signed-in products call, should answer 200 with the JSON list and the headers', async () => {
      const user = await h.registerUser({ intolerances: [1] });
      const result = await handler()(
        apiGatewayV2Event('/products', {
          body: JSON.stringify({
            intolerances: [1],
            sees_red_products: false,
            user_profile_id: user.profileId,
          }),
          headers: { authorization: `Bearer ${user.token}`, origin: 'https://app.example.ch' },
        }),
      );
      expect(result.statusCode).toBe(200);
      expect(result.isBase64Encoded).toBe(false);
      expect(result.headers).toMatchObject({
        'content-type': 'application/json',
        'access-control-allow-origin': 'https://app.example.ch',
        'x-content-type-options': 'nosniff',
      });
      const products = JSON.parse(result.body) as { name_en: string }[];
      expect(products.map((product) => product.name_en)).toContain('Gruyère Cheese');
      expect(products.map((product) => product.name_en)).not.toContain('Whole Milk');
    });

    it('given a base64 body, should decode it', async () => {
      const user = await h.registerUser();
      const result = await handler()(
        apiGatewayV2Event('/history', {
          body: JSON.stringify({ user_profile_id: user.profileId }),
          headers: { authorization: `Bearer ${user.token}` },
          base64: true,
        }),
      );
      expect(result.statusCode).toBe(200);
      expect(JSON.parse(result.body)).toEqual([]);
    });

    it('given no token, should answer 401 as JSON', async () => {
      const result = await handler()(apiGatewayV2Event('/categories', { body: '{}' }));
      expect(result.statusCode).toBe(401);
      expect(JSON.parse(result.body)).toEqual({ error: 'Missing or invalid token' });
    });

    it('given a newsletter flood, should limit per API Gateway source address', async () => {
      const post = (sourceIp: string) =>
        handler()(
          apiGatewayV2Event('/newsletter', {
            body: 'email=lambda%40example.test&name=&diets=',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            sourceIp,
          }),
        ).then((result) => result.statusCode);
      expect([await post('198.51.100.30'), await post('198.51.100.30'), await post('198.51.100.30')]).toEqual(
        [200, 200, 429],
      );
      expect(await post('198.51.100.31')).toBe(200);
    });

    it('given a body over 64 KB, should answer 413', async () => {
      const result = await handler()(apiGatewayV2Event('/contact', { body: 'x'.repeat(70_000) }));
      expect(result.statusCode).toBe(413);
    });

    it('given a factory that fails once, should retry it on the next invocation', async () => {
      let attempts = 0;
      const flaky = createLambdaHandler(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database not reachable yet');
        return h.deps;
      });
      await expect(flaky(apiGatewayV2Event('/health', { method: 'GET' }))).rejects.toThrow('not reachable');
      const result = await flaky(apiGatewayV2Event('/health', { method: 'GET' }));
      expect(result.statusCode).toBe(200);
      expect(attempts).toBe(2);
    });
  });
}

describe('the deployed Lambda entry', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('given plain-http identity settings, should refuse to start whatever NODE_ENV or ALLOW_INSECURE_LOCAL say', async () => {
    for (const extra of [{}, { NODE_ENV: 'staging' }, { ALLOW_INSECURE_LOCAL: 'true' }]) {
      process.env = {
        ...saved,
        COGNITO_ISSUER: 'http://127.0.0.1:9229/local_abc',
        COGNITO_CLIENT_ID: 'client',
        // Nothing listens there: the entry must stop before it opens anything.
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        ...extra,
      };
      delete process.env.ALLOW_INSECURE_LOCAL;
      Object.assign(process.env, extra);
      await expect(handler(apiGatewayV2Event('/health', { method: 'GET' }))).rejects.toThrow(
        /Invalid configuration: .*(COGNITO_ISSUER: must be https|ALLOW_INSECURE_LOCAL: not allowed)/,
      );
    }
  });

  it('given a database secret reference (the CDK deployment), should read the secret and connect to DATABASE_HOST', async () => {
    const requests: { target: string | null; body: string }[] = [];
    vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      requests.push({ target: headers['x-amz-target'] ?? null, body: String(init.body) });
      const secret = { username: 'diet_admin', password: 'pw', host: 'cluster.example', port: 5432 };
      return new Response(JSON.stringify({ SecretString: JSON.stringify(secret) }));
    });
    try {
      process.env = {
        ...saved,
        COGNITO_ISSUER: 'https://cognito-idp.eu-central-2.amazonaws.com/eu-central-2_AbC',
        COGNITO_CLIENT_ID: 'client',
        DATABASE_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-2:123456789012:secret:db-AbC',
        // The proxy's place; nothing listens there, so opening the database fails right after.
        DATABASE_HOST: '127.0.0.1',
        DATABASE_PORT: '1',
        AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'secret',
      };
      delete process.env.DATABASE_URL;
      await expect(handler(apiGatewayV2Event('/health', { method: 'GET' }))).rejects.toThrow(
        /ECONNREFUSED 127\.0\.0\.1:1/,
      );
      expect(requests).toEqual([
        {
          target: 'secretsmanager.GetSecretValue',
          body: JSON.stringify({
            SecretId: 'arn:aws:secretsmanager:eu-central-2:123456789012:secret:db-AbC',
          }),
        },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
