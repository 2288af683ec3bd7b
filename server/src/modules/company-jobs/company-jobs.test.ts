import { SUBSCRIPTION_REQUIRED_CODE, SUBSCRIPTION_REQUIRED_DETAIL } from '@lj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createPlan, subscribe } from '../../../test/company-fixtures';
import { createApplication, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applications, jobs } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const validJob = {
  title: 'Mine Site Electrician',
  description: 'Maintain the plant electrics at the Bong mine.',
  requirements: 'Five years on industrial sites.',
  location: 'Gbarnga, Bong',
  is_remote: false,
  job_type: 'full_time',
  experience_level: 'mid',
  pay_period: 'monthly',
  salary_min: 800,
  salary_max: 1200,
  salary_currency: 'USD',
  is_active: true,
  deadline: isoDay(30),
  skills: ['Wiring', 'Safety'],
  education_requirements: 'Technical diploma',
  benefits: 'Housing',
  seniority_level: 'Mid',
  employment_type: 'Permanent',
  positions_available: 2,
};

describe('company job management', () => {
  let t: TestApp;
  let planId: number;

  beforeAll(async () => {
    t = await createTestApp();
    planId = (await createPlan(t.database.db)).id;
  });
  afterAll(async () => t.close());

  /** A company account, subscribed unless told otherwise, with a signed-in client. */
  async function company(options: { subscribedDays?: number | null } = {}) {
    const row = await createCompany(t.database.db);
    const days = options.subscribedDays === undefined ? 30 : options.subscribedDays;
    if (days !== null) await subscribe(t.database.db, row.id, planId, days);
    return { company: row, client: await signIn(t.app, t.database.db, row.userId) };
  }

  const jobRow = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  describe('who may manage jobs', () => {
    it('when a guest calls any job-management endpoint, then 401', async () => {
      const guest = new TestClient(t.app);
      const other = await company();
      const job = await createJob(t.database.db, other.company.id);
      expect((await guest.post('/api/jobs/', validJob)).statusCode).toBe(401);
      expect((await guest.put(`/api/jobs/${job.id}/`, validJob)).statusCode).toBe(401);
      expect((await guest.get('/accounts/api/company/jobs/')).statusCode).toBe(401);
      expect((await guest.post(`/company/jobs/${job.id}/delete/`)).statusCode).toBe(401);
      expect(await jobRow(job.id)).toBeDefined();
    });

    it('when a job seeker calls any job-management endpoint, then 403 and nothing changes', async () => {
      const seeker = await signIn(t.app, t.database.db, (await createUser(t.database.db)).id);
      const other = await company();
      const job = await createJob(t.database.db, other.company.id, { title: 'Untouched' });
      expect((await seeker.post('/api/jobs/', validJob)).statusCode).toBe(403);
      expect((await seeker.put(`/api/jobs/${job.id}/`, validJob)).statusCode).toBe(403);
      expect((await seeker.get('/accounts/api/company/jobs/')).statusCode).toBe(403);
      expect((await seeker.post(`/company/jobs/${job.id}/delete/`)).statusCode).toBe(403);
      expect((await jobRow(job.id))?.title).toBe('Untouched');
    });

    it('when a company without a subscription manages jobs, then 402 subscription_required everywhere', async () => {
      for (const days of [null, -1]) {
        const { company: row, client } = await company({ subscribedDays: days });
        const job = await createJob(t.database.db, row.id, { title: 'Kept' });
        const answers = [
          await client.post('/api/jobs/', validJob),
          await client.put(`/api/jobs/${job.id}/`, validJob),
          await client.get('/accounts/api/company/jobs/'),
          await client.post(`/company/jobs/${job.id}/delete/`),
        ];
        for (const answer of answers) {
          expect(answer.statusCode).toBe(402);
          expect(answer.json()).toEqual({ code: SUBSCRIPTION_REQUIRED_CODE, detail: SUBSCRIPTION_REQUIRED_DETAIL });
        }
        expect(await jobRow(job.id)).toMatchObject({ title: 'Kept', isDeleted: false });
        expect(await t.database.db.select().from(jobs).where(eq(jobs.companyId, row.id))).toHaveLength(1);
      }
    });
  });

  describe('POST /api/jobs/', () => {
    it('when a subscribed company posts a valid job, then 201 with the job under its own company', async () => {
      const { company: row, client } = await company();
      const other = await company();
      const response = await client.post('/api/jobs/', {
        ...validJob,
        company: other.company.id,
        company_id: other.company.id,
        views: 500,
        is_deleted: true,
        created_at: '2001-01-01T00:00:00Z',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.id).toBe(body.job.id);
      expect(body.job).toMatchObject({
        title: validJob.title,
        company: { id: row.id, name: row.name },
        salary_min: 800,
        salary_max: 1200,
        salary_currency: 'USD',
        pay_period: 'monthly',
        job_type_display: 'Full Time',
        deadline: validJob.deadline,
        skills: ['Wiring', 'Safety'],
        positions_available: 2,
        views: 0,
        applications_count: 0,
      });
      expect(await jobRow(body.id)).toMatchObject({ companyId: row.id, views: 0, isDeleted: false });
      expect(new Date(body.job.created_at).getFullYear()).toBe(new Date().getFullYear());
    });

    it('when the form defaults are left out and skills come as a comma string, then the defaults apply', async () => {
      const { client } = await company();
      const response = await client.post('/api/jobs/', {
        title: 'Cashier',
        description: 'Count the till.',
        job_type: 'part_time',
        experience_level: 'entry',
        pay_period: 'hourly',
        skills: 'Cash handling, Customer care,',
        salary_min: '',
        salary_max: '',
        salary_currency: 'LRD',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().job).toMatchObject({
        is_active: true,
        is_remote: false,
        salary_min: null,
        salary_max: null,
        salary_currency: 'LRD',
        deadline: null,
        skills: ['Cash handling', 'Customer care'],
        positions_available: 1,
      });
    });

    it('when required fields are missing, then 400 names each of them', async () => {
      const { client } = await company();
      const response = await client.post('/api/jobs/', { title: '  ', location: 'Monrovia, Montserrado' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'Job title is required.',
        title: ['Job title is required.'],
        description: ['Description is required.'],
        job_type: ['Job type is required.'],
        experience_level: ['Experience level is required.'],
        pay_period: ['Pay period is required.'],
      });
    });

    it('when the values break the form rules, then 400 with the field named and nothing is stored', async () => {
      const { company: row, client } = await company();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ salary_min: -1 }, 'salary_min'],
        [{ salary_max: '-50' }, 'salary_max'],
        [{ salary_min: 2000, salary_max: 1000 }, 'salary_max'],
        [{ job_type: 'volunteer' }, 'job_type'],
        [{ experience_level: 'guru' }, 'experience_level'],
        [{ pay_period: 'fortnightly' }, 'pay_period'],
        [{ salary_currency: 'EUR' }, 'salary_currency'],
        [{ deadline: '2024-02-30' }, 'deadline'],
        [{ deadline: isoDay(-1) }, 'deadline'],
        [{ positions_available: 0 }, 'positions_available'],
      ];
      for (const [change, field] of cases) {
        const response = await client.post('/api/jobs/', { ...validJob, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json()[field], JSON.stringify(change)).toEqual([expect.any(String)]);
      }
      expect(await t.database.db.select().from(jobs).where(eq(jobs.companyId, row.id))).toHaveLength(0);
    });

    it('when a job is paid by the day or by the week, then it is stored and read back with that period', async () => {
      const { client } = await company();
      for (const period of ['daily', 'weekly']) {
        const response = await client.post('/api/jobs/', { ...validJob, pay_period: period });
        expect(response.statusCode, period).toBe(201);
        expect(response.json().job.pay_period).toBe(period);
        expect((await client.get(`/api/jobs/${response.json().id}/`)).json().pay_period).toBe(period);
      }
    });

    it('when the deadline is today, then the job is accepted', async () => {
      const { client } = await company();
      expect((await client.post('/api/jobs/', { ...validJob, deadline: isoDay(0) })).statusCode).toBe(201);
    });
  });

  describe('PUT /api/jobs/{id}/', () => {
    it('when the owner edits its job, then 200 with the new values, also with a deadline now past', async () => {
      const { company: row, client } = await company();
      const job = await createJob(t.database.db, row.id, { title: 'Old title', deadline: isoDay(-10) });
      const response = await client.put(`/api/jobs/${job.id}/`, {
        ...validJob,
        title: 'New title',
        is_active: false,
        deadline: isoDay(-10),
        views: 99,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: job.id, job: { id: job.id, title: 'New title', is_active: false } });
      expect(await jobRow(job.id)).toMatchObject({ title: 'New title', isActive: false, views: 0, companyId: row.id });
    });

    it("when a company edits another company's job or a missing or deleted one, then 404 and nothing changes", async () => {
      const { client } = await company();
      const other = await company();
      const theirs = await createJob(t.database.db, other.company.id, { title: 'Theirs' });
      const deleted = await createJob(t.database.db, other.company.id, { isDeleted: true, isActive: false });
      for (const id of [theirs.id, deleted.id, 2_000_000]) {
        const response = await client.put(`/api/jobs/${id}/`, { ...validJob, title: 'Hijacked' });
        expect(response.statusCode).toBe(404);
      }
      expect((await jobRow(theirs.id))?.title).toBe('Theirs');
      const ownerDeleted = await other.client.put(`/api/jobs/${deleted.id}/`, validJob);
      expect(ownerDeleted.statusCode).toBe(404);
    });

    it('when the edit breaks a rule, then 400 and the job is unchanged', async () => {
      const { company: row, client } = await company();
      const job = await createJob(t.database.db, row.id, { title: 'Stable' });
      const response = await client.put(`/api/jobs/${job.id}/`, { ...validJob, title: '', salary_min: -5 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        title: ['Job title is required.'],
        salary_min: ['Minimum salary cannot be negative.'],
      });
      expect((await jobRow(job.id))?.title).toBe('Stable');
    });
  });

  describe('GET /accounts/api/company/jobs/', () => {
    it('when a company lists its jobs, then it gets its own, not deleted, newest first, 10 a page', async () => {
      const { company: row, client } = await company();
      const other = await company();
      await createJob(t.database.db, other.company.id, { title: 'Not mine' });
      const base = Date.now() - 100 * 60_000;
      for (let i = 0; i < 12; i++) {
        await createJob(t.database.db, row.id, {
          title: `Job ${String(i).padStart(2, '0')}`,
          isActive: i % 3 !== 0,
          createdAt: new Date(base + i * 60_000),
        });
      }
      await createJob(t.database.db, row.id, { title: 'Deleted', isDeleted: true, isActive: false });

      const first = await client.get('/accounts/api/company/jobs/');
      expect(first.statusCode).toBe(200);
      const page1 = first.json();
      expect(page1.count).toBe(12);
      expect(page1.results).toHaveLength(10);
      expect(page1.results[0].title).toBe('Job 11');
      expect(page1.results.every((job: { company: { id: number } }) => job.company.id === row.id)).toBe(true);
      expect(page1.previous).toBeNull();
      expect(page1.next).toContain('page=2');

      const page2 = (await client.get('/accounts/api/company/jobs/?page=2')).json();
      expect(page2.results.map((job: { title: string }) => job.title)).toEqual(['Job 01', 'Job 00']);
      expect(page2.next).toBeNull();

      const inactive = (await client.get('/accounts/api/company/jobs/?status=inactive')).json();
      expect(inactive.count).toBe(4);
      expect(inactive.results.every((job: { is_active: boolean }) => !job.is_active)).toBe(true);
      const active = (await client.get('/accounts/api/company/jobs/?status=active')).json();
      expect(active.count).toBe(8);
    });

    it('when a job has applications, then the list shows how many', async () => {
      const { company: row, client } = await company();
      const job = await createJob(t.database.db, row.id);
      for (let i = 0; i < 2; i++) {
        await createApplication(t.database.db, job.id, (await createUser(t.database.db)).id);
      }
      const body = (await client.get('/accounts/api/company/jobs/')).json();
      expect(body.results[0]).toMatchObject({ id: job.id, applications_count: 2 });
    });

    it('when the status or page is not valid, then 400', async () => {
      const { client } = await company();
      expect((await client.get('/accounts/api/company/jobs/?status=closed')).statusCode).toBe(400);
      expect((await client.get('/accounts/api/company/jobs/?page=0')).statusCode).toBe(400);
    });
  });

  describe('POST /company/jobs/{id}/delete/', () => {
    it('when the owner deletes a job nobody applied to, then it is gone for good', async () => {
      const { company: row, client } = await company();
      const job = await createJob(t.database.db, row.id);
      const response = await client.post(`/company/jobs/${job.id}/delete/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await jobRow(job.id)).toBeUndefined();
    });

    it('when the owner deletes a job with applications, then it is hidden but kept for the applicants', async () => {
      const { company: row, client } = await company();
      const job = await createJob(t.database.db, row.id, { title: 'Kept for history' });
      const seeker = await createUser(t.database.db);
      const application = await createApplication(t.database.db, job.id, seeker.id);
      const response = await client.post(`/company/jobs/${job.id}/delete/`);
      expect(response.json()).toEqual({ success: true });
      expect(await jobRow(job.id)).toMatchObject({ isDeleted: true, isActive: false, title: 'Kept for history' });
      const kept = await t.database.db.select().from(applications).where(eq(applications.id, application.id));
      expect(kept).toHaveLength(1);
      expect((await client.get('/accounts/api/company/jobs/')).json().count).toBe(0);
      expect((await client.post(`/company/jobs/${job.id}/delete/`)).statusCode).toBe(404);
    });

    it("when a company deletes another company's job, then 404 and the job stays", async () => {
      const { client } = await company();
      const other = await company();
      const job = await createJob(t.database.db, other.company.id);
      const response = await client.post(`/company/jobs/${job.id}/delete/`);
      expect(response.statusCode).toBe(404);
      expect(await jobRow(job.id)).toMatchObject({ isDeleted: false });
    });
  });
});
