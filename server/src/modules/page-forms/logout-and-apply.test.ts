import { DEFAULT_COVER_LETTER } from '@lj/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { createTestAppWithWeb, submissionIn } from '../../../test/fake-web';
import {
  createApplicant,
  createApplication,
  createCompany,
  createJob,
  createUser,
  signIn,
} from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';
import { applications, jobSeekerProfiles, users } from '../../db/schema';
import { maskCsrfSecret, newCsrfSecret } from '../../plugins/csrf';

type Browser = { cookies: Map<string, string> };

/** A form post as a browser sends it: form-encoded, the client's cookies, no X-CSRFToken header. */
function postForm(t: TestApp, browser: Browser, url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The hidden field as the page renders it: the cookie's secret, masked. */
const tokenOf = (browser: Browser) => maskCsrfSecret(browser.cookies.get('csrftoken') as string);

/**
 * The navigation's Logout and the job page's apply form, posted form-encoded before the app has
 * started. A stand-in server build (test/fake-web.ts) renders each page with the submission it was given, so a refused
 * post can be read back.
 */
describe('page forms of the navigation and the job page', () => {
  let t: TestApp;
  let jobId: number;
  beforeAll(async () => {
    t = await createTestAppWithWeb();
    const company = await createCompany(t.database.db);
    jobId = (await createJob(t.database.db, company.id, { title: 'Field Accountant' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A seeker with a name and a phone number on the profile (applying is one click), or a company user. */
  const signedIn = async (userType: 'job_seeker' | 'company' = 'job_seeker') => {
    const user =
      userType === 'job_seeker' ? await createApplicant(t.database.db) : await createUser(t.database.db, { userType });
    return { user, client: await signIn(t.app, t.database.db, user.id) };
  };
  /** A new seeker with an empty profile: the apply form asks for the name and the phone number. */
  const emptyProfile = async () => {
    const user = await createUser(t.database.db, { userType: 'job_seeker' });
    return { user, client: await signIn(t.app, t.database.db, user.id) };
  };
  const contactOf = async (userId: number) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const [profile] = await t.database.db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, userId));
    return { name: `${user?.firstName} ${user?.lastName}`.trim(), phone: profile?.phoneNumber ?? '' };
  };
  const isSignedIn = async (client: TestClient) =>
    (await client.get('/accounts/api/auth/user-info/')).json().authenticated as boolean;
  const applicationsOf = (userId: number) =>
    t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)));

  describe('POST /logout', () => {
    it('when a signed-in user posts Logout with the page token, then the session ends and the browser goes to /login?nocache', async () => {
      const { client } = await signedIn();
      const response = await postForm(t, client, '/logout', { csrfmiddlewaretoken: tokenOf(client) });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/login\?nocache=\d+$/);
      expect(response.cookies.find((cookie) => cookie.name === 'sessionid')?.value).toBe('');
      expect(await isSignedIn(client)).toBe(false);
    });

    it('when a company user posts Logout, then their session ends too', async () => {
      const { client } = await signedIn('company');
      const response = await postForm(t, client, '/logout', { csrfmiddlewaretoken: tokenOf(client) });
      expect(response.headers.location).toMatch(/^\/login\?nocache=\d+$/);
      expect(await isSignedIn(client)).toBe(false);
    });

    it('when a guest posts Logout, then there is nothing to end and the browser goes to /login?nocache', async () => {
      const guest = { cookies: new Map([['csrftoken', newCsrfSecret()]]) };
      const response = await postForm(t, guest, '/logout', { csrfmiddlewaretoken: tokenOf(guest) });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/login\?nocache=\d+$/);
    });

    for (const [name, fields] of [
      ['a wrong token', { csrfmiddlewaretoken: maskCsrfSecret(newCsrfSecret()) }],
      ['no token', {}],
    ] as const) {
      it(`when Logout is posted with ${name}, then it is refused: /login?forced=true and the session stays`, async () => {
        const { client } = await signedIn();
        const response = await postForm(t, client, '/logout', fields);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/login?forced=true');
        expect(await isSignedIn(client)).toBe(true);
      });
    }
  });

  describe('POST /jobs/:id (apply)', () => {
    it("when a job seeker posts a cover letter, then the application is made once and the job page shows it sent, with what the employer won't see", async () => {
      const { user, client } = await signedIn();
      const response = await postForm(t, client, `/jobs/${jobId}`, {
        csrfmiddlewaretoken: tokenOf(client),
        cover_letter: '  Five years of bookkeeping in Gbarnga.  ',
      });
      expect(response.statusCode).toBe(200);
      expect(submissionIn(response.body)).toMatchObject({
        form: 'apply',
        done: true,
        result: { profile_missing: expect.arrayContaining(['cv']) },
      });
      const made = await applicationsOf(user.id);
      expect(made.map((application) => application.coverLetter)).toEqual(['Five years of bookkeeping in Gbarnga.']);
    });

    it('when a seeker with an empty profile types their name and phone in the form, then both are saved on the profile and the application is made', async () => {
      const { user, client } = await emptyProfile();
      const response = await postForm(t, client, `/jobs/${jobId}`, {
        csrfmiddlewaretoken: tokenOf(client),
        cover_letter: '',
        full_name: 'Kebeh Flomo',
        phone_number: '0886 555 010',
      });
      expect(response.statusCode).toBe(200);
      expect(submissionIn(response.body)).toMatchObject({
        form: 'apply',
        done: true,
        result: { profile_missing: ['cv'] },
      });
      expect(await applicationsOf(user.id)).toHaveLength(1);
      expect(await contactOf(user.id)).toEqual({ name: 'Kebeh Flomo', phone: '+231886555010' });
    });

    it('when the phone is not a number we can call, then the page comes back with the message at the field and all that was typed; nothing is saved', async () => {
      const { user, client } = await emptyProfile();
      const typed = {
        cover_letter: 'I sold at Red Light for years.',
        full_name: 'Kebeh Flomo',
        phone_number: '0660 123 456',
      };
      const response = await postForm(t, client, `/jobs/${jobId}`, { csrfmiddlewaretoken: tokenOf(client), ...typed });
      expect(response.statusCode).toBe(400);
      expect(submissionIn(response.body)).toEqual({
        form: 'apply',
        values: typed,
        fieldErrors: {
          phone_number:
            'A Liberian mobile number starts with 077, 088 or 055 and has 10 digits, e.g. 0770 123 456 or +231 770 123 456.',
        },
      });
      expect(await applicationsOf(user.id)).toEqual([]);
      expect(await contactOf(user.id)).toEqual({ name: '', phone: '' });
    });

    it('when the fields are left empty, then the page says what each needs', async () => {
      const { user, client } = await emptyProfile();
      const response = await postForm(t, client, `/jobs/${jobId}`, {
        csrfmiddlewaretoken: tokenOf(client),
        full_name: '  ',
        phone_number: '',
      });
      expect(submissionIn(response.body)?.fieldErrors).toEqual({
        full_name: 'Enter your full name.',
        phone_number: 'Enter your mobile number.',
      });
      expect(await applicationsOf(user.id)).toEqual([]);
    });

    it('when the profile lacks a field the form did not show (emptied meanwhile), then the API names it and the page keeps what was typed', async () => {
      const { user, client } = await emptyProfile();
      const response = await postForm(t, client, `/jobs/${jobId}`, {
        csrfmiddlewaretoken: tokenOf(client),
        cover_letter: 'Hello.',
        phone_number: '0886 555 010',
      });
      expect(response.statusCode).toBe(400);
      expect(submissionIn(response.body)).toMatchObject({
        form: 'apply',
        values: { cover_letter: 'Hello.', phone_number: '0886 555 010' },
        apiError: { status: 400, data: { full_name: ['Enter your full name.'] } },
      });
      expect(await applicationsOf(user.id)).toEqual([]);
      expect(await contactOf(user.id)).toEqual({ name: '', phone: '' });
    });

    it('when the cover letter is left empty, then the default cover letter is sent', async () => {
      const { user, client } = await signedIn();
      await postForm(t, client, `/jobs/${jobId}`, { csrfmiddlewaretoken: tokenOf(client), cover_letter: '' });
      expect((await applicationsOf(user.id)).map((application) => application.coverLetter)).toEqual([
        DEFAULT_COVER_LETTER,
      ]);
    });

    it('when the job seeker has already applied, then the browser goes back to the job and the first application stays', async () => {
      const { user, client } = await signedIn();
      await createApplication(t.database.db, jobId, user.id, 'The first one.');
      const response = await postForm(t, client, `/jobs/${jobId}`, {
        csrfmiddlewaretoken: tokenOf(client),
        cover_letter: 'Again.',
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/jobs/${jobId}`);
      expect((await applicationsOf(user.id)).map((application) => application.coverLetter)).toEqual(['The first one.']);
    });

    it('when two taps post at once, then one application is made and both land on the job, sent', async () => {
      const { user, client } = await signedIn();
      const fields = { csrfmiddlewaretoken: tokenOf(client), cover_letter: 'Once.' };
      const answers = await Promise.all([
        postForm(t, client, `/jobs/${jobId}`, fields),
        postForm(t, client, `/jobs/${jobId}`, fields),
      ]);
      // The first is sent and shown; the second is refused as a duplicate, which shows the job as applied to.
      expect(answers.map((response) => [response.statusCode, response.headers.location]).sort()).toEqual([
        [200, undefined],
        [303, `/jobs/${jobId}`],
      ]);
      expect(await applicationsOf(user.id)).toHaveLength(1);
    });

    it('when a guest posts it, then the browser goes to log in and comes back to the job; nothing is made', async () => {
      const before = await t.database.db.select().from(applications).where(eq(applications.jobId, jobId));
      const guest = { cookies: new Map([['csrftoken', newCsrfSecret()]]) };
      const response = await postForm(t, guest, `/jobs/${jobId}`, { csrfmiddlewaretoken: tokenOf(guest) });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/login?next=${encodeURIComponent(`/jobs/${jobId}`)}`);
      const after = await t.database.db.select().from(applications).where(eq(applications.jobId, jobId));
      expect(after).toHaveLength(before.length);
    });

    it('when a company user posts it, then the job page is shown again with the refusal and nothing is made', async () => {
      const { user, client } = await signedIn('company');
      const response = await postForm(t, client, `/jobs/${jobId}`, { csrfmiddlewaretoken: tokenOf(client) });
      expect(response.statusCode).toBe(403);
      expect(submissionIn(response.body)).toMatchObject({
        form: 'apply',
        apiError: { status: 403, data: { detail: 'Only job seekers can apply to jobs.' } },
      });
      expect(await applicationsOf(user.id)).toEqual([]);
    });

    for (const [name, token] of [
      ['a wrong token', () => maskCsrfSecret(newCsrfSecret())],
      ['no token', () => undefined],
    ] as const) {
      it(`when it is posted with ${name}, then the page says it was refused and nothing is made`, async () => {
        const { user, client } = await signedIn();
        const value = token();
        const response = await postForm(t, client, `/jobs/${jobId}`, {
          cover_letter: 'Hello.',
          ...(value !== undefined && { csrfmiddlewaretoken: value }),
        });
        expect(response.statusCode).toBe(403);
        expect(submissionIn(response.body)).toMatchObject({ form: 'apply', apiError: { status: 403 } });
        expect(submissionIn(response.body)?.apiError?.data.detail).toMatch(/^CSRF Failed/);
        expect(await applicationsOf(user.id)).toEqual([]);
      });
    }
  });
});
