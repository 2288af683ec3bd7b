import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './http-errors';

/** A fixed window: at most `limit` hits per `windowSeconds` for one subject (an IP, an e-mail...). */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

export type RateLimitHit = { count: number; allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one hit in the shared `rate_limits` table. A single INSERT ... ON CONFLICT DO UPDATE
 * ... RETURNING is atomic, so several server processes never lose or double-count a hit, and the
 * window is computed from the database clock so they agree on when it ends.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<RateLimitHit> {
  const key = keyOf(rule, subject);
  const freshWindow = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: freshWindow })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const count = row?.count ?? 1;
  const resetAt = row?.resetAt ?? new Date(Date.now() + rule.windowSeconds * 1000);
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return { count, allowed: count <= rule.limit, retryAfterSeconds };
}

/** Counts one hit and answers 429 (with Retry-After) once the subject is over the limit. */
export async function enforceRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  const hit = await hitRateLimit(db, rule, subject);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
}

/** Forgets a subject's count, e.g. the per-account login failures after a successful login. */
export async function resetRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
}
