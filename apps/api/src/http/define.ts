/**
 * One place that turns a row of the domain's call table into a Hono route: auth (bearer calls
 * verify the id token first), the request's encoding (a JSON or form body for a POST, the query
 * string for a GET), the request schema (400 naming the fields), then the handler. Handlers stay
 * thin: they call a service and return its answer.
 */
import { apiCalls, type ApiPath, type ApiResponseBody, type ParsedApiRequest } from '@diet/domain';
import type { Context, Hono } from 'hono';

import { InvalidTokenError, KeysUnavailableError, type AuthUser, type TokenVerifier } from '../auth/verifier';
import { bufferBody, readFormBody, readJsonBody, readQuery } from './body';
import { badRequest, invalidBody, serviceUnavailable, unauthorized } from './errors';

interface Reply<P extends ApiPath> {
  status?: 200 | 201;
  body: ApiResponseBody<P>;
}

export interface RouteContext {
  app: Hono;
  verifier: TokenVerifier;
}

async function authenticate(c: Context, verifier: TokenVerifier): Promise<AuthUser> {
  const header = c.req.header('authorization') ?? '';
  // The scheme is case-insensitive (RFC 9110 §11.1).
  const match = /^Bearer +([A-Za-z0-9_\-.]{1,8192})$/i.exec(header.trim());
  if (!match) throw unauthorized();
  try {
    return await verifier.verify(match[1]!);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized(error.message);
    if (error instanceof KeysUnavailableError)
      throw serviceUnavailable(error.message, error.retryAfterSeconds);
    throw error;
  }
}

/**
 * The caller of a public call that may carry the owner's id token (registration): null without an
 * `Authorization` header; a header that is not a valid id token is a 401, never taken as absent.
 */
export async function optionalCaller(c: Context, verifier: TokenVerifier): Promise<AuthUser | null> {
  if (c.req.header('authorization') === undefined) return null;
  return authenticate(c, verifier);
}

function parseRequest<P extends ApiPath>(path: P, c: Context): ParsedApiRequest<P> {
  const call = apiCalls[path];
  const raw =
    call.encoding === 'query' ? readQuery(c) : call.encoding === 'form' ? readFormBody(c) : readJsonBody(c);
  const parsed = call.request.safeParse(raw);
  if (!parsed.success) throw invalidBody(parsed.error.issues);
  const nulField = findNul(parsed.data);
  if (nulField !== null) {
    throw badRequest(`Invalid request: ${nulField}`, [
      { field: nulField, message: 'NUL characters are not allowed' },
    ]);
  }
  return parsed.data as ParsedApiRequest<P>;
}

/** The path of the first string holding a NUL character (PostgreSQL text cannot store it). */
function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(body)' : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

function checkCall(path: ApiPath, auth: 'bearer' | 'none', method: 'GET' | 'POST') {
  const call = apiCalls[path];
  if (call.auth !== auth || call.method !== method) {
    throw new Error(
      `${path} is "${call.auth}" ${call.method} in the call table, registered as "${auth}" ${method}`,
    );
  }
}

const reply = <P extends ApiPath>(c: Context, result: Reply<P>) =>
  c.json(result.body as object, result.status ?? 200);

/** A signed-in call: 401 before the body is parsed (an oversized one is a 413 first). */
export function signedIn<P extends ApiPath>(
  { app, verifier }: RouteContext,
  path: P,
  /** A handler answers with its body, or with a finished Response (e.g. a pre-serialised list). */
  handler: (body: ParsedApiRequest<P>, user: AuthUser, c: Context) => Promise<Reply<P> | Response>,
) {
  checkCall(path, 'bearer', 'POST');
  app.post(path, bufferBody, async (c) => {
    const user = await authenticate(c, verifier);
    const body = parseRequest(path, c);
    const result = await handler(body, user, c);
    return result instanceof Response ? result : reply(c, result);
  });
}

/**
 * A public call; `before` runs once the body is parsed and valid: flood limits count only
 * well-formed requests, so garbage from one address behind a shared NAT blocks nobody else.
 */
export function publicCall<P extends ApiPath>(
  { app }: RouteContext,
  path: P,
  before: (c: Context) => Promise<void>,
  handler: (body: ParsedApiRequest<P>, c: Context) => Promise<Reply<P>>,
) {
  checkCall(path, 'none', 'POST');
  app.post(path, bufferBody, async (c) => {
    const body = parseRequest(path, c);
    await before(c);
    return reply(c, await handler(body, c));
  });
}

/**
 * A public GET call: its request is the query string (no body is read). `before` runs ahead of
 * parsing, as for {@link publicCall}. The handler may answer a finished Response (its own headers).
 */
export function publicQuery<P extends ApiPath>(
  { app }: RouteContext,
  path: P,
  before: (c: Context) => Promise<void>,
  handler: (query: ParsedApiRequest<P>, c: Context) => Promise<Reply<P> | Response>,
) {
  checkCall(path, 'none', 'GET');
  app.get(path, async (c) => {
    await before(c);
    const query = parseRequest(path, c);
    const result = await handler(query, c);
    return result instanceof Response ? result : reply(c, result);
  });
}
