import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, registerThroughApi, STRONG_PASSWORD } from '../accounts';
import { TestClient } from '../client';
import { csrfFieldIn, createTestAppWithWeb, submissionIn } from '../fake-web';
import { createCompany, createJob, signIn } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { jobAlerts, jobReports, mobilePaymentAttempts, savedJobs, users } from '../../src/db/schema';
import { unsubscribeSignature } from '../../src/modules/alerts/unsubscribe-link';
import { smsStopPath } from '../../src/lib/sms/stop-link';
import { twilioSignature } from '../../src/lib/sms/twilio';
import { FAKE_ACCOUNT_SID, FAKE_AUTH_TOKEN } from '../fake-twilio';
import { outboxSms } from '../sms-outbox';

const REGISTER = '/accounts/api/register/';
const USER_INFO = '/accounts/api/auth/user-info/';

/** How a forged request differs from its browser's own: the token it carries, its cookies, its origin. */
type Attack = { cookie: boolean; token?: string; origin?: string; fetchSite?: string };

/**
 * Django's classic CSRF rejections, from the browser's own token and another browser's. The token goes
 * where the request carries it: the X-CSRFToken header of the API, the hidden field of a page form.
 */
type MakeAttack = (mine: string, others: string) => Attack;
const attacks: Array<[string, MakeAttack]> = [
  ['no cookie', (mine) => ({ cookie: false, token: mine })],
  ['no token', () => ({ cookie: true })],
  ['a short token', () => ({ cookie: true, token: 'abc123' })],
  ['wrong characters', () => ({ cookie: true, token: `${'a'.repeat(63)}!` })],
  ["another browser's token", (_mine, others) => ({ cookie: true, token: others })],
  ['a valid token and a foreign Origin', (mine) => ({ cookie: true, token: mine, origin: 'https://evil.example' })],
  ['a valid token and Sec-Fetch-Site cross-site', (mine) => ({ cookie: true, token: mine, fetchSite: 'cross-site' })],
];

/** An attack's headers but its token: the browser's cookies (or none), Origin and Sec-Fetch-Site. */
function attackHeaders(browser: TestClient, attack: Attack): Record<string, string> {
  const headers: Record<string, string> = {};
  if (attack.cookie) headers.cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (attack.origin) headers.origin = attack.origin;
  if (attack.fetchSite) headers['sec-fetch-site'] = attack.fetchSite;
  return headers;
}

/** A forged request's refusal: 403 by the CSRF check, or 401 when it has no cookie (a guest's request). */
const refusal = (attack: Attack) => (attack.cookie ? 403 : 401);

