/**
 * The one HTTP client of the web app: a `ky` instance on the API base, with a timeout and no
 * automatic retries of POSTs. It throws typed errors; screens decide what to show, and nothing
 * here navigates.
 */
import type { ApiPath, ApiRequest } from '@diet/domain';
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';

import { config } from '../config';

export const REQUEST_TIMEOUT_MS = 15_000;

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
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
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
