import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, registerThroughApi, STRONG_PASSWORD } from '../accounts';
import { TestClient } from '../client';
import { csrfFieldIn, fakeWebBuild, submissionIn } from '../fake-web';
import { createCompany, createJob } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { savedJobs, users } from '../../src/db/schema';

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

  it.each(attacks)(
    'when a signed-in "Sign out everywhere" comes with %s, then it is refused and every device stays signed in',
    async (_name, make) => {
      const { client, email, password } = await registerThroughApi(t.app);
      const phone = new TestClient(t.app, freshIp());
      expect((await phone.post('/accounts/api/login/', { email, password })).statusCode).toBe(200);
      const { othersToken } = await browsers();
      const attack = await make(client, othersToken);
      const response = await t.app.inject({
        method: 'POST',
        url: '/accounts/api/auth/logout-everywhere/',
        headers: attackHeaders(client, attack),
        remoteAddress: client.ip,
      });
      // Without the cookies the request is a guest's: 401 before any CSRF check.
      expect(response.statusCode).toBe(attack.cookie ? 403 : 401);
      expect((await client.get(USER_INFO)).json().authenticated).toBe(true);
      expect((await phone.get(USER_INFO)).json().authenticated).toBe(true);
    },
  );

  it.each(attacks)(
    "when a signed-in seeker's save or unsave comes with %s, then it is refused and the saved list is unchanged",
    async (_name, make) => {
      const { client } = await registerThroughApi(t.app);
      const job = await createJob(t.database.db, (await createCompany(t.database.db)).id);
      const kept = await createJob(t.database.db, (await createCompany(t.database.db)).id);
      expect((await client.post(`/api/jobs/${kept.id}/save/`)).statusCode).toBe(200);
      const { othersToken } = await browsers();
      const attack = await make(client, othersToken);
      const before = await t.database.db.$count(savedJobs);
      for (const [method, id] of [
        ['POST', job.id],
        ['DELETE', kept.id],
      ] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/jobs/${id}/save/`,
          headers: attackHeaders(client, attack),
          remoteAddress: client.ip,
        });
        expect(response.statusCode).toBe(attack.cookie ? 403 : 401);
      }
      expect(await t.database.db.$count(savedJobs)).toBe(before);
    },
  );

  it.each(attacks)(
    "when a seeker's 'mark notifications read' comes with %s, then it is refused",
    async (_name, make) => {
      const { client } = await registerThroughApi(t.app);
      const { othersToken } = await browsers();
      const attack = await make(client, othersToken);
      const response = await t.app.inject({
        method: 'POST',
        url: '/accounts/api/notifications/read/',
        headers: attackHeaders(client, attack),
        remoteAddress: client.ip,
      });
      expect(response.statusCode).toBe(attack.cookie ? 403 : 401);
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

/**
 * The same attacks on the forms pages post before the app starts (modules/page-forms): the token
 * travels in the hidden field instead of the header, and the same check refuses it.
 */
describe('CSRF on page forms, in production', () => {
  let t: TestApp;
  let web: ReturnType<typeof fakeWebBuild>;
  beforeAll(async () => {
    web = fakeWebBuild();
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SECRET_KEY: 'production-secret-key-for-the-csrf-tests-0123',
        WEB_DIST: web.webDist,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  type FormAttack = { cookie: boolean; field?: string; origin?: string; fetchSite?: string };
  const formAttacks: Array<[string, (mine: string, others: string) => FormAttack]> = [
    ['no cookie', (mine) => ({ cookie: false, field: mine })],
    ['no field', () => ({ cookie: true })],
    ['a short token', () => ({ cookie: true, field: 'abc123' })],
    ['wrong characters', () => ({ cookie: true, field: `${'a'.repeat(63)}!` })],
    ["another browser's token", (_mine, others) => ({ cookie: true, field: others })],
    ['a valid token and a foreign Origin', (mine) => ({ cookie: true, field: mine, origin: 'https://evil.example' })],
    ['a valid token and Sec-Fetch-Site cross-site', (mine) => ({ cookie: true, field: mine, fetchSite: 'cross-site' })],
  ];

  /** Posts `fields` to `url` as `browser` would, but with the attack's token, cookie and origin. */
  async function attackForm(browser: TestClient, url: string, fields: Record<string, string>, attack: FormAttack) {
    const form = new URLSearchParams(fields);
    if (attack.field !== undefined) form.set('csrfmiddlewaretoken', attack.field);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (attack.cookie) headers.cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (attack.origin) headers.origin = attack.origin;
    if (attack.fetchSite) headers['sec-fetch-site'] = attack.fetchSite;
    return t.app.inject({ method: 'POST', url, headers, payload: form.toString(), remoteAddress: browser.ip });
  }

  it.each(formAttacks)(
    'when a sign-up form comes with %s, then the page answers 403 and no account is created',
    async (_name, make) => {
      const browser = new TestClient(t.app, freshIp());
      const mine = csrfFieldIn((await browser.get('/register/jobseeker')).body);
      const others = csrfFieldIn((await new TestClient(t.app, freshIp()).get('/login')).body);
      const before = await t.database.db.$count(users);
      const fields = { email: freshEmail('csrf-form'), password: STRONG_PASSWORD, password2: STRONG_PASSWORD };
      const response = await attackForm(browser, '/register/jobseeker', fields, make(mine, others));
      expect(response.statusCode).toBe(403);
      expect(submissionIn(response.body)?.apiError?.data.detail).toMatch(/^CSRF Failed: /);
      expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
      expect(await t.database.db.$count(users)).toBe(before);
    },
  );

  it.each(formAttacks)('when a logout form comes with %s, then the session lives on', async (_name, make) => {
    const { client } = await registerThroughApi(t.app);
    const mine = csrfFieldIn((await client.get('/jobs')).body);
    const others = csrfFieldIn((await new TestClient(t.app, freshIp()).get('/login')).body);
    const response = await attackForm(client, '/logout', {}, make(mine, others));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?forced=true');
    expect((await client.get(USER_INFO)).json().authenticated).toBe(true);
  });

  it.each(formAttacks)('when a save-job form comes with %s, then nothing is saved', async (_name, make) => {
    const { client } = await registerThroughApi(t.app);
    const job = await createJob(t.database.db, (await createCompany(t.database.db)).id);
    const mine = csrfFieldIn((await client.get('/jobs')).body);
    const others = csrfFieldIn((await new TestClient(t.app, freshIp()).get('/login')).body);
    const before = await t.database.db.$count(savedJobs);
    const response = await attackForm(client, `/jobs/${job.id}/save`, { intent: 'save' }, make(mine, others));
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.$count(savedJobs)).toBe(before);
  });

  it('when the field, the cookie and a same-site Origin agree, then the form signs up and logs out (the control case)', async () => {
    const browser = new TestClient(t.app, freshIp());
    const field = csrfFieldIn((await browser.get('/register/jobseeker')).body);
    const headers = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' };
    const fields = { email: freshEmail('csrf-form'), password: STRONG_PASSWORD, password2: STRONG_PASSWORD };
    const signUp = await browser.postForm('/register/jobseeker', fields, { csrfField: field, headers });
    expect(signUp.statusCode).toBe(303);
    expect((await browser.get(USER_INFO)).json().authenticated).toBe(true);
    const logout = await browser.postForm('/logout', {}, { headers });
    expect(logout.headers.location).toMatch(/^\/login\?nocache=\d+$/);
    expect((await browser.get(USER_INFO)).json().authenticated).toBe(false);
  });
});
