import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, STRONG_PASSWORD } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rateLimits } from '../../db/schema';

/**
 * docs/decisions/0010-shared-address-limits.md: one address is often a crowd (a mobile
 * network's shared address, a job fair's Wi-Fi), so the hourly limits let a crowd through and short
 * windows stop a script. Time is moved by pulling the address's windows back, as the clock would.
 */
describe('rate limits on a shared address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** `minutes` pass for the counters of `ip` (the database clock decides when a window ends). */
  const passTime = (ip: string, minutes: number) =>
    t.database.db
      .update(rateLimits)
      .set({ resetAt: sql`${rateLimits.resetAt} - make_interval(secs => ${Math.round(minutes * 60)})` })
      .where(like(rateLimits.key, `%:${ip}`));

  const register = (client: TestClient, password = STRONG_PASSWORD) =>
    client.post('/accounts/api/register/', {
      email: freshEmail('fair'),
      password,
      password2: password,
      user_type: 'job_seeker',
    });

  it('when a job fair registers 60 people from one Wi-Fi within an hour, then every one succeeds', async () => {
    const wifi = new TestClient(t.app, freshIp());
    const statuses: number[] = [];
    // Six tables of ten people, one table every 9 minutes: 60 sign-ups in 54 minutes.
    for (let table = 0; table < 6; table++) {
      for (let person = 0; person < 10; person++) statuses.push((await register(wifi)).statusCode);
      await passTime(wifi.ip, 9);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(60);
  }, 180_000);

  it('when one address tries 1,000 sign-ups in an hour, then at most 150 get past the limit, and a burst stops at 30', async () => {
    const script = new TestClient(t.app, freshIp());
    // A weak password: each attempt the limit lets through answers 400 without hashing (cheap to run),
    // each one it stops answers 429 before that.
    const burst: number[] = [];
    for (let i = 0; i < 31; i++) burst.push((await register(script, '123')).statusCode);
    expect(burst.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(burst[30]).toBe(429);

    let passed = burst.filter((status) => status !== 429).length;
    for (let attempt = 31; attempt < 1000; attempt++) {
      if ((await register(script, '123')).statusCode !== 429) passed += 1;
      // 1,000 attempts spread evenly over 59 minutes.
      if (attempt % 50 === 0) await passTime(script.ip, 2.95);
    }
    expect(passed).toBe(150);
  }, 300_000);

  it('when one address tries 1,000 logins in an hour, then at most 200 get past the limit', async () => {
    const script = new TestClient(t.app, freshIp());
    let passed = 0;
    for (let attempt = 0; attempt < 1000; attempt++) {
      const response = await script.post('/accounts/api/login/', { email: freshEmail('spray'), password: 'wrong' });
      if (response.statusCode !== 429) passed += 1;
      if (attempt % 50 === 49) await passTime(script.ip, 2.95);
    }
    // 50 per 15 minutes: four windows in the hour.
    expect(passed).toBeLessThanOrEqual(200);
    expect(passed).toBeGreaterThanOrEqual(150);
  }, 300_000);
});