/** Django's classic CSRF rejections, on an app in its production configuration (Origin checks on). */
describe('CSRF in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SECRET_KEY: 'production-secret-key-for-the-csrf-tests-0123',
        // For the SMS gateway's webhook, whose signature stands in for the CSRF token.
        SMS_GATEWAY: 'twilio',
        TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN,
        TWILIO_FROM: '+15005550006',
      },
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

  /** An attack's headers with its token where a script sends it: the X-CSRFToken header. */
  const headersOf = (browser: TestClient, attack: Attack): Record<string, string> =>
    attack.token === undefined
      ? attackHeaders(browser, attack)
      : { ...attackHeaders(browser, attack), 'x-csrftoken': attack.token };

  type ForgedRequest = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

  /** Sends each request as `client`'s browser would under `make`'s attack; answers the attack and the responses. */
  async function forge(client: TestClient, make: MakeAttack, requests: ForgedRequest[]) {
    const { othersToken } = await browsers();
    const attack = make(client.csrfToken ?? '', othersToken);
    const responses = [];
    for (const { payload, ...request } of requests) {
      const headers = headersOf(client, attack);
      responses.push(
        await t.app.inject({ ...request, headers, ...(payload ? { payload } : {}), remoteAddress: client.ip }),
      );
    }
    return { attack, statuses: responses.map((response) => response.statusCode) };
  }

  it.each(attacks)(
    'when a sign-up comes with %s, then it answers 403 and no account is created',
    async (_name, make) => {
      const { mine, othersToken } = await browsers();
      const attack = make(mine.csrfToken ?? '', othersToken);
      const before = await t.database.db.$count(users);
      const response = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        headers: headersOf(mine, attack),
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
      const { statuses } = await forge(client, make, [{ method: 'POST', url: '/accounts/api/logout/' }]);
      expect(statuses).toEqual([403]);
      expect((await client.get(USER_INFO)).json().authenticated).toBe(true);
    },
  );

  it.each(attacks)(
    'when a signed-in "Sign out everywhere" comes with %s, then it is refused and every device stays signed in',
    async (_name, make) => {
      const { client, email, password } = await registerThroughApi(t.app);
      const phone = new TestClient(t.app, freshIp());
      expect((await phone.post('/accounts/api/login/', { email, password })).statusCode).toBe(200);
      const { attack, statuses } = await forge(client, make, [
        { method: 'POST', url: '/accounts/api/auth/logout-everywhere/' },
      ]);
      // Without the cookies the request is a guest's: 401 before any CSRF check.
      expect(statuses).toEqual([refusal(attack)]);
      expect((await client.get(USER_INFO)).json().authenticated).toBe(true);
      expect((await phone.get(USER_INFO)).json().authenticated).toBe(true);
    },
  );

  it.each(attacks)(
    'when a signed-in report of a job comes with %s, then it is refused and no report is stored',
    async (_name, make) => {
      const { client } = await registerThroughApi(t.app);
      const job = await createJob(t.database.db, (await createCompany(t.database.db)).id);
      const { attack, statuses } = await forge(client, make, [
        { method: 'POST', url: `/api/jobs/${job.id}/report/`, payload: { reason: 'scam' } },
      ]);
      expect(statuses).toEqual([refusal(attack)]);
      expect(await t.database.db.$count(jobReports)).toBe(0);
    },
  );

  it.each(attacks)(
    "when a signed-in seeker's save or unsave comes with %s, then it is refused and the saved list is unchanged",
    async (_name, make) => {
      const { client } = await registerThroughApi(t.app);
      const job = await createJob(t.database.db, (await createCompany(t.database.db)).id);
      const kept = await createJob(t.database.db, (await createCompany(t.database.db)).id);
      expect((await client.post(`/api/jobs/${kept.id}/save/`)).statusCode).toBe(200);
      const before = await t.database.db.$count(savedJobs);
      const { attack, statuses } = await forge(client, make, [
        { method: 'POST', url: `/api/jobs/${job.id}/save/` },
        { method: 'DELETE', url: `/api/jobs/${kept.id}/save/` },
      ]);
      expect(statuses).toEqual([refusal(attack), refusal(attack)]);
      expect(await t.database.db.$count(savedJobs)).toBe(before);
    },
  );

  it.each(attacks)(
    "when a seeker's 'mark notifications read' comes with %s, then it is refused",
    async (_name, make) => {
      const { client } = await registerThroughApi(t.app);
      const { attack, statuses } = await forge(client, make, [
        { method: 'POST', url: '/accounts/api/notifications/read/' },
      ]);
      expect(statuses).toEqual([refusal(attack)]);
    },
  );

  it.each(attacks)(
    "when a company's notification settings change comes with %s, then it is refused and the settings are unchanged",
    async (_name, make) => {
      const company = await createCompany(t.database.db);
      const client = await signIn(t.app, t.database.db, company.userId);
      const { attack, statuses } = await forge(client, make, [
        {
          method: 'PUT',
          url: '/api/company/notification-settings/',
          payload: { applications: 'off', job_news: false },
        },
      ]);
      expect(statuses).toEqual([refusal(attack)]);
      expect((await client.get('/api/company/notification-settings/')).json()).toEqual({
        applications: 'each',
        job_news: true,
      });
    },
  );

  it.each(attacks)(
    "when a seeker's job alert creation or deletion comes with %s, then it is refused and the alerts are unchanged",
    async (_name, make) => {
      const { client } = await registerThroughApi(t.app);
      const kept = await client.post('/accounts/api/alerts/', { name: 'Kept', search: '', frequency: 'daily' });
      expect(kept.statusCode).toBe(201);
      const before = await t.database.db.select().from(jobAlerts);
      const { attack, statuses } = await forge(client, make, [
        { method: 'POST', url: '/accounts/api/alerts/', payload: { name: 'Forged', search: '', frequency: 'daily' } },
        { method: 'PATCH', url: `/accounts/api/alerts/${kept.json().id}/`, payload: { paused: true } },
        { method: 'DELETE', url: `/accounts/api/alerts/${kept.json().id}/` },
      ]);
      expect(statuses).toEqual([refusal(attack), refusal(attack), refusal(attack)]);
      expect(await t.database.db.select().from(jobAlerts)).toEqual(before);
    },
  );

  it("when a mail app sends a digest's one-click unsubscribe (no cookie, no token, another Origin), then the signature alone decides", async () => {
    const { client } = await registerThroughApi(t.app);
    const { id } = (
      await client.post('/accounts/api/alerts/', { name: 'Mine', search: '', frequency: 'daily' })
    ).json();
    const oneClick = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe/?alert=${id}&sig=${signature}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick('0'.repeat(64))).statusCode).toBe(404);
    expect((await client.get('/accounts/api/alerts/')).json()[0].paused).toBe(false);
    expect((await oneClick(unsubscribeSignature(t.config, id))).statusCode).toBe(200);
    expect((await client.get('/accounts/api/alerts/')).json()[0].paused).toBe(true);
  });

  it.each(attacks)(
    "when a seeker's SMS number request, code, receipts or removal comes with %s, then it is refused and no SMS goes",
    async (_name, make) => {
      const { client } = await registerThroughApi(t.app);
      const sent = outboxSms(t.config.dataDir).length;
      const { attack, statuses } = await forge(client, make, [
        { method: 'POST', url: '/api/profile/sms-phone/', payload: { phone: '0770 123 456' } },
        { method: 'POST', url: '/api/profile/sms-phone/confirm/', payload: { code: '123456' } },
        { method: 'PATCH', url: '/api/profile/sms-phone/', payload: { sms_receipts: false } },
      ]);
      expect(statuses).toEqual([refusal(attack), refusal(attack), refusal(attack)]);
      expect(outboxSms(t.config.dataDir).length).toBe(sent);
    },
  );

  it.each(attacks)(
    "when a company's SMS number request or code comes with %s, then it is refused and no SMS goes",
    async (_name, make) => {
      const { client } = await registerThroughApi(t.app, { userType: 'company' });
      const sent = outboxSms(t.config.dataDir).length;
      const { attack, statuses } = await forge(client, make, [
        { method: 'POST', url: '/api/company/sms-phone/', payload: { phone: '0770 123 457' } },
        { method: 'POST', url: '/api/company/sms-phone/confirm/', payload: { code: '123456' } },
      ]);
      expect(statuses).toEqual([refusal(attack), refusal(attack)]);
      expect(outboxSms(t.config.dataDir).length).toBe(sent);
    },
  );

  it.each(attacks)(
    "when a company's MTN MoMo payment request comes with %s, then it is refused and no attempt is stored",
    async (_name, make) => {
      const company = await createCompany(t.database.db);
      const client = await signIn(t.app, t.database.db, company.userId, freshIp());
      const before = await t.database.db.$count(mobilePaymentAttempts);
      const { attack, statuses } = await forge(client, make, [
        { method: 'POST', url: '/api/companies/payment/momo/', payload: { plan_id: 1, phone: '0880 123 456' } },
      ]);
      expect(statuses).toEqual([refusal(attack)]);
      expect(await t.database.db.$count(mobilePaymentAttempts)).toBe(before);
    },
  );

  it("when an SMS's STOP page posts from anywhere (no cookie, no token, another Origin), then the signature alone decides", async () => {
    const { client } = await registerThroughApi(t.app);
    const { id } = (await client.get(USER_INFO)).json().user;
    const stop = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://sms.example' },
        payload: '',
      });
    expect((await stop(`/s/${id}.${'A'.repeat(16)}`)).statusCode).toBe(404);
    expect((await stop(smsStopPath(t.config, id))).statusCode).toBe(200);
  });

  it("when the SMS gateway's webhook posts (no cookie, no token, its own Origin), then its signature, not CSRF, decides", async () => {
    const params = { MessageSid: `SM${'c'.repeat(32)}`, From: '+231770999999', To: '+15005550006', Body: 'STOP' };
    const inbound = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sms/twilio/inbound/',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://api.twilio.com',
          'x-twilio-signature': signature,
        },
        payload: new URLSearchParams(params).toString(),
      });
    const forged = await inbound(
      twilioSignature('not-the-auth-token-0123', `${t.config.siteUrl}/api/sms/twilio/inbound/`, params),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().detail).toBe('The request is not signed by the SMS gateway.');
    const signed = await inbound(
      twilioSignature(FAKE_AUTH_TOKEN, `${t.config.siteUrl}/api/sms/twilio/inbound/`, params),
    );
    expect(signed.statusCode, signed.body).toBe(200);
  });

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
  beforeAll(async () => {
    t = await createTestAppWithWeb({
      NODE_ENV: 'production',
      SECRET_KEY: 'production-secret-key-for-the-csrf-tests-0123',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Posts `fields` to `url` as `browser` would, but with the attack's token, cookie and origin. */
  async function attackForm(browser: TestClient, url: string, fields: Record<string, string>, attack: Attack) {
    const form = new URLSearchParams(fields);
    if (attack.token !== undefined) form.set('csrfmiddlewaretoken', attack.token);
    const headers = { ...attackHeaders(browser, attack), 'content-type': 'application/x-www-form-urlencoded' };
    return t.app.inject({ method: 'POST', url, headers, payload: form.toString(), remoteAddress: browser.ip });
  }

  it.each(attacks)(
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

  it.each(attacks)('when a logout form comes with %s, then the session lives on', async (_name, make) => {
    const { client } = await registerThroughApi(t.app);
    const mine = csrfFieldIn((await client.get('/jobs')).body);
    const others = csrfFieldIn((await new TestClient(t.app, freshIp()).get('/login')).body);
    const response = await attackForm(client, '/logout', {}, make(mine, others));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?forced=true');
    expect((await client.get(USER_INFO)).json().authenticated).toBe(true);
  });

  it.each(attacks)(
    'when a report form comes with %s, then the page refuses it and no report is stored',
    async (_name, make) => {
      const { client } = await registerThroughApi(t.app);
      const job = await createJob(t.database.db, (await createCompany(t.database.db)).id);
      const mine = csrfFieldIn((await client.get(`/jobs/${job.id}`)).body);
      const others = csrfFieldIn((await new TestClient(t.app, freshIp()).get('/login')).body);
      const fields = { page_form: 'report', reason: 'scam', note: '' };
      const response = await attackForm(client, `/jobs/${job.id}`, fields, make(mine, others));
      // Without the cookies the post is a guest's: sent to log in, nothing stored either way.
      expect([403, 303]).toContain(response.statusCode);
      expect(await t.database.db.$count(jobReports)).toBe(0);
    },
  );

  it.each(attacks)('when a save-job form comes with %s, then nothing is saved', async (_name, make) => {
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
