import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, registerThroughApi, STRONG_PASSWORD } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { csrfFieldIn, createTestAppWithWeb, submissionIn } from '../../../test/fake-web';
import { createUser, FIXTURE_PASSWORD } from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';
import { PAGE_FORM_BODY_LIMIT } from '.';

describe('page forms (posted before the app starts, or without scripts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestAppWithWeb();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A browser that opened the page: it has the csrftoken cookie the page set and the field's token. */
  async function openPage(path: string): Promise<{ browser: TestClient; field: string }> {
    const browser = new TestClient(t.app, freshIp());
    const page = await browser.get(path);
    expect(page.statusCode).toBe(200);
    return { browser, field: csrfFieldIn(page.body) };
  }

  it('when a first-time visitor opens a page, then it sets the csrftoken cookie and its forms carry a masked token of it', async () => {
    const { browser, field } = await openPage('/login');
    expect(browser.csrfToken).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(field).toMatch(/^[a-zA-Z0-9]{64}$/);
    // A second page keeps the cookie and masks it anew (as Django does against compression attacks).
    const again = await browser.get('/reset-password');
    expect(again.cookies.find((cookie) => cookie.name === 'csrftoken')).toBeUndefined();
    expect(csrfFieldIn(again.body)).not.toBe(field);
  });

  describe('POST /login', () => {
    it("when the fields are empty, then the page comes back (400) with the app's messages and nothing sent on", async () => {
      const { browser, field } = await openPage('/login');
      const response = await browser.postForm('/login', { email: '', password: '' }, { csrfField: field });
      expect(response.statusCode).toBe(400);
      expect(submissionIn(response.body)).toEqual({
        form: 'login',
        values: { email: '' },
        fieldErrors: { email: 'Email is required', password: 'Password is required' },
      });
    });

    it('when the password is wrong, then the page shows the API refusal and the e-mail again, never the password', async () => {
      const { email } = await registerThroughApi(t.app);
      const { browser, field } = await openPage('/login');
      const response = await browser.postForm('/login', { email, password: 'not-it-at-all' }, { csrfField: field });
      expect(response.statusCode).toBe(400);
      const submission = submissionIn(response.body);
      expect(submission?.values).toEqual({ email });
      expect(submission?.apiError?.data.detail).toBe('Invalid email or password.');
      expect(response.body).not.toContain('not-it-at-all');
      expect(response.cookies.find((cookie) => cookie.name === 'sessionid')).toBeUndefined();
    });

    it('when the credentials are right, then the visitor is signed in and sent (303) to the page of ?next', async () => {
      const { email, password } = await registerThroughApi(t.app);
      const { browser } = await openPage('/login?next=/jobs/7');
      const response = await browser.postForm('/login?next=/jobs/7', { email, password });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/jobs/7');
      const info = await browser.get('/accounts/api/auth/user-info/');
      expect(info.json()).toMatchObject({ authenticated: true, user: { email } });
    });

    it('when staff log in with no ?next, then they land in their console; others land home', async () => {
      const staff = await createUser(t.database.db, { userType: 'staff' });
      const seeker = await createUser(t.database.db);
      for (const [user, start] of [
        [staff, '/staff'],
        [seeker, '/'],
      ] as const) {
        const { browser } = await openPage('/login');
        const response = await browser.postForm('/login', { email: user.email, password: FIXTURE_PASSWORD });
        expect(response.headers.location).toBe(start);
      }
    });

    it('when ?next names another site, then the visitor goes home instead', async () => {
      const { email, password } = await registerThroughApi(t.app);
      const { browser } = await openPage('/login');
      for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
        const response = await browser.postForm(`/login?next=${encodeURIComponent(next)}`, { email, password });
        expect(response.headers.location).toBe('/');
      }
    });

    it('when form logins fail, then they count against the same limit as the API logins', async () => {
      const { email, password } = await registerThroughApi(t.app);
      const { browser } = await openPage('/login');
      for (let attempt = 0; attempt < 10; attempt++) {
        await browser.postForm('/login', { email, password: `wrong-${attempt}` });
      }
      // Limited by the e-mail: even the right password, through the API, waits now.
      const api = await browser.post('/accounts/api/login/', { email, password });
      expect(api.statusCode).toBe(429);
      const form = await browser.postForm('/login', { email, password });
      expect(form.statusCode).toBe(429);
      expect(submissionIn(form.body)?.apiError?.status).toBe(429);
    });
  });

  describe('POST /register/jobseeker and /register/company', () => {
    it('when the fields are right, then the account is made with the type of the page, signed in, and sent to its start (a seeker home, a company its dashboard), which says so', async () => {
      for (const [path, type, start] of [
        ['/register/jobseeker', 'job_seeker', '/?registered=1'],
        ['/register/company', 'company', '/dashboard?registered=1'],
      ] as const) {
        const email = freshEmail('form');
        const { browser } = await openPage(path);
        const fields = { email, password: STRONG_PASSWORD, password2: STRONG_PASSWORD, user_type: 'staff' };
        const response = await browser.postForm(path, fields);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(start);
        const info = await browser.get('/accounts/api/auth/user-info/');
        expect(info.json()).toMatchObject({ authenticated: true, user: { email, user_type: type } });
      }
    });

    it('when the person came from a job (?next), then the new account goes back to it; another site is refused', async () => {
      const fields = () => ({ email: freshEmail('next'), password: STRONG_PASSWORD, password2: STRONG_PASSWORD });
      const { browser } = await openPage('/register/jobseeker?next=/jobs/12');
      const back = await browser.postForm('/register/jobseeker?next=/jobs/12', fields());
      expect(back.headers.location).toBe('/jobs/12?registered=1');
      const other = await new TestClient(t.app, freshIp()).postForm(
        `/register/jobseeker?next=${encodeURIComponent('//evil.example')}`,
        fields(),
      );
      expect(other.headers.location).toBe('/?registered=1');
    });

    it("when the passwords differ or the e-mail is taken, then the page says so in the app's words and no account is added", async () => {
      const { email } = await registerThroughApi(t.app);
      const { browser } = await openPage('/register/jobseeker');
      const before = await t.database.db.$count(users);
      const mismatch = await browser.postForm('/register/jobseeker', {
        email: freshEmail('form'),
        password: STRONG_PASSWORD,
        password2: 'something else',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(submissionIn(mismatch.body)?.fieldErrors).toEqual({ password2: 'Passwords do not match' });
      const taken = await browser.postForm('/register/jobseeker', {
        email,
        password: STRONG_PASSWORD,
        password2: STRONG_PASSWORD,
      });
      expect(taken.statusCode).toBe(400);
      expect(submissionIn(taken.body)?.apiError?.data.code).toBe('email_exists');
      expect(await t.database.db.$count(users)).toBe(before);
    });
  });

  describe('POST /reset-password and /reset-password/confirm', () => {
    it('when an e-mail is sent, then the page shows its result (done), whether or not the account exists', async () => {
      const { browser } = await openPage('/reset-password');
      for (const email of [(await registerThroughApi(t.app)).email, freshEmail('nobody')]) {
        const response = await browser.postForm('/reset-password', { email });
        expect(response.statusCode).toBe(200);
        expect(submissionIn(response.body)).toMatchObject({ form: 'reset-password', done: true });
      }
    });

    it('when the link is forged, then the confirmation page shows the refusal and no password changes', async () => {
      const { email, password } = await registerThroughApi(t.app);
      const { browser } = await openPage('/reset-password/confirm?uid=MQ&token=forged');
      const response = await browser.postForm('/reset-password/confirm?uid=MQ&token=forged', {
        new_password: 'a-brand-new-passphrase',
      });
      expect(response.statusCode).toBe(400);
      expect(submissionIn(response.body)?.form).toBe('reset-password-confirm');
      expect(submissionIn(response.body)?.apiError).toBeDefined();
      const login = await new TestClient(t.app, freshIp()).post('/accounts/api/login/', { email, password });
      expect(login.statusCode).toBe(200);
    });
  });

  it('when a form comes without its token, then the page says the CSRF check failed (403) and nothing happens', async () => {
    const { browser } = await openPage('/register/jobseeker');
    const before = await t.database.db.$count(users);
    const email = freshEmail('no-token');
    const response = await browser.postForm(
      '/register/jobseeker',
      { email, password: STRONG_PASSWORD, password2: STRONG_PASSWORD },
      { csrfField: null },
    );
    expect(response.statusCode).toBe(403);
    expect(submissionIn(response.body)?.apiError?.data.detail).toBe('CSRF Failed: CSRF token missing.');
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it('when a form is bigger than any page sends, then it is refused (413) before anything is read', async () => {
    const { browser } = await openPage('/login');
    const response = await browser.postForm('/login', { email: 'x'.repeat(PAGE_FORM_BODY_LIMIT), password: 'p' });
    expect(response.statusCode).toBe(413);
  });

  it('when an API route is sent a form-encoded body, then it still refuses it (415): only pages read forms', async () => {
    const browser = new TestClient(t.app, freshIp());
    const token = await browser.ensureCsrf();
    const response = await browser.request('POST', '/accounts/api/login/', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': token },
      payload: 'email=a%40b.lr&password=x',
    });
    expect(response.statusCode).toBe(415);
  });
});
