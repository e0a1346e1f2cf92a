/**
 * AWS Signature Version 4 for the one kind of request the API sends to AWS: a POST of a JSON
 * body to a path without a query (Cognito's AdminGetUser). Checked against AWS's published
 * `get-vanilla` test vector; the SDK is not needed for one call.
 */
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Input {
  method: string;
  url: URL;
  /** Headers to sign; `host` and `x-amz-date` are added. Names are lower-cased. */
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | null;
  date: Date;
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** `20150830T123600Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The request's headers with `host`, `x-amz-date`, maybe `x-amz-security-token` and `authorization`. */
export function signV4(input: SigV4Input): Record<string, string> {
  if (input.url.search) throw new Error('signV4 signs requests without a query only');
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value.trim();
  headers.host = input.url.host;
  headers['x-amz-date'] = stamp;
  if (input.sessionToken) headers['x-amz-security-token'] = input.sessionToken;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.url.pathname || '/',
    '',
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    sha256(input.body),
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
