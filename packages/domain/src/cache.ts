/**
 * Browser cache entries (signed-in spec §3, §4, §9): `{data, timestamp}`, reused while younger than
 * 720 minutes (`CACHE_LIFETIME_MS`), refreshed when older or unparseable. Storage and freshness
 * are the caller's: this module only reads the stored timestamp.
 */

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
