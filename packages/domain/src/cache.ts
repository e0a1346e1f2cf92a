/**
 * Browser cache entries (signed-in spec §3, §4, §9): `{data, timestamp}`, reused while younger than
 * 720 minutes, refreshed when older or unparseable. Storage itself is the caller's: these
 * functions only read and build the values.
 */
import type { z } from 'zod';

import { CACHE_LIFETIME_MS } from './constants';

/** A cache entry as stored (JSON) under a cache key. */
export interface CacheEntry<T> {
  data: T;
  /** Milliseconds since the epoch when the entry was written. */
  timestamp: number;
}

/** An instant: a Date, or milliseconds since the epoch. */
export type Instant = Date | number;

function toMillis(now: Instant): number {
  return typeof now === 'number' ? now : now.getTime();
}

/** A new entry stamped with `now`. */
export function createCacheEntry<T>(data: T, now: Instant): CacheEntry<T> {
  return { data, timestamp: toMillis(now) };
}

/**
 * Reads a stored timestamp: epoch milliseconds as a number or a numeric string, or an ISO 8601
 * date string. Anything else (missing, blank, unparseable) gives `null`.
 */
export function parseTimestamp(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const millis = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(millis) ? millis : null;
}

/**
 * Whether an entry is fresh at `now`: its timestamp parses and its age is at least 0 and less
 * than `maxAgeMs` (720 minutes by default). A missing or unparseable timestamp is expired; so is
 * a timestamp in the future (clock moved back or a foreign value), which would otherwise stay
 * fresh for too long.
 */
export function isCacheFresh(entry: unknown, now: Instant, maxAgeMs: number = CACHE_LIFETIME_MS): boolean {
  if (typeof entry !== 'object' || entry === null || !('timestamp' in entry)) return false;
  const timestamp = parseTimestamp(entry.timestamp);
  if (timestamp === null) return false;
  const age = toMillis(now) - timestamp;
  return age >= 0 && age < maxAgeMs;
}

/**
 * The data of a stored entry (the raw JSON string) if it parses, holds a `data` field, is fresh at
 * `now`, and (when a schema is given) validates. Otherwise `null`: the caller refreshes.
 */
export function readFreshCache<S extends z.ZodType>(
  raw: string | null | undefined,
  now: Instant,
  schema: S,
  maxAgeMs: number = CACHE_LIFETIME_MS,
): z.output<S> | null {
  if (raw == null) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof entry !== 'object' || entry === null || !('data' in entry)) return null;
  if (!isCacheFresh(entry, now, maxAgeMs)) return null;
  const parsed = schema.safeParse(entry.data);
  return parsed.success ? parsed.data : null;
}
