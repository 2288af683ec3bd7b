import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hitRateLimit, resetRateLimit } from './rate-limit';

describe('hitRateLimit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when many hits arrive at once, then each gets its own count and none is lost', async () => {
    const rule = { name: 'test-burst', limit: 15, windowSeconds: 60 };
    const hits = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(t.database.db, rule, 'Subject')));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(hits.filter((hit) => !hit.allowed)).toHaveLength(5);
    expect(Math.max(...hits.map((hit) => hit.retryAfterSeconds))).toBeLessThanOrEqual(60);
  });

  it('when the window has passed, then counting starts again at 1', async () => {
    const rule = { name: 'test-window', limit: 1, windowSeconds: 1 };
    await hitRateLimit(t.database.db, rule, 'x');
    expect((await hitRateLimit(t.database.db, rule, 'x')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await hitRateLimit(t.database.db, rule, 'x')).toMatchObject({ count: 1, allowed: true });
  });

  it('when a subject is reset, then its next hit counts 1 again', async () => {
    const rule = { name: 'test-reset', limit: 5, windowSeconds: 60 };
    await hitRateLimit(t.database.db, rule, 'y');
    await hitRateLimit(t.database.db, rule, 'y');
    await resetRateLimit(t.database.db, rule, 'Y');
    expect((await hitRateLimit(t.database.db, rule, 'y')).count).toBe(1);
  });
});
