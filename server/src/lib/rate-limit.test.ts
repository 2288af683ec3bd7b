import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NO_REDIS, randomKeyPrefix, testRedisUrl } from '../../test/redis';
import type { RateLimitRule, RateLimitStore } from './rate-limit';
import { databaseRateLimitStore } from './rate-limit-database';
import { redisRateLimitStore } from './rate-limit-redis';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every store must do, run against each real store (no fakes): the limit, the window, reset,
 * and exact counting under concurrency, since several processes hit one store at once.
 */
function storeBehaviour(open: () => Promise<RateLimitStore>, skipReason?: () => string | undefined) {
  let store: RateLimitStore;
  beforeEach(async ({ skip }) => {
    const reason = skipReason?.();
    if (reason) skip(reason);
    store = await open();
  });
  afterEach(async () => store?.close());

  it('when a subject goes over the limit, then the hits after it are refused with a Retry-After within the window', async () => {
    const rule: RateLimitRule = { name: 'limit', limit: 3, windowSeconds: 60 };
    const hits = [];
    for (let i = 0; i < 5; i++) hits.push(await store.hit(rule, 'someone@example.com'));
    expect(hits.map((hit) => [hit.count, hit.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ]);
    for (const hit of hits) {
      expect(hit.retryAfterSeconds).toBeGreaterThanOrEqual(58);
      expect(hit.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('when subjects differ only in case, then they share one count; other subjects and rules keep their own', async () => {
    const rule: RateLimitRule = { name: 'case', limit: 5, windowSeconds: 60 };
    await store.hit(rule, 'Someone@Example.com');
    expect((await store.hit(rule, 'someone@example.com')).count).toBe(2);
    expect((await store.hit(rule, 'other@example.com')).count).toBe(1);
    expect((await store.hit({ ...rule, name: 'case-2' }, 'someone@example.com')).count).toBe(1);
  });

  it('when the window has passed, then counting starts again at 1', async () => {
    const rule: RateLimitRule = { name: 'window', limit: 1, windowSeconds: 1 };
    await store.hit(rule, 'x');
    expect((await store.hit(rule, 'x')).allowed).toBe(false);
    await sleep(1100);
    expect(await store.hit(rule, 'x')).toMatchObject({ count: 1, allowed: true });
  });

  it('when a subject is reset, then its next hit counts 1 again and other subjects keep their count', async () => {
    const rule: RateLimitRule = { name: 'reset', limit: 5, windowSeconds: 60 };
    await store.hit(rule, 'y');
    await store.hit(rule, 'y');
    await store.hit(rule, 'z');
    await store.reset(rule, 'Y');
    expect((await store.hit(rule, 'y')).count).toBe(1);
    expect((await store.hit(rule, 'z')).count).toBe(2);
  });

  it('when 200 hits arrive at once, then each gets its own count (1..200) and exactly the ones over the limit are refused', async () => {
    const rule: RateLimitRule = { name: 'burst', limit: 150, windowSeconds: 60 };
    const hits = await Promise.all(Array.from({ length: 200 }, () => store.hit(rule, 'Subject')));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(hits.filter((hit) => !hit.allowed)).toHaveLength(50);
    expect((await store.hit(rule, 'subject')).count).toBe(201);
  });
}

describe('rate limits in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  // Rule names are unique per test, and the database is this file's own.
  storeBehaviour(async () => databaseRateLimitStore(t.database.db));
});

describe('rate limits in Redis', () => {
  const log = { error() {}, warn() {} } as never;
  storeBehaviour(
    () => redisRateLimitStore({ url: testRedisUrl as string, keyPrefix: randomKeyPrefix(), log }),
    () => (testRedisUrl ? undefined : NO_REDIS),
  );
});
