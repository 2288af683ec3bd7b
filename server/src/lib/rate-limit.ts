import { HttpError, tooManyRequests } from './http-errors';

/** A fixed window: at most `limit` hits per `windowSeconds` for one subject (an IP, an e-mail...). */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export type RateLimitHit = { count: number; allowed: boolean; retryAfterSeconds: number };

/**
 * Where hits are counted. Every server process must share one store, or each process would grant
 * the full limit: the database (default) or Redis (REDIS_URL). See rate-limit-store.ts.
 */
export interface RateLimitStore {
  /** Counts one hit atomically (concurrent hits each get their own count) and tells whether it is allowed. */
  hit(rule: RateLimitRule, subject: string): Promise<RateLimitHit>;
  /** Forgets a subject's count, e.g. the per-account login failures after a successful login. */
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  close(): Promise<void>;
}

/** Subjects are e-mails and IPs: case must not give an attacker a fresh count. */
export const rateLimitKey = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

export const retryAfterSeconds = (remainingMs: number) => Math.max(1, Math.ceil(remainingMs / 1000));

export const hitOf = (rule: RateLimitRule, count: number, remainingMs: number): RateLimitHit => ({
  count,
  allowed: count <= rule.limit,
  retryAfterSeconds: retryAfterSeconds(remainingMs),
});

/**
 * The store can't be reached: the request is refused (fail closed) rather than let through
 * uncounted, so an outage never opens the door to password guessing.
 */
export const rateLimiterUnavailable = () =>
  new HttpError(503, 'Sign-in protection is briefly unavailable. Please try again in a moment.', {
    code: 'rate_limiter_unavailable',
    retryAfter: 5,
  });

/** Counts one hit and answers 429 (with Retry-After) once the subject is over the limit. */
export async function enforceRateLimit(store: RateLimitStore, rule: RateLimitRule, subject: string): Promise<void> {
  const hit = await store.hit(rule, subject);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
}

/**
 * Counts one hit under each rule in turn (a short burst window, then a long one for the same subject)
 * and answers 429 at the first that is over. A hit refused by the burst is not counted by the longer
 * windows: a crowd that retries after a refusal doesn't use up its hour.
 */
export async function enforceRateLimits(
  store: RateLimitStore,
  rules: readonly RateLimitRule[],
  subject: string,
): Promise<void> {
  for (const rule of rules) await enforceRateLimit(store, rule, subject);
}
