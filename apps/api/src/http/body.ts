/** Reading request bodies as the call table says: JSON, or form-encoded (newsletter, contact). */
import type { Context } from 'hono';

import { badRequest, HttpError } from './errors';

/** Largest request body accepted, bytes (413 above). */
export const MAX_BODY_BYTES = 64 * 1024;

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The JSON body; a body that is not JSON, or not sent as `application/json`, is refused. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = mediaType(c);
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new HttpError(415, 'Send the body as application/json');
  }
  const text = await c.req.text();
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
export async function readFormBody(c: Context): Promise<Record<string, string>> {
  if (mediaType(c) !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Send the body as application/x-www-form-urlencoded');
  }
  const text = await c.req.text();
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    throw badRequest('Malformed form body');
  }
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of params) {
    if (Object.hasOwn(fields, key))
      throw badRequest(`Invalid request: ${key.slice(0, 64)} given more than once`);
    fields[key] = value;
  }
  return { ...fields };
}
