import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { hitOf, type RateLimitStore, rateLimitKey, rateLimiterUnavailable } from './rate-limit';

/**
 * One hit as one script, so Redis runs it atomically: the first hit of a window creates the key
 * with its expiry, later hits only count. The PTTL guard repairs a key that somehow has no expiry
 * (set by hand, say), which would otherwise block its subject forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type ScriptedRedis = Redis & { rateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

export type RedisStoreOptions = { url: string; keyPrefix: string; log: FastifyBaseLogger };

/**
 * How long a request may wait for Redis before it answers 503 instead. Generous next to the usual
 * sub-millisecond answer: a busy event loop (PGlite runs on it) can delay reading a reply that
 * has already arrived, and that must not turn into a refused login.
 */
const CONNECT_TIMEOUT_MS = 2000;
const COMMAND_TIMEOUT_MS = 2000;
/** At boot, how long to wait for the first connection (ioredis retries within it). */
const BOOT_WAIT_MS = 5000;

/**
 * Counts hits in Redis (REDIS_URL). Fails closed and fast: with no offline queue a command sent
 * while Redis is unreachable fails at once instead of waiting, a stuck one gives up after
 * COMMAND_TIMEOUT_MS, and either way the request answers 503 (logged) rather than skip the count.
 * A command is never retried after a lost connection, since a replayed INCR would count twice.
 * The client keeps reconnecting in the background; requests succeed again as soon as it is back.
 */
export async function redisRateLimitStore({ url, keyPrefix, log }: RedisStoreOptions): Promise<RateLimitStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
  }) as ScriptedRedis;
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });

  // ioredis reports every failed reconnection attempt: log the outage once, and its end.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'redis (rate limits) unreachable: rate-limited requests answer 503 until it is back');
  });
  redis.on('ready', () => {
    if (down) log.warn('redis (rate limits) reachable again');
    down = false;
  });

  const keyOf = (rule: Parameters<RateLimitStore['hit']>[0], subject: string) =>
    `${keyPrefix}rl:${rateLimitKey(rule, subject)}`;
  const guarded = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      log.error({ err: error }, `rate limit ${what} failed in redis: answering 503`);
      throw rateLimiterUnavailable();
    }
  };

  // Wait for the first connection (bounded) so the first requests after boot don't fail; an
  // unreachable Redis is logged and does not stop the server: only rate-limited routes answer 503.
  let waited: NodeJS.Timeout | undefined;
  await Promise.race([
    redis.connect().catch(() => {}),
    new Promise((resolve) => {
      waited = setTimeout(resolve, BOOT_WAIT_MS);
    }),
  ]);
  clearTimeout(waited);

  return {
    hit: (rule, subject) =>
      guarded('hit', async () => {
        const [count, ttlMs] = await redis.rateLimitHit(keyOf(rule, subject), rule.windowSeconds * 1000);
        return hitOf(rule, count, ttlMs);
      }),
    reset: (rule, subject) =>
      guarded('reset', async () => {
        await redis.del(keyOf(rule, subject));
      }),
    async close() {
      // quit() waits for Redis to answer; when it is unreachable there is nothing to flush.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
