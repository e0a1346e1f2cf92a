/**
 * Reading request bodies: the body of every call of the table is read once, up to
 * {@link MAX_BODY_BYTES}, before its handler looks at the request (so an oversized body is a 413
 * even without a token), then decoded as the call table says: JSON, or form-encoded (newsletter,
 * contact). Other paths never read a body; a GET call of the table reads its query string
 * ({@link readQuery}).
 *
 * Under Node the body is read straight from the `IncomingMessage`; building a web `Request` with
 * a stream body for it costs more than the rest of a cached `/products` answer. Elsewhere (Lambda,
 * tests) it is read from the web request's stream, with the same limit.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

import type { Context, MiddlewareHandler } from 'hono';

import { badRequest, HttpError } from './errors';

/** Largest request body accepted, bytes (413 above). */
export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, `Request body larger than ${MAX_BODY_BYTES / 1024} KB`);

const bodies = new WeakMap<Context, string>();

/**
 * Reads the body of a call of the table (413 past the limit) for {@link readJsonBody} and
 * {@link readFormBody}; run ahead of the handler, so it comes before the token check.
 */
export const bufferBody: MiddlewareHandler = async function bufferBody(c, next) {
  bodies.set(c, await readLimited(c));
  await next();
};

async function readLimited(c: Context): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) throw tooLarge();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const take = (chunk: Uint8Array) => {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(chunk);
  };
  try {
    if (incoming instanceof Readable) {
      for await (const chunk of incoming) take(chunk as Buffer);
    } else {
      const stream = c.req.raw.body;
      if (stream) {
        const reader = stream.getReader();
        try {
          for (let read = await reader.read(); !read.done; read = await reader.read()) take(read.value);
        } finally {
          void reader.cancel().catch(() => {});
        }
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The body broke off: the client hung up (or the server's request timeout closed it). A
    // client event, answered as such (to nobody, mostly) and not logged as the API's failure.
    throw new HttpError(400, 'Request body incomplete');
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

/** The body read by {@link bufferBody}. */
function bodyText(c: Context): string {
  const text = bodies.get(c);
  if (text === undefined) throw new Error('bufferBody must run before a body is read');
  return text;
}

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The JSON body; a body that is not JSON, or not sent as `application/json`, is refused. */
export function readJsonBody(c: Context): unknown {
  const type = mediaType(c);
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new HttpError(415, 'Send the body as application/json');
  }
  const text = bodyText(c);
  if (text.trim() === '') throw badRequest('Missing JSON body');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Includes absurdly deep nesting (RangeError): the client's fault either way.
    throw badRequest('Malformed JSON body');
  }
}

/**
 * The form body (`application/x-www-form-urlencoded`) as an object of strings. A field sent twice
 * is refused rather than guessed.
 */
export function readFormBody(c: Context): Record<string, string> {
  if (mediaType(c) !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Send the body as application/x-www-form-urlencoded');
  }
  const text = bodyText(c);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    throw badRequest('Malformed form body');
  }
  return singleFields(params);
}

/**
 * The query string of a GET call as an object of strings (the URL parser decodes it; a malformed
 * escape stays as sent). A field sent twice is refused, as in a form body.
 */
export function readQuery(c: Context): Record<string, string> {
  return singleFields(new URL(c.req.url).searchParams);
}

function singleFields(params: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of params) {
    if (Object.hasOwn(fields, key))
      throw badRequest(`Invalid request: ${key.slice(0, 64)} given more than once`);
    fields[key] = value;
  }
  return { ...fields };
}
