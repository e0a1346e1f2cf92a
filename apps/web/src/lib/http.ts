/**
 * The one HTTP client of the web app: a `ky` instance on the API base, with a timeout and one retry
 * of a call the API refused with 429 and a short `Retry-After` (nothing else is retried). It throws
 * typed errors; screens decide what to show, and nothing here navigates.
 */
import type { ApiPath, ApiRequest } from '@diet/domain';
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';

import { config } from '../config';

export const REQUEST_TIMEOUT_MS = 15_000;

/** The longest `Retry-After` the app waits out before asking again (longer ones fail at once). */
export const MAX_RETRY_AFTER_MS = 10_000;
/** How many times a refused (429) call is asked again: once; a second 429 fails. */
export const RATE_LIMIT_RETRIES = 1;

/**
 * The wait a `Retry-After` header asks for, in milliseconds: delay-seconds (`'5'`) or an HTTP date;
 * `undefined` when the header is missing or unreadable.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * `fetch`, asking once more after a 429 whose `Retry-After` is at most {@link MAX_RETRY_AFTER_MS},
 * after exactly that wait. The API refuses a rate-limited call before doing anything, so asking
 * again is safe for every call, POSTs included (the profile writes and favourites are idempotent
 * anyway, the registration is keyed by username). A network error, a timeout or a 5xx is never
 * retried: the call may have been carried out, and the screens say the API cannot be reached.
 *
 * Done here rather than with ky's `retry`: to be able to resend, ky clones every request up front,
 * which turns its body into a stream (a chunked upload, which neither the API's body reader nor the
 * browser's developer tools see as the JSON it is). Here the body is read once into bytes and each
 * attempt is a fresh request with those bytes.
 */
export function fetchRetryingRateLimits(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const send = () => fetchImpl(new Request(request, body === undefined ? {} : { body }));
    let response = await send();
    for (let retry = 0; retry < RATE_LIMIT_RETRIES && response.status === 429; retry++) {
      const wait = retryAfterMs(response.headers.get('retry-after'));
      if (wait === undefined || wait > MAX_RETRY_AFTER_MS) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
      response = await send();
    }
    return response;
  };
}

/** Why a call failed, as screens tell users: the API answered non-OK, or no answer came. */
export type ApiFailure =
  { kind: 'status'; status: number; message?: string } | { kind: 'network' } | { kind: 'timeout' };

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(
      failure.kind === 'status'
        ? (failure.message ?? `The API answered ${failure.status}`)
        : failure.kind === 'timeout'
          ? 'The API did not answer in time'
          : 'The API could not be reached',
    );
    this.name = 'ApiError';
  }
}

export function createHttp(baseUrl: string, fetchImpl?: typeof fetch): KyInstance {
  return ky.create({
    baseUrl: `${baseUrl}/`,
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    fetch: fetchRetryingRateLimits(fetchImpl),
  });
}

export const http: KyInstance = createHttp(config.apiUrl);

/** Turns what ky throws into an {@link ApiError}; anything else is rethrown unchanged. */
export function toApiError(error: unknown): never {
  if (isHTTPError(error)) {
    const data = error.data as { error?: unknown; message?: unknown } | string | undefined;
    const message =
      typeof data === 'object' && data !== null
        ? typeof data.error === 'string'
          ? data.error
          : typeof data.message === 'string'
            ? data.message
            : undefined
        : undefined;
    throw new ApiError({ kind: 'status', status: error.response.status, message });
  }
  if (isTimeoutError(error)) throw new ApiError({ kind: 'timeout' });
  if (isNetworkError(error) || error instanceof TypeError) throw new ApiError({ kind: 'network' });
  throw error;
}

/**
 * The public calls that travel form-encoded (the domain's call table says so; it is not imported
 * here, so that public pages do not download the contract schemas).
 */
export const FORM_ENCODED: ReadonlySet<ApiPath> = new Set<ApiPath>(['/newsletter', '/contact']);

/**
 * Sends a public call of the domain's table (no token) in its encoding (JSON or form) and returns
 * the parsed JSON body, or `undefined` when the body is empty or not JSON (public-site spec §7:
 * the newsletter and contact answers are judged by their status alone).
 */
export async function postPublic<P extends ApiPath>(
  path: P,
  body: ApiRequest<P>,
  client: KyInstance = http,
): Promise<unknown> {
  const relative = path.replace(/^\//, '');
  try {
    const response = FORM_ENCODED.has(path)
      ? await client.post(relative, { body: formBody(body as Record<string, unknown>) })
      : await client.post(relative, { json: body });
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  } catch (error) {
    toApiError(error);
  }
}

/** `application/x-www-form-urlencoded`; lists repeat their key; absent values are left out. */
export function formBody(values: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
}

/** A GET call of the domain's table (its request in the query string); the parsed JSON body. */
export async function getJson(relativePath: string, client: KyInstance = http): Promise<unknown> {
  try {
    return await client.get(relativePath.replace(/^\//, '')).json();
  } catch (error) {
    toApiError(error);
  }
}
