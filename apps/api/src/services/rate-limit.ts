/**
 * Flood limits for the public endpoints, counted in the database so that every instance shares
 * them: a fixed window per (bucket, client address), one upsert per request.
 */
import type { Clock } from '../clock';
import type { Db } from '../db/db';

export interface RateLimitRule {
  bucket: string;
  max: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function hitRateLimit(
  deps: { db: Db; clock: Clock },
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitResult> {
  const now = deps.clock.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const { rows } = await deps.db.query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, subject, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, subject, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [rule.bucket, subject.slice(0, 200), windowStart],
  );
  const hits = rows[0]?.hits ?? 0;
  // Old windows are of no use: drop them when a subject opens a new window.
  if (hits === 1) {
    await deps.db.query('DELETE FROM rate_limits WHERE window_start < $1', [
      new Date(windowStart.getTime() - windowMs),
    ]);
  }
  if (hits <= rule.max) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)),
  };
}
