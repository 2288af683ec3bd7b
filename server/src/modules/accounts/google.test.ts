import { eq } from 'drizzle-orm';
import { type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, registerThroughApi } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { type FakeGoogleKeys, type Keys, startFakeGoogleKeys } from '../../../test/google-keys';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const SOCIAL = '/accounts/api/social/login/';
const FAILED = { detail: 'Google login failed. Please try again.' };

describe('Google sign-in', () => {
  let t: TestApp;
  let fakeGoogle: FakeGoogleKeys;
  let counter = 0;

  beforeAll(async () => {
    fakeGoogle = await startFakeGoogleKeys('test-key');
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: fakeGoogle.jwksUrl } });
  });
  afterAll(async () => {
    await t.close();
    await fakeGoogle.close();
  });

  /** An id_token as Google signs it; `claims` and `options` let a test break one thing. */
  function idToken(
    claims: JWTPayload = {},
    options: { keys?: Keys; audience?: string; expiresAt?: number; issuer?: string } = {},
  ) {
    counter += 1;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: `ama.${process.pid}.${counter}@gmail.com`,
      email_verified: true,
      given_name: 'Ama',
      family_name: 'Kpadeh',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject(String(claims.sub ?? `google-sub-${process.pid}-${counter}`))
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .sign((options.keys ?? fakeGoogle.google).privateKey);
  }

  const socialLogin = (token: string, client = new TestClient(t.app, freshIp())) =>
    client.post(SOCIAL, { id_token: token });

  it('when the client id is configured, then the public endpoint answers it', async () => {
    const response = await new TestClient(t.app).get('/accounts/api/public/google-client-id/');
    expect(response.json()).toEqual({ google_client_id: CLIENT_ID });
  });

  it('when an unknown Google user signs in, then a job seeker is created (created true), and next time created is false', async () => {
    const token = await idToken({ sub: 'sub-new-seeker', email: 'New.Seeker@Gmail.com' });
    const client = new TestClient(t.app, freshIp());
    const first = await socialLogin(token, client);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      created: true,
      token: expect.stringMatching(/^[0-9a-f]{40}$/),
      user: { email: 'new.seeker@gmail.com', user_type: 'job_seeker', first_name: 'Ama', last_name: 'Kpadeh' },
    });
    expect((await client.get('/accounts/api/auth/user-info/')).json().authenticated).toBe(true);

    const second = await socialLogin(await idToken({ sub: 'sub-new-seeker', email: 'new.seeker@gmail.com' }));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ created: false, user: { id: first.json().user.id } });
  });

  it('when the Google e-mail belongs to a registered account, then it signs into it and links the Google id', async () => {
    const email = freshEmail('linked');
    const { response: registered } = await registerThroughApi(t.app, { email });
    const response = await socialLogin(await idToken({ sub: 'sub-linked', email }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: false, user: { id: registered.json().user.id } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.googleSub).toBe('sub-linked');
  });

  it('when one Google account signs in on two devices, then each gets a token of its own and both stay signed in', async () => {
    const sub = `sub-two-phones-${process.pid}`;
    const email = freshEmail('two-phones');
    const first = await socialLogin(await idToken({ sub, email }));
    const second = await socialLogin(await idToken({ sub, email }));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().token).not.toBe(second.json().token);
    for (const answer of [first, second]) {
      const device = new TestClient(t.app, freshIp());
      device.token = answer.json().token;
      expect((await device.get('/accounts/api/auth/user-info/')).json()).toMatchObject({ authenticated: true });
    }
  });

  it.each([
    ['another audience', () => idToken({}, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['an expired token', () => idToken({}, { expiresAt: Math.floor(Date.now() / 1000) - 120 })],
    ['an unverified e-mail', () => idToken({ email_verified: false })],
    ['another issuer', () => idToken({}, { issuer: 'https://evil.example.com' })],
    ['a key Google does not publish', () => idToken({}, { keys: fakeGoogle.stranger })],
    ['garbage', async () => 'not.a.jwt'],
  ])('when the id_token has %s, then it answers 400 and nobody is created', async (_case, make) => {
    const before = await t.database.db.$count(users);
    const client = new TestClient(t.app, freshIp());
    const response = await socialLogin(await make(), client);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(FAILED);
    expect(client.cookies.has('sessionid')).toBe(false);
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it('when the CSRF header is missing, then it answers 403 and nobody is created', async () => {
    const client = new TestClient(t.app, freshIp());
    await client.ensureCsrf();
    const before = await t.database.db.$count(users);
    const response = await client.post(SOCIAL, { id_token: await idToken() }, { noCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/^CSRF Failed/);
    expect(await t.database.db.$count(users)).toBe(before);
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when the client id is asked, then it answers the not-configured error', async () => {
    const response = await new TestClient(t.app).get('/accounts/api/public/google-client-id/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: 'Google sign-in is not configured' });
  });

  it('when someone posts a token anyway, then it answers 400 not configured', async () => {
    const response = await new TestClient(t.app).post(SOCIAL, { id_token: 'a.b.c' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Google sign-in is not configured' });
  });
});
