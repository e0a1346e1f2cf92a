/**
 * The signed-in calls (signed-in spec §7) through the app's one `ky` instance. Every call carries
 * the identity token as a bearer (a decided deviation: the spec sends some calls without one, a
 * security hole), taken from the identity session, which refreshes an expired token. Responses are
 * read with the domain's tolerant readers, so bare and body-wrapped shapes both work.
 */
import { apiCalls, readResponse, type ApiPath, type ApiRequest, type ApiResponse } from '@diet/domain';
import { isHTTPError, type KyInstance } from 'ky';

import { toApiError } from '../http';

/** The session has no token (spec §8: 'Missing Cognito token'). */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
  constructor() {
    super('Missing Cognito token');
  }
}

export interface SignedInApiOptions {
  client: KyInstance;
  /** The current identity token; rejects with {@link MissingTokenError} when there is none. */
  token: () => Promise<string>;
  /** Called when the API refuses the token (401): the app signs the user out to /login. */
  onUnauthorized: () => void;
}

/** What a call may be given besides its body: a signal that cancels it (a search typed on). */
export interface CallOptions {
  signal?: AbortSignal;
}

export type SignedInCall = <P extends ApiPath>(
  path: P,
  body: ApiRequest<P>,
  options?: CallOptions,
) => Promise<ApiResponse<P>>;

/**
 * A function that sends one call of the domain's table with the bearer token and reads its answer
 * with the call's response schema. Rejects with `ApiError` (status, network, timeout),
 * `MissingTokenError`, or the readers' `MalformedResponseError`.
 */
export function createSignedInApi({ client, token, onUnauthorized }: SignedInApiOptions): SignedInCall {
  return async function call<P extends ApiPath>(
    path: P,
    body: ApiRequest<P>,
    options: CallOptions = {},
  ): Promise<ApiResponse<P>> {
    const bearer = await token();
    let text: string;
    try {
      const response = await client.post(path.replace(/^\//, ''), {
        json: body,
        headers: { authorization: `Bearer ${bearer}` },
        ...(options.signal ? { signal: options.signal } : {}),
      });
      text = await response.text();
    } catch (error) {
      if (isHTTPError(error) && error.response.status === 401) onUnauthorized();
      toApiError(error);
    }
    let raw: unknown = undefined;
    if (text) {
      try {
        raw = JSON.parse(text);
      } catch {
        raw = text;
      }
    }
    return readResponse(apiCalls[path].response, raw) as ApiResponse<P>;
  };
}
