import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerThroughApi } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sessions } from '../../db/schema';

describe('CSRF, user-info and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  describe('GET /accounts/api/csrf/', () => {
    it('when a browser has no cookie, then it gets a 32-character csrftoken cookie and a masked token', async () => {
      const response = await new TestClient(t.app).get('/accounts/api/csrf/');
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === 'csrftoken');
      expect(cookie?.value).toMatch(/^[a-zA-Z0-9]{32}$/);
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.sameSite).toBe('Lax');
      expect(response.json().csrfToken).toMatch(/^[a-zA-Z0-9]{64}$/);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('when the browser already has a valid cookie, then it is kept and the token stands for it', async () => {
      const client = new TestClient(t.app);
      await client.get('/accounts/api/csrf/');
      const secret = client.csrfToken;
      const again = await client.get('/accounts/api/csrf/');
      expect(again.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
      expect(client.csrfToken).toBe(secret);
      // The masked token is accepted in place of the secret.
      const logout = await client.post('/accounts/api/logout/', undefined, {
        noCsrf: true,
        headers: { 'x-csrftoken': again.json().csrfToken },
      });
      expect(logout.statusCode).toBe(200);
    });
  });

  describe('GET /accounts/api/auth/user-info/', () => {
    it('when nobody is signed in, then it answers authenticated false and a null user', async () => {
      const response = await new TestClient(t.app).get('/accounts/api/auth/user-info/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ authenticated: false, user: null });
    });

    it('when a user is signed in by cookie or by token, then it answers the user, never cached', async () => {
      const { client, response: registered, email } = await registerThroughApi(t.app);
      const byCookie = await client.get('/accounts/api/auth/user-info/');
      expect(byCookie.json()).toMatchObject({ authenticated: true, user: { email, user_type: 'job_seeker' } });
      expect(byCookie.headers['cache-control']).toBe('no-store');

      const tokenOnly = new TestClient(t.app, freshIp());
      tokenOnly.token = registered.json().token;
      const byToken = await tokenOnly.get('/accounts/api/auth/user-info/');
      expect(byToken.json()).toMatchObject({ authenticated: true, user: { email } });
    });
  });

  describe('POST /accounts/api/logout/ and /accounts/api/auth/logout/', () => {
    for (const path of ['/accounts/api/logout/', '/accounts/api/auth/logout/']) {
      it(`when a signed-in user posts ${path}, then the session and the token stop working`, async () => {
        const { client, response: registered } = await registerThroughApi(t.app);
        const token = registered.json().token as string;
        const oldCookie = client.cookies.get('sessionid') as string;
        const userId = registered.json().user.id as number;

        const response = await client.post(path);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ detail: 'Successfully logged out.' });
        expect(client.cookies.has('sessionid')).toBe(false);

        const replay = new TestClient(t.app, freshIp());
        replay.cookies.set('sessionid', oldCookie);
        expect((await replay.get('/accounts/api/auth/user-info/')).json()).toEqual({
          authenticated: false,
          user: null,
        });
        expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);

        const byToken = new TestClient(t.app, freshIp());
        byToken.token = token;
        expect((await byToken.get('/accounts/api/auth/user-info/')).statusCode).toBe(401);
      });
    }

    it('when logout is posted with a JSON content type and no body, then it still works', async () => {
      const { client } = await registerThroughApi(t.app);
      const response = await client.post('/accounts/api/auth/logout/', undefined, {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      expect((await client.get('/accounts/api/auth/user-info/')).json().authenticated).toBe(false);
    });

    it('when nobody is signed in, then logging out still answers 200', async () => {
      const response = await new TestClient(t.app).post('/accounts/api/logout/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: 'Successfully logged out.' });
    });

    it('when a cookie session posts logout without the CSRF header, then it is refused and stays signed in', async () => {
      const { client } = await registerThroughApi(t.app);
      const response = await client.post('/accounts/api/auth/logout/', undefined, { noCsrf: true });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toMatch(/^CSRF Failed/);
      expect((await client.get('/accounts/api/auth/user-info/')).json().authenticated).toBe(true);
    });

    it('when a caller authenticated by the Token header posts logout without CSRF, then it is allowed', async () => {
      const { response: registered } = await registerThroughApi(t.app);
      const api = new TestClient(t.app, freshIp());
      api.token = registered.json().token;
      const response = await api.post('/accounts/api/auth/logout/', undefined, { noCsrf: true });
      expect(response.statusCode).toBe(200);
      expect((await api.get('/accounts/api/auth/user-info/')).statusCode).toBe(401);
    });
  });
});
