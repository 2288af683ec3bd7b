import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerThroughApi, STRONG_PASSWORD } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sessions } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { findCredentialsById } from './accounts.repository';
import { encodeUid, makeResetToken } from './password-reset';

const USER_INFO = '/accounts/api/auth/user-info/';
const EVERYWHERE = '/accounts/api/auth/logout-everywhere/';
const CHANGE = '/accounts/api/auth/password/change/';

/**
 * One phone or computer signed in to an account, as the web app is: the browser (session cookie,
 * CSRF cookie, and the token sent with every request) plus the same device seen by cookie alone
 * and by token alone, so each way in is checked on its own.
 */
type Device = { browser: TestClient; token: string; sessionId: string };

describe('each sign-in is a device of its own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const asDevice = (browser: TestClient, answer: LightMyRequestResponse): Device => {
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    const token = answer.json().token as string;
    browser.token = token;
    return { browser, token, sessionId: browser.cookies.get('sessionid') as string };
  };

  /** Registers an account (its first device) and logs it in on a second phone. */
  async function accountOnTwoDevices() {
    const { client, response, email } = await registerThroughApi(t.app);
    const first = asDevice(client, response);
    const phone = new TestClient(t.app, freshIp());
    const second = asDevice(phone, await phone.post('/accounts/api/login/', { email, password: STRONG_PASSWORD }));
    return { first, second, email, userId: response.json().user.id as number };
  }

  /** Who the device is by its cookie alone and by its token alone: 'signed in', 'guest' or a status. */
  async function stateOf(device: Device): Promise<{ cookie: string; token: string }> {
    const byCookie = new TestClient(t.app, freshIp());
    byCookie.cookies.set('sessionid', device.sessionId);
    const byToken = new TestClient(t.app, freshIp());
    byToken.token = device.token;
    const describe = (response: LightMyRequestResponse) => {
      if (response.statusCode !== 200) return String(response.statusCode);
      return response.json().authenticated ? 'signed in' : 'guest';
    };
    return {
      cookie: describe(await byCookie.get(USER_INFO)),
      token: describe(await byToken.get(USER_INFO)),
    };
  }

  const SIGNED_IN = { cookie: 'signed in', token: 'signed in' };
  /** The cookie's session is gone (a guest); the token is refused with DRF's 401. */
  const SIGNED_OUT = { cookie: 'guest', token: '401' };

  it('when an account signs in on a second device, then both stay signed in, by cookie and by token', async () => {
    const { first, second } = await accountOnTwoDevices();
    expect(first.token).not.toBe(second.token);
    expect(await stateOf(first)).toEqual(SIGNED_IN);
    expect(await stateOf(second)).toEqual(SIGNED_IN);
    // The browsers themselves (cookie and token together, as the web app sends them).
    expect((await first.browser.get(USER_INFO)).json().authenticated).toBe(true);
    expect((await second.browser.get(USER_INFO)).json().authenticated).toBe(true);
  });

  it('when a third device logs in, then it gets a token of its own and none of the others ends', async () => {
    const { first, second, email } = await accountOnTwoDevices();
    const third = new TestClient(t.app, freshIp());
    const device = asDevice(third, await third.post('/accounts/api/login/', { email, password: STRONG_PASSWORD }));
    expect(new Set([first.token, second.token, device.token]).size).toBe(3);
    for (const each of [first, second, device]) expect(await stateOf(each)).toEqual(SIGNED_IN);
  });

  it('when one device logs out, then that device is signed out and the other stays signed in', async () => {
    const { first, second } = await accountOnTwoDevices();
    expect(await stateOf(second)).toEqual(SIGNED_IN);
    const logout = await first.browser.post('/accounts/api/auth/logout/');
    expect(logout.statusCode).toBe(200);
    expect(await stateOf(first)).toEqual(SIGNED_OUT);
    expect(await stateOf(second)).toEqual(SIGNED_IN);
  });

  it('when a device logs out by cookie only, then its token ends with it and the other device stays', async () => {
    const { first, second } = await accountOnTwoDevices();
    expect(await stateOf(second)).toEqual(SIGNED_IN);
    first.browser.token = null;
    expect((await first.browser.post('/accounts/api/logout/')).statusCode).toBe(200);
    expect(await stateOf(first)).toEqual(SIGNED_OUT);
    expect(await stateOf(second)).toEqual(SIGNED_IN);
  });

  it('when a script logs out by token only, then that sign-in (its cookie too) ends and the other stays', async () => {
    const { first, second } = await accountOnTwoDevices();
    expect(await stateOf(first)).toEqual(SIGNED_IN);
    const script = new TestClient(t.app, freshIp());
    script.token = second.token;
    expect((await script.post('/accounts/api/logout/', undefined, { noCsrf: true })).statusCode).toBe(200);
    expect(await stateOf(second)).toEqual(SIGNED_OUT);
    expect(await stateOf(first)).toEqual(SIGNED_IN);
  });

  it('when the password is changed on one device, then the other device is signed out and this one stays signed in', async () => {
    const { first, second } = await accountOnTwoDevices();
    expect(await stateOf(second)).toEqual(SIGNED_IN);
    // The web app's request: the token header and the cookies.
    const change = await first.browser.post(CHANGE, {
      current_password: STRONG_PASSWORD,
      new_password: 'cassava-river-ferry-77',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await stateOf(second)).toEqual(SIGNED_OUT);
    // This device goes on: under a new session id (rotated), with the same token.
    const rotated = first.browser.cookies.get('sessionid') as string;
    expect(rotated).not.toBe(first.sessionId);
    expect(await stateOf({ ...first, sessionId: rotated })).toEqual(SIGNED_IN);
    expect((await stateOf(first)).cookie).toBe('guest');
    expect((await first.browser.get(USER_INFO)).json().authenticated).toBe(true);
  });

  it('when the password is changed by cookie alone, then the other device and its token end and this cookie lives on', async () => {
    const { first, second } = await accountOnTwoDevices();
    expect(await stateOf(first)).toEqual(SIGNED_IN);
    expect(await stateOf(second)).toEqual(SIGNED_IN);
    first.browser.token = null;
    const change = await first.browser.post(CHANGE, {
      current_password: STRONG_PASSWORD,
      new_password: 'cassava-river-ferry-77',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await stateOf(second)).toEqual(SIGNED_OUT);
    expect((await first.browser.get(USER_INFO)).json().authenticated).toBe(true);
  });

  it('when the password is reset, then every device of the account is signed out', async () => {
    const { first, second, userId } = await accountOnTwoDevices();
    expect(await stateOf(first)).toEqual(SIGNED_IN);
    expect(await stateOf(second)).toEqual(SIGNED_IN);
    const user = await findCredentialsById(t.database.db, userId);
    if (!user) throw new Error('user missing');
    const confirm = await new TestClient(t.app, freshIp()).post('/accounts/api/password-reset/confirm/', {
      uid: encodeUid(userId),
      token: makeResetToken(t.config.secretKey, user),
      new_password: 'a-brand-new-harbour-77',
    });
    expect(confirm.statusCode).toBe(200);
    expect(await stateOf(first)).toEqual(SIGNED_OUT);
    expect(await stateOf(second)).toEqual(SIGNED_OUT);
  });

  describe('POST /accounts/api/auth/logout-everywhere/', () => {
    it('when a device signs out everywhere, then every device of the account is signed out, this one too, and no other account', async () => {
      const { first, second } = await accountOnTwoDevices();
      const stranger = await accountOnTwoDevices();
      expect(await stateOf(second)).toEqual(SIGNED_IN);
      const response = await first.browser.post(EVERYWHERE);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ detail: expect.any(String), sessions_ended: 2 });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(first.browser.cookies.has('sessionid')).toBe(false);
      expect(await stateOf(first)).toEqual(SIGNED_OUT);
      expect(await stateOf(second)).toEqual(SIGNED_OUT);
      expect(await stateOf(stranger.first)).toEqual(SIGNED_IN);
      expect(await stateOf(stranger.second)).toEqual(SIGNED_IN);
    });

    it('when a script signs out everywhere with its token alone, then it needs no CSRF token and every device ends', async () => {
      const { first, second } = await accountOnTwoDevices();
      const script = new TestClient(t.app, freshIp());
      script.token = second.token;
      const response = await script.post(EVERYWHERE, undefined, { noCsrf: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(await stateOf(first)).toEqual(SIGNED_OUT);
      expect(await stateOf(second)).toEqual(SIGNED_OUT);
    });

    it('when a signed-in browser posts it without the CSRF token, then it answers 403 and every device stays', async () => {
      const { first, second } = await accountOnTwoDevices();
      first.browser.token = null;
      const response = await first.browser.post(EVERYWHERE, undefined, { noCsrf: true });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toMatch(/^CSRF Failed/);
      expect(await stateOf(first)).toEqual(SIGNED_IN);
      expect(await stateOf(second)).toEqual(SIGNED_IN);
    });

    it('when a guest posts it, then it answers 401', async () => {
      const response = await new TestClient(t.app, freshIp()).post(EVERYWHERE);
      expect(response.statusCode).toBe(401);
    });
  });

  it('when a token is issued, then the database holds only its SHA-256, on the row of the session it came with', async () => {
    const { first, userId } = await accountOnTwoDevices();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(2);
    const dump = JSON.stringify(await t.database.db.execute(sql`select * from sessions`));
    expect(dump).not.toContain(first.token);
    expect(dump).not.toContain(first.sessionId);
    const row = rows.find((each) => each.idHash === sha256(first.sessionId));
    expect(row?.tokenHash).toBe(sha256(first.token));
  });

  it('when a session has expired, then its token is refused too', async () => {
    const { first, second } = await accountOnTwoDevices();
    expect(await stateOf(first)).toEqual(SIGNED_IN);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, sha256(first.sessionId)));
    expect(await stateOf(first)).toEqual(SIGNED_OUT);
    expect(await stateOf(second)).toEqual(SIGNED_IN);
  });
});
