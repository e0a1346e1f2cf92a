/**
 * The signed-in app's browser storage (signed-in spec §3, §4, §9): the cache entries
 * `user_profile_cache`, `categories_with_sub` and `products_cache`, each `{data, timestamp}`, and the
 * `token`. The query layer (`lib/query`) reads these as its initial data and writes them back after
 * every successful fetch or local update, so what is stored stays exactly the spec's.
 */
import { parseTimestamp, STORAGE_KEYS, type CacheStorageKey } from '@diet/domain';
import type { z } from 'zod';

/** The keys holding `{data, timestamp}` entries: the spec's three caches and the recent products. */
export type EntryKey = CacheStorageKey | typeof STORAGE_KEYS.recentProducts;

/** A stored entry as read: its data and when it was written (0 when the timestamp is unreadable). */
export interface StoredEntry<T> {
  data: T;
  updatedAt: number;
}

/**
 * The entry under `key` if it parses and its data validates against `schema`; otherwise undefined
 * (the caller fetches). Its age is not judged here: an old entry is still returned with its
 * `updatedAt`, so the query layer can show it while it refreshes and keep it if the refresh fails.
 * An unreadable timestamp gives `updatedAt` 0: expired (spec §4).
 */
export function readCache<S extends z.ZodType>(
  key: EntryKey,
  schema: S,
  storage: Storage = localStorage,
): StoredEntry<z.output<S>> | undefined {
  const raw = storage.getItem(key);
  if (raw == null) return undefined;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof entry !== 'object' || entry === null || !('data' in entry)) return undefined;
  const parsed = schema.safeParse(entry.data);
  if (!parsed.success) return undefined;
  const timestamp = 'timestamp' in entry ? parseTimestamp(entry.timestamp) : null;
  // A timestamp in the future (a clock moved back) is as untrustworthy as none.
  const updatedAt = timestamp !== null && timestamp <= Date.now() ? timestamp : 0;
  return { data: parsed.data, updatedAt };
}

/**
 * Stores `{data, timestamp}` under `key`. A full storage is reported, never thrown at a screen: the
 * app goes on from memory (the list still shows).
 */
export function writeCache(
  key: EntryKey,
  data: unknown,
  timestamp: number,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(key, JSON.stringify({ data, timestamp }));
  } catch (error) {
    // A full storage (QuotaExceededError) or none at all: the cache is skipped, and an older entry
    // is dropped rather than left to be shown later as if it were current.
    console.warn(`Could not store ${key}`, error);
    try {
      storage.removeItem(key);
    } catch {
      // nothing stored to drop
    }
  }
}

/** The stored identity token, or null. */
export function readToken(storage: Storage = localStorage): string | null {
  return storage.getItem(STORAGE_KEYS.token) || null;
}

export function writeToken(token: string, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.token, token);
}

/**
 * Log out (spec §4): clears all local storage. The interface language (`lang_code`) is the
 * visitor's choice of the public site, not account data: it is kept, so the home page the user
 * lands on does not switch language.
 */
export function clearAllStorage(storage: Storage = localStorage): void {
  const language = storage.getItem(STORAGE_KEYS.langCode);
  storage.clear();
  if (language !== null) storage.setItem(STORAGE_KEYS.langCode, language);
}
