import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, registerThroughApi, STRONG_PASSWORD } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

const INVALID = { detail: 'Invalid email or password.' };

describe('POST /accounts/api/login/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (client: TestClient, email: string, password: string) =>
    client.post('/accounts/api/login/', { email, password });

  it('when the credentials are right, then it answers the user and a token and opens a rotated session', async () => {
    const { email, response: registered } = await registerThroughApi(t.app);
    const userId = registered.json().user.id as number;
    const client = new TestClient(t.app, freshIp());
    await client.ensureCsrf();
    const csrfBefore = client.csrfToken;

    const response = await login(client, email.toUpperCase(), STRONG_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: userId, email, user_type: 'job_seeker', company: null });
    expect(body.token).toMatch(/^[0-9a-f]{40}$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const session = response.cookies.find((c) => c.name === 'sessionid');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.maxAge).toBe(14 * 24 * 60 * 60);
    expect(client.csrfToken).not.toBe(csrfBefore);

    // Only hashes are stored, one sign-in per device: the registration's token still stands beside the new one.
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(stored.map((row) => row.tokenHash).sort()).toEqual(
      [sha256(body.token), sha256(registered.json().token)].sort(),
    );
    expect(stored.find((row) => row.idHash === sha256(session?.value ?? ''))?.tokenHash).toBe(sha256(body.token));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.lastLogin).toBeInstanceOf(Date);
    expect((await client.get('/accounts/api/auth/user-info/')).json().authenticated).toBe(true);
  });

  it('when a signed-in browser logs in again, then its previous session id is deleted', async () => {
    const { client, email } = await registerThroughApi(t.app);
    const before = client.cookies.get('sessionid') as string;
    await login(client, email, STRONG_PASSWORD);
    expect(client.cookies.get('sessionid')).not.toBe(before);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(before))),
    ).toEqual([]);
  });

  it('when the password is wrong or the e-mail unknown, then both get the same 400 and no session', async () => {
    const { email } = await registerThroughApi(t.app);
    const client = new TestClient(t.app, freshIp());
    const wrong = await login(client, email, 'not-the-password');
    const unknown = await login(client, freshEmail('nobody'), STRONG_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
    expect(client.cookies.has('sessionid')).toBe(false);
  });

  it('when the account is disabled, then the right password gets the same refusal', async () => {
    const { email } = await registerThroughApi(t.app);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const response = await login(new TestClient(t.app, freshIp()), email, STRONG_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it('when the CSRF header is missing, then login is refused with 403 and no session is made', async () => {
    const { email } = await registerThroughApi(t.app);
    const client = new TestClient(t.app, freshIp());
    await client.ensureCsrf();
    const response = await client.post('/accounts/api/login/', { email, password: STRONG_PASSWORD }, { noCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/^CSRF Failed/);
    expect(client.cookies.has('sessionid')).toBe(false);
  });

  it('when a field is empty, then the answer names the field', async () => {
    const response = await login(new TestClient(t.app, freshIp()), '', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('when one e-mail gets 10 wrong passwords, then the 11th try answers 429 with Retry-After, even from elsewhere', async () => {
    const { email } = await registerThroughApi(t.app);
    for (let i = 0; i < 10; i++) {
      const attempt = await login(new TestClient(t.app, freshIp()), email, `wrong-password-${i}`);
      expect(attempt.statusCode).toBe(400);
    }
    const blocked = await login(new TestClient(t.app, freshIp()), email, STRONG_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many attempts/);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('when one IP makes 50 attempts, then the 51st answers 429 whatever the e-mail', async () => {
    const client = new TestClient(t.app, freshIp());
    for (let i = 0; i < 50; i++) {
      expect((await login(client, freshEmail('spray'), 'wrong-password')).statusCode).toBe(400);
    }
    expect((await login(client, freshEmail('spray'), 'wrong-password')).statusCode).toBe(429);
  });
});
