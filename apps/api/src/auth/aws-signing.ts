/**
 * Requests to AWS signed with AWS's own Signature Version 4 signer: `@smithy/signature-v4`, the
 * signer inside the AWS SDK for JavaScript v3, with AWS's portable SHA-256 (`@aws-crypto/sha256-js`).
 * The API sends one kind of request to AWS (Cognito's AdminGetUser), so it uses the signer rather
 * than the whole Cognito client; `aws-signing.test.ts` runs AWS's published test vectors through
 * this function.
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

import type { AwsCredentials } from '../config';

export interface AwsRequest {
  method: string;
  url: URL;
  /** Headers to sign besides `host` (from the URL); the signer lower-cases nothing, so pass them lower-case. */
  headers: Record<string, string>;
  body: string;
}

export interface AwsSignerOptions {
  region: string;
  /** The signing name of the service, e.g. `cognito-idp`. */
  service: string;
  /** From AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN (see `loadConfig`). */
  credentials: AwsCredentials;
}

/**
 * A function that returns a request's headers with `host`, `x-amz-date`, `x-amz-security-token`
 * (with a session token) and `authorization` added, signed at `date`.
 */
export function awsRequestSigner({
  region,
  service,
  credentials,
}: AwsSignerOptions): (request: AwsRequest, date: Date) => Promise<Record<string, string>> {
  const signer = new SignatureV4({
    region,
    service,
    sha256: Sha256,
    // `x-amz-content-sha256` is an S3 header; other services sign the payload hash without it.
    applyChecksum: false,
    credentials: {
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      ...(credentials.sessionToken ? { sessionToken: credentials.sessionToken } : {}),
    },
  });
  return async ({ method, url, headers, body }, date) => {
    const signed = await signer.sign(
      {
        method,
        protocol: url.protocol,
        hostname: url.hostname,
        ...(url.port ? { port: Number(url.port) } : {}),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: { ...headers, host: url.host },
        body,
      },
      { signingDate: date },
    );
    return signed.headers;
  };
}
