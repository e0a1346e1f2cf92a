/**
 * Flood and per-user limits, counted in the database so that every instance shares them: a fixed
 * window per (bucket, subject), the subject a client address or a token `sub`. `hitRateLimit`
 * writes once per request; {@link BatchedRateLimit} (for `/products`, served without any other
 * write) adds an instance's hits in batches.
 */
import type { Clock } from '../clock';
import type { Db } from '../db/db';

export interface RateLimitRule {
  bucket: string;
  max: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Deps = { db: Db; clock: Clock };

/** The start of the window holding `now` (ms). */
const windowOf = (now: number, rule: RateLimitRule) => {
  const windowMs = rule.windowSeconds * 1000;
  return Math.floor(now / windowMs) * windowMs;
};

const refused = (now: number, windowStart: number, rule: RateLimitRule): RateLimitResult => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowSeconds * 1000 - now) / 1000)),
});

/** Adds `count` hits to the subject's window and answers its total. */
async function addHits(
  deps: Deps,
  rule: RateLimitRule,
  subject: string,
  windowStart: number,
  count: number,
): Promise<number> {
  const { rows } = await deps.db.query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, subject, window_start, hits) VALUES ($1, $2, $3, $4)
     ON CONFLICT (bucket, subject, window_start) DO UPDATE SET hits = rate_limits.hits + EXCLUDED.hits
     RETURNING hits`,
    [rule.bucket, subject.slice(0, 200), new Date(windowStart), count],
  );
  const hits = rows[0]?.hits ?? 0;
  // Old windows are of no use: drop them when a subject opens a new window.
  if (hits === count) {
    await deps.db.query('DELETE FROM rate_limits WHERE window_start < $1', [
      new Date(windowStart - rule.windowSeconds * 1000),
    ]);
  }
  return hits;
}

/** Counts one hit (one write) and answers whether it is within the limit. */
export async function hitRateLimit(
  deps: Deps,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitResult> {
  const now = deps.clock.now().getTime();
  const windowStart = windowOf(now, rule);
  const hits = await addHits(deps, rule, subject, windowStart, 1);
  return hits <= rule.max ? { allowed: true } : refused(now, windowStart, rule);
}

interface Tally {
  windowStart: number;
  /** The database's total at this instance's last write (a lower bound of the shared count). */
  known: number;
  /** Hits this instance has let through and not yet written. */
  pending: number;
}

/**
 * A per-subject limit for a hot path, shared by every instance like {@link hitRateLimit} but
 * written in batches: an instance writes its hits every `max / 20` of them (every hit below a
 * limit of 40), and whenever they would take the subject past the limit, and reads the shared
 * total back with each write. A subject known to be past the limit is refused with no write. So at
 * the default 120 `/products` an hour, one write per 6 calls; a subject may get up to
 * `max / 20 - 1` hits more than the limit per instance serving it (hits not yet written when its
 * window ends are never written). One per app instance (`AppDeps.batchedLimits`).
 */
export class BatchedRateLimit {
  private readonly tallies = new Map<string, Tally>();

  /** @param maxSubjects subjects kept at most (the oldest are dropped with their unwritten hits) */
  constructor(private readonly maxSubjects = 10_000) {}

  async hit(deps: Deps, rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
    const now = deps.clock.now().getTime();
    const windowStart = windowOf(now, rule);
    const key = `${rule.bucket}\u0000${subject}`;
    let tally = this.tallies.get(key);
    if (!tally || tally.windowStart !== windowStart) {
      tally = { windowStart, known: 0, pending: 0 };
      this.tallies.delete(key);
      this.tallies.set(key, tally);
      if (this.tallies.size > this.maxSubjects) this.tallies.delete(this.tallies.keys().next().value!);
    }
    if (tally.known > rule.max) return refused(now, windowStart, rule);
    tally.pending += 1;
    const batch = Math.max(1, Math.floor(rule.max / 20));
    if (tally.known + tally.pending <= rule.max && tally.pending < batch) return { allowed: true };
    const count = tally.pending;
    tally.pending = 0;
    const total = await addHits(deps, rule, subject, windowStart, count);
    tally.known = Math.max(tally.known, total);
    return total <= rule.max ? { allowed: true } : refused(now, windowStart, rule);
  }
}
