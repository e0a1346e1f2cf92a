/** Errors a service or handler raises to answer with a 4xx (or 503) and a clear JSON message. */
import type { z } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface FieldIssue {
  field: string;
  message: string;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly extra: { fields?: FieldIssue[] } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: string;
  fields?: FieldIssue[];
}

export const badRequest = (message: string, fields?: FieldIssue[]) =>
  new HttpError(400, message, fields ? { fields } : {});
export const unauthorized = (message = 'Missing or invalid token') =>
  new HttpError(401, message, {}, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'Too many requests, please try again later',
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    503,
    message,
    {},
    retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
  );

/** zod's issues as named fields: `intolerances.0`, `email`, or `(body)` for the body itself. */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
}

/** A 400 naming the bad fields in its message and listing them. */
export function invalidBody(issues: readonly z.core.$ZodIssue[]): HttpError {
  const fields = fieldIssues(issues);
  const names = [...new Set(fields.map((issue) => issue.field))];
  return badRequest(`Invalid request: ${names.join(', ')}`, fields);
}
