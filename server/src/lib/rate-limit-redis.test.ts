import { createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshIp } from '../../test/accounts';
import { TestClient } from '../../test/client';
import { createUser, FIXTURE_PASSWORD } from '../../test/fixtures';
import { NO_REDIS, randomKeyPrefix, testRedisUrl } from '../../test/redis';
import { createTestApp } from '../../test/test-app';
import { freePort } from '../../test/faults/server-process';
import { HttpError } from './http-errors';
import type { RateLimitRule } from './rate-limit';
import { redisRateLimitStore } from './rate-limit-redis';

const rule: RateLimitRule = { name: 'login-email', limit: 10, windowSeconds: 900 };

/** A logger that keeps what it is told, to check an outage is logged (once, not per reconnect). */
function recordingLog() {
  const lines: string[] = [];
  const log = {
    error: (_context: unknown, message: string) => lines.push(`error ${message}`),
    warn: (message: string) => lines.push(`warn ${message}`),
  };
  return { lines, log: log as never };
}

describe('rate limits in Redis when Redis is unreachable (fail closed, no hanging)', () => {
  it('when nothing listens at REDIS_URL, then a hit is refused with 503 at once and the outage is logged', async () => {
    const { lines, log } = recordingLog();
    const store = await redisRateLimitStore({
      url: `redis://127.0.0.1:${await freePort()}`,
      keyPrefix: randomKeyPrefix(),
      log,
    });
    try {
      const started = Date.now();
      const refused = await store.hit(rule, 'someone@example.com').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 503, extra: { code: 'rate_limiter_unavailable' } });
      await expect(store.reset(rule, 'someone@example.com')).rejects.toMatchObject({ statusCode: 503 });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(lines.filter((line) => line.includes('unreachable'))).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  describe('a Redis that accepts connections but never answers', () => {
    let silent: Server;
    let url = '';
    const sockets = new Set<Socket>();
    let connections = 0;
    beforeAll(async () => {
      silent = createServer((socket) => {
        connections += 1;
        sockets.add(socket);
        // Reads and drops whatever the client sends (a paused socket would never see the client close).
        socket.resume();
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      url = `redis://127.0.0.1:${(silent.address() as { port: number }).port}`;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it('when the server boots and a login arrives, then boot is bounded and the login answers 503 within seconds, while other routes still work', async () => {
      const started = Date.now();
      const t = await createTestApp({ env: { REDIS_URL: url } });
      try {
        expect(Date.now() - started).toBeLessThan(15_000);
        const user = await createUser(t.database.db);
        const client = new TestClient(t.app, freshIp());
        const csrf = await client.get('/accounts/api/csrf/');
        expect(csrf.statusCode).toBe(200);
        const asked = Date.now();
        const login = await client.post('/accounts/api/login/', { email: user.email, password: FIXTURE_PASSWORD });
        expect(Date.now() - asked).toBeLessThan(5000);
        expect(login.statusCode).toBe(503);
        expect(login.json()).toMatchObject({ code: 'rate_limiter_unavailable', detail: expect.any(String) });
        expect(login.headers['retry-after']).toBe('5');
        expect(login.cookies.map((cookie) => cookie.name)).not.toContain('sessionid');
      } finally {
        await t.close();
      }
      // Closing the app closed the client: it stops reconnecting (ioredis waits up to 2 s between tries).
      const afterClose = connections;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(connections).toBe(afterClose);
      expect(sockets.size).toBe(0);
    }, 30_000);
  });
});

describe('rate limits in Redis, the keys themselves', () => {
  let redis: Redis;
  let keyPrefix = '';
  beforeAll(() => {
    if (testRedisUrl) redis = new Redis(testRedisUrl);
  });
  afterAll(async () => {
    await redis?.quit();
  });
  beforeEach(({ skip }) => {
    if (!testRedisUrl) skip(NO_REDIS);
    keyPrefix = randomKeyPrefix();
  });
  afterEach(async () => {
    const keys = testRedisUrl ? await redis.keys(`${keyPrefix}*`) : [];
    if (keys.length > 0) await redis.del(...keys);
  });

  it('when a subject is hit, then its key carries REDIS_KEY_PREFIX and expires with the window', async () => {
    const store = await redisRateLimitStore({ url: testRedisUrl as string, keyPrefix, log: recordingLog().log });
    try {
      await store.hit(rule, 'Someone@Example.com');
      const key = `${keyPrefix}rl:login-email:someone@example.com`;
      expect(await redis.get(key)).toBe('1');
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(895_000);
      expect(ttl).toBeLessThanOrEqual(900_000);
    } finally {
      await store.close();
    }
  });

  it('when a key somehow has no expiry, then the next hit gives it the window again instead of blocking forever', async () => {
    const store = await redisRateLimitStore({ url: testRedisUrl as string, keyPrefix, log: recordingLog().log });
    try {
      const key = `${keyPrefix}rl:login-email:stuck@example.com`;
      await redis.set(key, '40');
      const hit = await store.hit(rule, 'stuck@example.com');
      expect(hit).toMatchObject({ count: 41, allowed: false });
      expect(hit.retryAfterSeconds).toBe(900);
      expect(await redis.pttl(key)).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });

  it('when the app runs with REDIS_URL, then 10 wrong passwords lock the account in Redis (not in the database) until a reset', async () => {
    const t = await createTestApp({ env: { REDIS_URL: testRedisUrl as string, REDIS_KEY_PREFIX: keyPrefix } });
    try {
      const user = await createUser(t.database.db);
      for (let i = 0; i < 10; i++) {
        const wrong = await new TestClient(t.app, freshIp()).post('/accounts/api/login/', {
          email: user.email,
          password: `wrong-${i}-pass`,
        });
        expect(wrong.statusCode).toBe(400);
      }
      const right = await new TestClient(t.app, freshIp()).post('/accounts/api/login/', {
        email: user.email,
        password: FIXTURE_PASSWORD,
      });
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(890);
      expect(await redis.get(`${keyPrefix}rl:login-email:${user.email}`)).toBe('11');
      const rows = await t.database.db.execute('select count(*)::int as n from rate_limits');
      expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    } finally {
      await t.close();
    }
  }, 30_000);
});
