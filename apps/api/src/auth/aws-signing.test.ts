import { awsRequestSigner } from './aws-signing';

/*
 * AWS's published Signature Version 4 test suite ("aws-sig-v4-test-suite", AWS General Reference,
 * "Signature Version 4 test suite"): the example credentials, date, region and service every vector
 * uses, and three vectors written out from it: get-vanilla, post-x-www-form-urlencoded (a body and a
 * signed content-type, like AdminGetUser's POST) and post-sts-header-before (a session token, signed).
 * The same values are in smithy-typescript's packages/signature-v4/src/suite.fixture.ts.
 */
const SUITE = {
  region: 'us-east-1',
  service: 'service',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  date: new Date('2015-08-30T12:36:00Z'),
  url: new URL('https://example.amazonaws.com/'),
};
const STS_TOKEN =
  'AQoDYXdzEPT//////////wEXAMPLEtc764bNrC9SAPBSM22wDOk4x4HIZ8j4FZTwdQWLWsKWHGBuFqwAeMicRXmxfpSPfIeoIYRqTflfKD8YUuwthAx7mSEI/qkPpKPi/kMcGdQrmGdeehM4IC1NtBmUpp2wUE8phUZampKsburEDy0KPkyQDYwT7WZ0wq5VSXDvp75YU9HFvlRd8Tx6q6fE8YQcHNVXAkiY9q6d+xo0rKwT38xVqr7ZD0u0iPPkUL64lIZbqBAz+scqKmlzm8FDrypNC9Yjc8fPOLn9FX9KSYvKTr4rvx3iSIlTJabIQwj2ICCR/oLxBA==';

const VECTORS: {
  name: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  sessionToken: string | null;
  authorization: string;
}[] = [
  {
    name: 'get-vanilla',
    method: 'GET',
    headers: {},
    body: '',
    sessionToken: null,
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
  },
  {
    name: 'post-x-www-form-urlencoded',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'Param1=value1',
    sessionToken: null,
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a',
  },
  {
    name: 'post-sts-header-before',
    method: 'POST',
    headers: {},
    body: '',
    sessionToken: STS_TOKEN,
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date;x-amz-security-token, Signature=85d96828115b5dc0cfc3bd16ad9e210dd772bbebba041836c64533a82be05ead',
  },
];

describe('awsRequestSigner', () => {
  it.each(VECTORS)(
    'given AWS’s $name test vector, should produce AWS’s published authorization',
    async ({ method, headers, body, sessionToken, authorization }) => {
      const sign = awsRequestSigner({
        region: SUITE.region,
        service: SUITE.service,
        credentials: { accessKeyId: SUITE.accessKeyId, secretAccessKey: SUITE.secretAccessKey, sessionToken },
      });
      const signed = await sign({ method, url: SUITE.url, headers, body }, SUITE.date);
      expect(signed.authorization).toBe(authorization);
      expect(signed['x-amz-date']).toBe('20150830T123600Z');
      expect(signed.host).toBe('example.amazonaws.com');
      expect(signed['x-amz-security-token']).toBe(sessionToken ?? undefined);
    },
  );

  it('given a different secret or day, should not produce the published signature', async () => {
    const [vanilla] = VECTORS;
    const request = { method: 'GET', url: SUITE.url, headers: {}, body: '' };
    const credentials = { accessKeyId: SUITE.accessKeyId, sessionToken: null };
    const otherSecret = awsRequestSigner({
      ...SUITE,
      credentials: { ...credentials, secretAccessKey: `${SUITE.secretAccessKey}x` },
    });
    const sameSecret = awsRequestSigner({
      ...SUITE,
      credentials: { ...credentials, secretAccessKey: SUITE.secretAccessKey },
    });
    expect((await otherSecret(request, SUITE.date)).authorization).not.toBe(vanilla!.authorization);
    expect((await sameSecret(request, new Date('2015-08-31T12:36:00Z'))).authorization).not.toBe(
      vanilla!.authorization,
    );
  });
});
