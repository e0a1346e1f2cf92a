/**
 * The user pool as registration sees it: does this username exist, with which e-mail, and is it
 * confirmed yet? A registration without the owner's token (the e-mail code was skipped) is accepted
 * only for an unconfirmed account, and only as a pending profile (see `registerProfile`).
 */
import type { Clock } from '../clock';
import type { AwsCredentials } from '../config';
import { awsRequestSigner } from './aws-signing';

export interface DirectoryUser {
  username: string;
  email: string | null;
  /**
   * Whether the account has been confirmed (any status but UNCONFIRMED): only an unconfirmed
   * account may have its profile saved without the owner's token. Absent means unconfirmed.
   */
  confirmed?: boolean;
  /** The pool user's id (`sub` attribute), when the pool gives it. */
  sub?: string | null;
}

export interface UserDirectory {
  /** The pool's user with this exact (case-sensitive) username, or null when there is none. */
  findUser(username: string): Promise<DirectoryUser | null>;
}

export class DirectoryUnavailableError extends Error {
  override readonly name = 'DirectoryUnavailableError';
}

export interface CognitoDirectoryOptions {
  /** e.g. https://cognito-idp.eu-central-1.amazonaws.com/ or cognito-local's http://127.0.0.1:9229/ */
  endpoint: string;
  userPoolId: string;
  region: string;
  /** AWS credentials to sign with (Lambda's role); null for cognito-local, which checks none. */
  credentials: AwsCredentials | null;
  clock: Clock;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface AdminGetUserResponse {
  Username?: string;
  UserStatus?: string;
  UserAttributes?: { Name: string; Value?: string }[];
}

/** AdminGetUser over HTTP (`x-amz-target: AWSCognitoIdentityProviderService.AdminGetUser`). */
export function cognitoDirectory(options: CognitoDirectoryOptions): UserDirectory {
  const doFetch = options.fetch ?? fetch;
  const url = new URL(options.endpoint);
  const sign = options.credentials
    ? awsRequestSigner({
        region: options.region,
        service: 'cognito-idp',
        credentials: options.credentials,
      })
    : null;
  return {
    async findUser(username) {
      const body = JSON.stringify({ UserPoolId: options.userPoolId, Username: username });
      const baseHeaders = {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
      };
      const headers = sign
        ? await sign({ method: 'POST', url, headers: baseHeaders, body }, options.clock.now())
        : baseHeaders;
      // `host` is set by fetch itself; sending it is refused.
      const { host: _host, ...sendHeaders } = headers as Record<string, string>;
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: sendHeaders,
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (error) {
        throw new DirectoryUnavailableError(`User pool unreachable: ${String(error)}`, { cause: error });
      }
      const text = await response.text();
      if (!response.ok) {
        if (errorType(text) === 'UserNotFoundException') return null;
        throw new DirectoryUnavailableError(
          `AdminGetUser answered ${response.status}: ${text.slice(0, 200)}`,
        );
      }
      let parsed: AdminGetUserResponse;
      try {
        parsed = JSON.parse(text) as AdminGetUserResponse;
      } catch {
        throw new DirectoryUnavailableError('AdminGetUser answered with malformed JSON');
      }
      const attribute = (name: string) =>
        parsed.UserAttributes?.find((candidate) => candidate.Name === name)?.Value ?? null;
      return {
        username: parsed.Username ?? username,
        email: attribute('email'),
        // No status at all is taken as confirmed: a token-less save is then refused, never let through.
        confirmed: parsed.UserStatus !== 'UNCONFIRMED',
        sub: attribute('sub'),
      };
    },
  };
}

/** The exception name of an AWS JSON error (`__type`, possibly prefixed with a namespace). */
function errorType(text: string): string | null {
  try {
    const value = (JSON.parse(text) as { __type?: unknown; code?: unknown }).__type;
    return typeof value === 'string' ? (value.split('#').at(-1) ?? null) : null;
  } catch {
    return null;
  }
}

/** An in-memory pool (tests): usernames are case-sensitive, as in Cognito. */
export function fakeDirectory(
  users: DirectoryUser[] = [],
): UserDirectory & { add(user: DirectoryUser): void } {
  const byName = new Map(users.map((user) => [user.username, user]));
  return {
    add(user) {
      byName.set(user.username, user);
    },
    async findUser(username) {
      return byName.get(username) ?? null;
    },
  };
}
