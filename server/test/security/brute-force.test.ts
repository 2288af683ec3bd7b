import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp } from '../accounts';
import { TestClient } from '../client';
import { createUser, FIXTURE_PASSWORD } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';

const LOGIN = '/accounts/api/login/';
const PER_ACCOUNT = 10;
const PER_IP = 50;
const FIFTEEN_MINUTES = 15 * 60;

function expect429(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json().detail).toEqual(expect.any(String));
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** A login for an unknown address sent from `remoteAddress` with the given X-Forwarded-For. */
const loginFrom = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  new TestClient(t.app, remoteAddress).post(
    LOGIN,
    { email: freshEmail('probe'), password: 'guess-123456' },
    { headers: { 'x-forwarded-for': forwardedFor } },
  );

describe('brute force, without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when one account gets 10 wrong passwords from 10 addresses, then the 11th try answers 429 with Retry-After, even with the right password', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const wrong = await new TestClient(t.app, freshIp()).post(LOGIN, {
        email: user.email,
        password: `wrong-${i}-pass`,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await new TestClient(t.app, freshIp()).post(LOGIN, { email: user.email, password: FIXTURE_PASSWORD });
    expect429(right, FIFTEEN_MINUTES);
  });

  it('when every attempt forges a new X-Forwarded-For, then the header is ignored and attempt 51 from the address answers 429', async () => {
    const attacker = '198.51.100.7';
    for (let i = 0; i < PER_IP; i++) {
      expect((await loginFrom(t, attacker, `10.99.${i >> 8}.${i & 255}`)).statusCode).toBe(400);
    }
    expect429(await loginFrom(t, attacker, '10.99.200.200'), FIFTEEN_MINUTES);
  });

  it('when one account gets 5 reset requests within the hour, then all 5 get the same answer and at most 3 mails leave', async () => {
    const user = await createUser(t.database.db);
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await new TestClient(t.app, freshIp()).post('/accounts/api/password-reset/request/', {
        email: user.email,
      });
      answers.push([response.statusCode, response.json()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // Without SMTP_URL every mail becomes a file in DATA_DIR/outbox; the sending is not awaited.
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = () => {
      try {
        return readdirSync(outbox).length;
      } catch {
        return 0;
      }
    };
    const deadline = Date.now() + 5000;
    while (mails() < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails()).toBe(3);
  });
});

describe('brute force, behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => t.close());

  it('when attempts come through the proxy with forged values in front of the one it adds, then only the added one counts', async () => {
    const client = '203.0.113.7';
    for (let i = 0; i < PER_IP; i++) {
      // The client sent "X-Forwarded-For: <forged>"; the proxy appended the address it saw.
      expect((await loginFrom(t, '127.0.0.1', `10.99.${i >> 8}.${i & 255}, ${client}`)).statusCode).toBe(400);
    }
    expect429(await loginFrom(t, '127.0.0.1', `10.98.0.1, ${client}`), FIFTEEN_MINUTES);
    // Another client behind the same proxy is not blocked: the proxy's own address is not the subject.
    expect((await loginFrom(t, '127.0.0.1', '203.0.113.8')).statusCode).toBe(400);
  });

  it('when a client that is not the proxy sends X-Forwarded-For itself, then its own address counts', async () => {
    const attacker = '198.51.100.20';
    for (let i = 0; i < PER_IP; i++) {
      expect((await loginFrom(t, attacker, `10.97.${i >> 8}.${i & 255}`)).statusCode).toBe(400);
    }
    expect429(await loginFrom(t, attacker, '10.97.200.1'), FIFTEEN_MINUTES);
  });
});
