/**
 * Tolerant response readers (signed-in spec §3 and §7): a list may come bare, or inside an object
 * whose `body` holds it as an array or as a JSON string; an object (the profile, a product) may
 * come bare, as a JSON string, or inside a `body` or `data` wrapper, itself possibly a JSON string.
 *
 * Unwrapping rule, applied up to {@link MAX_UNWRAP_DEPTH} times before validating:
 * a string is parsed as JSON; an object with an own `body` key is replaced by its `body`,
 * otherwise one with an own `data` key by its `data`. So an entity schema must not have a
 * top-level `body` or `data` field (none of the spec's has).
 */
import { z } from 'zod';

/** How many wrappers the readers peel at most (e.g. `{body: '{"data": "{…}"}'}` is 4). */
export const MAX_UNWRAP_DEPTH = 4;

/** Thrown when a response does not have the expected shape. `issues` are zod's when it validated. */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(message: string, issues: readonly z.core.$ZodIssue[] = []) {
    super(message);
    this.issues = issues;
  }
}

type Unwrapped = { ok: true; value: unknown } | { ok: false };

function unwrapOnce(value: unknown): Unwrapped {
  if (typeof value === 'string') {
    try {
      return { ok: true, value: JSON.parse(value) as unknown };
    } catch {
      return { ok: false };
    }
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    if (Object.hasOwn(value, 'body')) return { ok: true, value: (value as { body: unknown }).body };
    if (Object.hasOwn(value, 'data')) return { ok: true, value: (value as { data: unknown }).data };
  }
  return { ok: false };
}

function isWrapper(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    (typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      (Object.hasOwn(value, 'body') || Object.hasOwn(value, 'data')))
  );
}

/** Peels wrappers while `stop` does not hold; returns the inner value or undefined if none found. */
function peel(raw: unknown, stop: (value: unknown) => boolean): { found: boolean; value: unknown } {
  let value = raw;
  for (let depth = 0; depth <= MAX_UNWRAP_DEPTH; depth += 1) {
    if (stop(value)) return { found: true, value };
    if (depth === MAX_UNWRAP_DEPTH) break;
    const next = unwrapOnce(value);
    if (!next.ok) break;
    value = next.value;
  }
  return { found: false, value };
}

/**
 * Reads a list response: finds the array (bare, or in `body` / `data`, possibly JSON strings) and
 * validates every item with `itemSchema`. One invalid item fails the whole read.
 * @throws {MalformedResponseError} when no array is found or an item is invalid
 */
export function readList<S extends z.ZodType>(itemSchema: S, raw: unknown): z.output<S>[] {
  const { found, value } = peel(raw, Array.isArray);
  if (!found) throw new MalformedResponseError('Expected a list response');
  const parsed = z.array(itemSchema).safeParse(value);
  if (!parsed.success) throw new MalformedResponseError('Invalid item in list response', parsed.error.issues);
  return parsed.data;
}

/**
 * Reads an object response: peels wrappers (see the module comment) and validates with `schema`.
 * @throws {MalformedResponseError} when the value does not validate
 */
export function readObject<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const { value } = peel(raw, (v) => !isWrapper(v));
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new MalformedResponseError('Invalid object response', parsed.error.issues);
  return parsed.data;
}

/**
 * Reads a response with the schema of a call: a `z.array(item)` schema reads as a list
 * ({@link readList}), any other as an object ({@link readObject}).
 */
export function readResponse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  if (schema instanceof z.ZodArray) {
    return readList(schema.element as z.ZodType, raw) as z.output<S>;
  }
  return readObject(schema, raw);
}
