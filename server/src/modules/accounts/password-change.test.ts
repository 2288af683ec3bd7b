import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerThroughApi, STRONG_PASSWORD } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

const CHANGE = '/accounts/api/auth/password/change/';
const PROFILE = '/accounts/api/auth/profile/';
const NEW_PASSWORD = 'cassava-river-ferry-77';

describe('POST /accounts/api/auth/password/change/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const passwordHashOf = async (email: string) =>
    (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]?.hash;

  /** A second browser signed in through the login form, with the API token of that sign-in. */
  async function secondBrowser(email: string, password = STRONG_PASSWORD) {
    const browser = new TestClient(t.app, freshIp());
    const login = await browser.post('/accounts/api/login/', { email, password });
    expect(login.statusCode).toBe(200);
    return { browser, token: login.json().token as string };
  }

  it('when the signed-in user gives the right current password, then every other session and its token end, and this browser stays signed in under a new session id', async () => {
    const { client: mine, email } = await registerThroughApi(t.app);
    const { browser: other, token } = await secondBrowser(email);
    const tokenClient = new TestClient(t.app, freshIp());
    tokenClient.token = token;
    expect((await tokenClient.get(PROFILE)).statusCode).toBe(200);
    const oldSessionId = mine.cookies.get('sessionid');

    const response = await mine.post(CHANGE, { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    expect(response.headers['cache-control']).toBe('no-store');

    expect((await other.get(PROFILE)).statusCode).toBe(401);
    expect((await tokenClient.get(PROFILE)).statusCode).toBe(401);
    const newSessionId = mine.cookies.get('sessionid');
    expect(newSessionId).toBeDefined();
    expect(newSessionId).not.toBe(oldSessionId);
    expect((await mine.get(PROFILE)).json()).toMatchObject({ email });
    // The id the browser had before the change is dead too (no fixation of the pre-change session).
    const stale = new TestClient(t.app, freshIp());
    stale.cookies.set('sessionid', oldSessionId as string);
    expect((await stale.get(PROFILE)).statusCode).toBe(401);

    const oldLogin = await new TestClient(t.app, freshIp()).post('/accounts/api/login/', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(400);
    await secondBrowser(email, NEW_PASSWORD);
  });

  it('when the caller is signed in by Token header, then its own sign-in stays and every other session and token ends', async () => {
    const { client: browser, email } = await registerThroughApi(t.app);
    const { token } = await secondBrowser(email);
    const script = new TestClient(t.app, freshIp());
    script.token = token;
    const response = await script.post(
      CHANGE,
      { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD },
      {
        noCsrf: true,
      },
    );
    expect(response.statusCode).toBe(200);
    expect((await script.get(PROFILE)).statusCode).toBe(200);
    expect((await browser.get(PROFILE)).statusCode).toBe(401);
    await secondBrowser(email, NEW_PASSWORD);
  });

  it('when the current password is wrong, then it answers 400 on current_password and nothing changes', async () => {
    const { client, email } = await registerThroughApi(t.app);
    const { browser: other } = await secondBrowser(email);
    const before = await passwordHashOf(email);
    const response = await client.post(CHANGE, { current_password: 'not-my-password-1', new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ current_password: [expect.any(String)] });
    expect(await passwordHashOf(email)).toBe(before);
    expect((await other.get(PROFILE)).statusCode).toBe(200);
    expect((await client.get(PROFILE)).statusCode).toBe(200);
  });

  it.each([
    ['too common', 'password123'],
    ['too close to the e-mail', 'job_seeker-password'],
    ['too short', 'short1'],
  ])(
    'when the new password is %s, then it answers 400 on new_password and the old one still works',
    async (_, weak) => {
      const { client, email } = await registerThroughApi(t.app);
      const before = await passwordHashOf(email);
      const response = await client.post(CHANGE, { current_password: STRONG_PASSWORD, new_password: weak });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ new_password: [expect.any(String)] });
      expect(await passwordHashOf(email)).toBe(before);
    },
  );

  it('when a guest calls it, then it answers 401', async () => {
    const response = await new TestClient(t.app, freshIp()).post(CHANGE, {
      current_password: STRONG_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it('when a signed-in browser sends it without the CSRF token, then it answers 403 and nothing changes', async () => {
    const { client, email } = await registerThroughApi(t.app);
    const { browser: other } = await secondBrowser(email);
    const before = await passwordHashOf(email);
    const response = await client.post(
      CHANGE,
      { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD },
      { noCsrf: true },
    );
    expect(response.statusCode).toBe(403);
    expect(await passwordHashOf(email)).toBe(before);
    expect((await other.get(PROFILE)).statusCode).toBe(200);
  });

  it('when a stolen session guesses the current password 10 times, then the account is locked for login too (one per-account limit)', async () => {
    const { client, email } = await registerThroughApi(t.app);
    for (let i = 0; i < 10; i++) {
      const guess = await client.post(CHANGE, { current_password: `guess-${i}-password`, new_password: NEW_PASSWORD });
      expect(guess.statusCode).toBe(400);
    }
    const eleventh = await client.post(CHANGE, { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    const login = await new TestClient(t.app, freshIp()).post('/accounts/api/login/', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(login.statusCode).toBe(429);
  });
});
