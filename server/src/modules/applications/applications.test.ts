import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createApplication, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applications, jobSeekerProfiles, jobs, structuredCvs, users } from '../../db/schema';
import { applyToJob } from './applications.service';

const DEFAULT_LETTER = 'I am interested in this position and would like to be considered.';
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('applying and the application lists', () => {
  let t: TestApp;
  let companyId: number;
  let companyClient: TestClient;
  let otherCompanyClient: TestClient;

  const newSeeker = async (names: { firstName?: string; lastName?: string } = {}) => {
    const user = await createUser(t.database.db, { userType: 'job_seeker', ...names });
    return { user, client: await signIn(t.app, t.database.db, user.id) };
  };
  /** A seeker whose profile has a name and a phone number: applying is one click. */
  const readySeeker = async () => {
    const seeker = await newSeeker({ firstName: 'Musu', lastName: 'Kollie' });
    await t.database.db.insert(jobSeekerProfiles).values({ userId: seeker.user.id, phoneNumber: '+231886000111' });
    return seeker;
  };
  const accountOf = async (userId: number) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const [profile] = await t.database.db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, userId));
    return { firstName: user?.firstName, lastName: user?.lastName, phoneNumber: profile?.phoneNumber ?? '' };
  };
  const newJob = (values: Parameters<typeof createJob>[2] = {}) => createJob(t.database.db, companyId, values);
  const rowsOf = (jobId: number) => t.database.db.select().from(applications).where(eq(applications.jobId, jobId));

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.database.db, { userType: 'company' });
    companyId = (await createCompany(t.database.db, { userId: owner.id, name: 'Ganta Builders' })).id;
    companyClient = await signIn(t.app, t.database.db, owner.id);
    const other = await createUser(t.database.db, { userType: 'company' });
    await createCompany(t.database.db, { userId: other.id });
    otherCompanyClient = await signIn(t.app, t.database.db, other.id);
  });
  afterAll(async () => t.close());

  describe('POST /api/jobs/{id}/apply/', () => {
    it('when a job seeker applies with a cover letter, then 201 with the application', async () => {
      const job = await newJob({ title: 'Site Engineer' });
      const { client } = await readySeeker();
      const response = await client.post(`/api/jobs/${job.id}/apply/`, { cover_letter: 'I built roads in Bong.' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        status: 'pending',
        applied_at: expect.any(String),
        job: { id: job.id, title: 'Site Engineer' },
        cover_letter: 'I built roads in Bong.',
        detail: 'Your application has been submitted successfully!',
        // A name and a phone number, no CV yet: the success state offers to add one.
        profile_missing: ['cv'],
      });
      expect(await rowsOf(job.id)).toHaveLength(1);
    });

    it('when a seeker with a name, a phone and a structured CV applies, then nothing is missing', async () => {
      const job = await newJob();
      const { user, client } = await newSeeker({ firstName: 'Fatu', lastName: 'Sirleaf' });
      await t.database.db.insert(jobSeekerProfiles).values({ userId: user.id, phoneNumber: '0886 123 456' });
      await t.database.db.insert(structuredCvs).values({ userId: user.id, summary: 'Market trader, 5 years.' });
      const response = await client.post(`/api/jobs/${job.id}/apply/`, {});
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().profile_missing).toEqual([]);
    });

    it('when the cover letter is empty or absent, then the default text is stored', async () => {
      for (const body of [{ cover_letter: '   ' }, {}, undefined]) {
        const job = await newJob();
        const { client } = await readySeeker();
        const response = await client.post(`/api/jobs/${job.id}/apply/`, body);
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().cover_letter).toBe(DEFAULT_LETTER);
      }
    });

    it('when the seeker applies twice, then the second answers 400 already applied', async () => {
      const job = await newJob();
      const { client } = await readySeeker();
      expect((await client.post(`/api/jobs/${job.id}/apply/`, {})).statusCode).toBe(201);
      const again = await client.post(`/api/jobs/${job.id}/apply/`, { cover_letter: 'Again' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: 'You have already applied to this job.', code: 'already_applied' });
      expect(await rowsOf(job.id)).toHaveLength(1);
    });

    it('when 20 apply requests of one seeker arrive at once, then exactly one application exists', async () => {
      const job = await newJob();
      const { client } = await readySeeker();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => client.post(`/api/jobs/${job.id}/apply/`, { cover_letter: 'Hi' })),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(400)]);
      expect(await rowsOf(job.id)).toHaveLength(1);
    });

    it('when staff changed the role or deactivated the account after the request was signed in, then no application is made', async () => {
      for (const change of [{ userType: 'company' as const }, { isActive: false }]) {
        const job = await newJob();
        const { user } = await newSeeker();
        // The account as the request read it on arrival, before the change committed.
        const asSignedIn = {
          id: user.id,
          email: user.email,
          userType: 'job_seeker' as const,
          firstName: '',
          lastName: '',
          isStaff: false,
        };
        await t.database.db.update(users).set(change).where(eq(users.id, user.id));
        await expect(applyToJob(t.database.db, asSignedIn, job.id, {}, 'direct')).rejects.toMatchObject({
          statusCode: 403,
          message: 'Only job seekers can apply to jobs.',
        });
        expect(await rowsOf(job.id)).toHaveLength(0);
      }
    });

    it('when the job is inactive, then 400 no longer accepting applications', async () => {
      const job = await newJob({ isActive: false });
      const { client } = await newSeeker();
      const response = await client.post(`/api/jobs/${job.id}/apply/`, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'This job is no longer accepting applications.' });
      expect(await rowsOf(job.id)).toHaveLength(0);
    });

    it('when the deadline has passed, then 400; on the deadline day itself applying works', async () => {
      const { client } = await readySeeker();
      const expired = await newJob({ deadline: isoDay(-1) });
      const response = await client.post(`/api/jobs/${expired.id}/apply/`, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'The application deadline for this job has passed.' });
      const today = await newJob({ deadline: isoDay(0) });
      expect((await client.post(`/api/jobs/${today.id}/apply/`, {})).statusCode).toBe(201);
    });

    it('when the job is missing or deleted, then 404', async () => {
      const { client } = await newSeeker();
      const deleted = await newJob({ isDeleted: true });
      for (const id of [deleted.id, 999999]) {
        const response = await client.post(`/api/jobs/${id}/apply/`, {});
        expect(response.statusCode).toBe(404);
      }
    });

    it('when a company applies, then 403 only job seekers can apply', async () => {
      const job = await newJob();
      const response = await otherCompanyClient.post(`/api/jobs/${job.id}/apply/`, {});
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Only job seekers can apply to jobs.' });
      expect(await rowsOf(job.id)).toHaveLength(0);
    });

    it('when a guest applies, then 401; without the CSRF token, then 403', async () => {
      const job = await newJob();
      const guest = new TestClient(t.app);
      guest.cookies.set('csrftoken', 'a'.repeat(32));
      expect((await guest.post(`/api/jobs/${job.id}/apply/`, {})).statusCode).toBe(401);
      const { client } = await newSeeker();
      const noCsrf = await client.post(`/api/jobs/${job.id}/apply/`, {}, { noCsrf: true });
      expect(noCsrf.statusCode).toBe(403);
      expect(noCsrf.json().detail).toMatch(/^CSRF Failed/);
      expect(await rowsOf(job.id)).toHaveLength(0);
    });

    it('when the cover letter is not text, then 400 names cover_letter', async () => {
      const job = await newJob();
      const { client } = await newSeeker();
      const response = await client.post(`/api/jobs/${job.id}/apply/`, { cover_letter: 42 });
      expect(response.statusCode).toBe(400);
      expect(response.json().cover_letter).toEqual([expect.any(String)]);
    });
  });

  describe('POST /api/jobs/{id}/apply/ from a profile without a name or a phone number', () => {
    const apply = (client: TestClient, jobId: number, body: object) => client.post(`/api/jobs/${jobId}/apply/`, body);

    it('when the apply step sends the name and the phone, then both are saved on the profile and the application is made', async () => {
      const job = await newJob();
      const { user, client } = await newSeeker();
      const response = await apply(client, job.id, {
        full_name: ' Kebeh  Flomo Sirleaf ',
        phone_number: '0886 555 010',
      });
      expect(response.statusCode, response.body).toBe(201);
      // What the employer sees now: a name and a number to call; only the CV is missing.
      expect(response.json().profile_missing).toEqual(['cv']);
      expect(await rowsOf(job.id)).toHaveLength(1);
      expect(await accountOf(user.id)).toEqual({
        firstName: 'Kebeh',
        lastName: 'Flomo Sirleaf',
        phoneNumber: '+231886555010',
      });
      // The same number as SMS would use, not yet confirmed.
      const profile = (await client.get('/accounts/api/auth/profile/')).json();
      expect(profile).toMatchObject({ phone_number: '+231886555010', phone_confirmed: false });
      const [row] = (await companyClient.get(`/accounts/api/jobs/${job.id}/applications/`)).json().applications;
      expect(row.user).toMatchObject({ name: 'Kebeh Flomo Sirleaf', phone_number: '+231886555010' });
    });

    it('when the profile lacks both and neither is sent, then 400 names both fields and nothing is made', async () => {
      const job = await newJob();
      const { user, client } = await newSeeker();
      for (const body of [{}, { full_name: '', phone_number: '' }]) {
        const response = await apply(client, job.id, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          full_name: ['Enter your full name.'],
          phone_number: ['Enter your mobile number.'],
        });
      }
      expect(await rowsOf(job.id)).toHaveLength(0);
      expect(await accountOf(user.id)).toEqual({ firstName: '', lastName: '', phoneNumber: '' });
    });

    it('when the phone is not a number we can call, then 400 with the rule it breaks, and neither the name nor the application is saved', async () => {
      const job = await newJob();
      const { user, client } = await newSeeker();
      const response = await apply(client, job.id, { full_name: 'Kebeh Flomo', phone_number: '0660 123 456' });
      expect(response.statusCode).toBe(400);
      expect(response.json().phone_number).toEqual([
        'A Liberian mobile number starts with 077, 088 or 055 and has 10 digits, e.g. 0770 123 456 or +231 770 123 456.',
      ]);
      expect(await rowsOf(job.id)).toHaveLength(0);
      expect(await accountOf(user.id)).toEqual({ firstName: '', lastName: '', phoneNumber: '' });
    });

    it("when only the phone is missing, then only it is asked for, and a name sent along does not replace the profile's", async () => {
      const job = await newJob();
      const { user, client } = await newSeeker({ firstName: 'Fatu', lastName: 'Sirleaf' });
      const refused = await apply(client, job.id, {});
      expect(refused.json()).toEqual({
        detail: 'Enter your mobile number.',
        phone_number: ['Enter your mobile number.'],
      });
      const response = await apply(client, job.id, { full_name: 'Someone Else', phone_number: '+231 770 123 456' });
      expect(response.statusCode, response.body).toBe(201);
      expect(await accountOf(user.id)).toEqual({
        firstName: 'Fatu',
        lastName: 'Sirleaf',
        phoneNumber: '+231770123456',
      });
    });

    it('when the seeker already applied, then the answer is already applied and the profile is left as it was', async () => {
      const job = await newJob();
      const { user, client } = await newSeeker();
      await createApplication(t.database.db, job.id, user.id);
      const response = await apply(client, job.id, { full_name: 'Kebeh Flomo', phone_number: '0886 555 010' });
      expect(response.json()).toMatchObject({ code: 'already_applied' });
      expect(await accountOf(user.id)).toEqual({ firstName: '', lastName: '', phoneNumber: '' });
    });

    it('when one seeker applies to ten jobs at once with their name and phone, then every application is made and the profile holds them once', async () => {
      const jobIds = await Promise.all(Array.from({ length: 10 }, async () => (await newJob()).id));
      const { user, client } = await newSeeker();
      await client.ensureCsrf();
      const responses = await Promise.all(
        jobIds.map((jobId) => apply(client, jobId, { full_name: 'Kebeh Flomo', phone_number: '0886 555 010' })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      expect(await accountOf(user.id)).toEqual({ firstName: 'Kebeh', lastName: 'Flomo', phoneNumber: '+231886555010' });
    });
  });

  describe('GET /accounts/api/jobs/{jobId}/applications/', () => {
    let jobId: number;
    let ama: Awaited<ReturnType<typeof newSeeker>>;
    let kofi: Awaited<ReturnType<typeof newSeeker>>;

    beforeAll(async () => {
      jobId = (await newJob({ title: 'Quantity Surveyor' })).id;
      ama = await newSeeker({ firstName: 'Ama', lastName: 'Kollie' });
      kofi = await newSeeker({ firstName: 'Kofi', lastName: 'Doe' });
      await t.database.db
        .insert(jobSeekerProfiles)
        .values({ userId: ama.user.id, picture: 'pictures/ama.webp?v=3', phoneNumber: '0770', location: 'Ganta' });
      await createApplication(t.database.db, jobId, ama.user.id, 'Ama letter');
      await createApplication(t.database.db, jobId, kofi.user.id, 'Kofi letter');
    });

    const url = () => `/accounts/api/jobs/${jobId}/applications/`;

    it('when the owning company asks, then it gets every application with the applicant', async () => {
      const response = await companyClient.get(url());
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.job).toEqual({ id: jobId, title: 'Quantity Surveyor' });
      expect(answer.applications).toHaveLength(2);
      expect(answer.applications[0]).toEqual({
        id: expect.any(Number),
        status: 'pending',
        applied_at: expect.any(String),
        cover_letter: 'Ama letter',
        // A name and a phone, but no CV: the company's list marks her profile incomplete.
        profile_missing: ['cv'],
        // Applied on the web: not marked as by phone.
        by_phone: false,
        user: {
          id: ama.user.id,
          name: 'Ama Kollie',
          email: ama.user.email,
          phone_number: '0770',
          location: 'Ganta',
          profile_picture: 'http://localhost:8000/media/pictures/ama.webp?v=3',
        },
        applicant: {
          name: 'Ama Kollie',
          email: ama.user.email,
          profile_picture: 'http://localhost:8000/media/pictures/ama.webp?v=3',
        },
      });
      expect(answer.applications[1]).toMatchObject({
        user: { id: kofi.user.id, profile_picture: null },
        profile_missing: ['phone', 'cv'],
      });
    });

    it('when a job seeker who applied asks, then they see only their own application', async () => {
      const response = await kofi.client.get(url());
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.applications).toHaveLength(1);
      expect(answer.applications[0]).toMatchObject({ cover_letter: 'Kofi letter', user: { id: kofi.user.id } });
      expect(JSON.stringify(answer)).not.toContain(ama.user.email);
    });

    it('when a job seeker who did not apply asks, then the list is empty', async () => {
      const { client } = await newSeeker();
      const response = await client.get(url());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ job: { id: jobId, title: 'Quantity Surveyor' }, applications: [] });
    });

    it('when another company asks, then 403; a guest, then 401; an unknown job, then 404', async () => {
      expect((await otherCompanyClient.get(url())).statusCode).toBe(403);
      expect((await new TestClient(t.app).get(url())).statusCode).toBe(401);
      const missing = await companyClient.get('/accounts/api/jobs/999999/applications/');
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('GET /accounts/api/my-applications/', () => {
    it('when a job seeker asks, then only their applications come, newest first, deleted jobs keep their title', async () => {
      const me = await newSeeker();
      const someoneElse = await newSeeker();
      const older = await newJob({ title: 'Older job' });
      const newer = await newJob({ title: 'Newer job' });
      const gone = await newJob({ title: 'Deleted later' });
      await t.database.db.insert(applications).values([
        { jobId: older.id, userId: me.user.id, appliedAt: new Date(Date.now() - 3 * 86_400_000) },
        { jobId: gone.id, userId: me.user.id, appliedAt: new Date(Date.now() - 2 * 86_400_000) },
        { jobId: newer.id, userId: me.user.id, appliedAt: new Date(Date.now() - 86_400_000) },
        { jobId: newer.id, userId: someoneElse.user.id },
      ]);
      await t.database.db.update(jobs).set({ isDeleted: true, isActive: false }).where(eq(jobs.id, gone.id));

      const response = await me.client.get('/accounts/api/my-applications/');
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.map((a: { job: { title: string } }) => a.job.title)).toEqual([
        'Newer job',
        'Deleted later',
        'Older job',
      ]);
      expect(answer[0]).toEqual({
        id: expect.any(Number),
        status: 'pending',
        applied_at: expect.any(String),
        job: { id: newer.id, title: 'Newer job', company: { id: companyId, name: 'Ganta Builders' } },
        company_name: 'Ganta Builders',
      });
    });

    it('when a company or a guest asks, then 403 or 401', async () => {
      expect((await companyClient.get('/accounts/api/my-applications/')).statusCode).toBe(403);
      expect((await new TestClient(t.app).get('/accounts/api/my-applications/')).statusCode).toBe(401);
    });
  });
});
