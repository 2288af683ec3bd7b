import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, registerThroughApi, STRONG_PASSWORD } from '../accounts';
import { TestClient } from '../client';
import { createTestApp, type TestApp } from '../test-app';
import { users } from '../../src/db/schema';

const REGISTER = '/accounts/api/register/';
const USER_INFO = '/accounts/api/auth/user-info/';

/** Django's classic CSRF rejections, on an app in its production configuration (Origin checks on). */
describe('CSRF in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', SECRET_KEY: 'production-secret-key-for-the-csrf-tests-0123' },
    });
  });
  afterAll(async () => t.close());

  const registerBody = () => ({
    email: freshEmail('csrf'),
    password: STRONG_PASSWORD,
    password2: STRONG_PASSWORD,
    user_type: 'job_seeker',
  });

  /** A browser that has its csrftoken cookie, and another browser's masked token. */
  async function browsers() {
    const mine = new TestClient(t.app, freshIp());
    await mine.ensureCsrf();
    const other = new TestClient(t.app, freshIp());
    const othersToken = (await other.get('/accounts/api/csrf/')).json().csrfToken as string;
    return { mine, othersToken };
  }

  type Attack = { cookie: boolean; header?: string; origin?: string; fetchSite?: string };
  const attacks: Array<[string, (mine: TestClient, othersToken: string) => Promise<Attack>]> = [
    ['no cookie', async (mine) => ({ cookie: false, header: mine.csrfToken })],
    ['no header', async () => ({ cookie: true })],
    ['a short token', async () => ({ cookie: true, header: 'abc123' })],
    ['wrong characters', async () => ({ cookie: true, header: `${'a'.repeat(63)}!` })],
    ["another browser's token", async (_mine, othersToken) => ({ cookie: true, header: othersToken })],
    [
      'a valid token and a foreign Origin',
      async (mine) => ({ cookie: true, header: mine.csrfToken, origin: 'https://evil.example' }),
    ],
    [
      'a valid token and Sec-Fetch-Site cross-site',
      async (mine) => ({ cookie: true, header: mine.csrfToken, fetchSite: 'cross-site' }),
    ],
  ];

  function attackHeaders(mine: TestClient, attack: Attack): Record<string, string> {
    const headers: Record<string, string> = {};
    if (attack.cookie) headers.cookie = [...mine.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (attack.header !== undefined) headers['x-csrftoken'] = attack.header;
    if (attack.origin) headers.origin = attack.origin;
    if (attack.fetchSite) headers['sec-fetch-site'] = attack.fetchSite;
    return headers;
  }

  it.each(attacks)(
    'when a sign-up comes with %s, then it answers 403 and no account is created',
    async (_name, make) => {
      const { mine, othersToken } = await browsers();
      const attack = await make(mine, othersToken);
      const before = await t.database.db.$count(users);
      const response = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        headers: attackHeaders(mine, attack),
        payload: registerBody(),
        remoteAddress: mine.ip,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toMatch(/^CSRF Failed: /);
      expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
      expect(await t.database.db.$count(users)).toBe(before);
    },
  );

  it.each(attacks)(
    'when a signed-in logout comes with %s, then it answers 403 and the session lives on',
    async (_name, make) => {
      const { client } = await registerThroughApi(t.app);
      const { othersToken } = await browsers();
      const attack = await make(client, othersToken);
      const response = await t.app.inject({
        method: 'POST',
        url: '/accounts/api/logout/',
        headers: attackHeaders(client, attack),
        remoteAddress: client.ip,
      });
      expect(response.statusCode).toBe(403);
      expect((await client.get(USER_INFO)).json().authenticated).toBe(true);
    },
  );

  it('when the token, the cookie and a same-site Origin agree, then the sign-up goes through (the control case)', async () => {
    const { mine } = await browsers();
    const response = await mine.post(REGISTER, registerBody(), {
      headers: { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('when a request carries the Token header, then it needs no CSRF token, cookie or Origin', async () => {
    const { response: registered } = await registerThroughApi(t.app);
    const token = registered.json().token as string;
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/api/logout/',
      headers: { authorization: `Token ${token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
    // The logout really happened: the token is dead now.
    const after = await t.app.inject({ method: 'GET', url: USER_INFO, headers: { authorization: `Token ${token}` } });
    expect(after.statusCode).toBe(401);
  });

  it('when a browser logs in, then its csrftoken cookie changes and the old token is refused', async () => {
    const { email, password } = await registerThroughApi(t.app);
    const browser = new TestClient(t.app, freshIp());
    const before = await browser.ensureCsrf();
    const oldMasked = (await browser.get('/accounts/api/csrf/')).json().csrfToken as string;
    const login = await browser.post('/accounts/api/login/', { email, password });
    expect(login.statusCode).toBe(200);
    const after = browser.csrfToken;
    expect(after).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(after).not.toBe(before);
    const stale = await browser.post('/accounts/api/logout/', undefined, {
      noCsrf: true,
      headers: { 'x-csrftoken': oldMasked },
    });
    expect(stale.statusCode).toBe(403);
    expect((await browser.get(USER_INFO)).json().authenticated).toBe(true);
  });
});
