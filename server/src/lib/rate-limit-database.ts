import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { hitOf, type RateLimitStore, rateLimitKey } from './rate-limit';

/**
 * Counts hits in the `rate_limits` table (the default: PostgreSQL or PGlite, nothing else to run).
 * A single INSERT ... ON CONFLICT DO UPDATE ... RETURNING is atomic, so several server processes
 * never lose or double-count a hit, and the window is computed from the database clock so they
 * agree on when it ends. If the database is down the query fails and the request answers 503.
 */
export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(rule, subject) {
      const key = rateLimitKey(rule, subject);
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
      const resetAt = row?.resetAt ?? new Date(Date.now() + rule.windowSeconds * 1000);
      return hitOf(rule, row?.count ?? 1, resetAt.getTime() - Date.now());
    },

    async reset(rule, subject) {
      await db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(rule, subject)));
    },

    // The database belongs to the app, which closes it.
    async close() {},
  };
}
