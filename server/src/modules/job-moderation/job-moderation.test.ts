import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createPlan, subscribe } from '../../../test/company-fixtures';
import { createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobReports, jobs } from '../../db/schema';
import { REPORTS_TO_HIDE } from './job-reports.repository';

const job = (values: Record<string, unknown> = {}) => ({
  title: 'Warehouse Clerk',
  description: 'Keep the stock records of our Buchanan warehouse.',
  job_type: 'full_time',
  experience_level: 'entry',
  pay_period: 'monthly',
  deadline: null,
  ...values,
});

describe('job moderation: holding and reports', () => {
  let t: TestApp;
  let planId: number;
  const guest = () => new TestClient(t.app);
  const db = () => t.database.db;
  const moderationOf = async (id: number) =>
    (await db().select({ moderation: jobs.moderation }).from(jobs).where(eq(jobs.id, id)))[0]?.moderation;

  beforeAll(async () => {
    t = await createTestApp();
    planId = (await createPlan(db())).id;
  });
  afterAll(async () => t.close());

  /** A subscribed company, with one earlier job unless `fresh` (its first job is held). */
  async function company({ fresh = false } = {}) {
    const row = await createCompany(db());
    await subscribe(db(), row.id, planId, 30);
    if (!fresh) await createJob(db(), row.id);
    return { company: row, client: await signIn(t.app, db(), row.userId) };
  }
  let lastAddress = 0;
  /** An address no other report of this file came from. */
  const newAddress = () => `10.2.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
  const seeker = async (ip = newAddress()) => signIn(t.app, db(), (await createUser(db())).id, ip);
  const staff = async () => signIn(t.app, db(), (await createUser(db(), { userType: 'staff' })).id);
  type QueueEntry = { job: { id: number }; reports: unknown[] };
  const listedIds = async (query: Record<string, string> = {}) =>
    ((await guest().get('/api/jobs/', { query })).json().results as Array<{ id: number }>).map((row) => row.id);

  describe('holding scam posts', () => {
    it('when a job asks the seeker for a processing fee, then it is held: not listed, not found, and its company reads why', async () => {
      const { client } = await company();
      const posted = await client.post('/api/jobs/', job({ description: 'Pay a processing fee of USD 15 to apply.' }));
      expect(posted.statusCode).toBe(201);
      const { id, job: saved } = posted.json();
      expect(saved.moderation).toEqual({ state: 'held', reason: expect.stringContaining('processing fee') });
      expect(await listedIds()).not.toContain(id);
      expect(await listedIds({ search: 'processing' })).not.toContain(id);
      expect((await guest().get(`/api/jobs/${id}/`)).statusCode).toBe(404);
      expect((await (await seeker()).post(`/api/jobs/${id}/apply/`, { cover_letter: 'Hi' })).statusCode).toBe(404);
      const own = (await client.get('/accounts/api/company/jobs/')).json().results;
      expect(own.find((row: { id: number }) => row.id === id).moderation.state).toBe('held');
      expect((await client.get(`/api/jobs/${id}/`)).json().moderation.state).toBe('held');
    });

    it('when a job moves the contact to WhatsApp or a phone number, then it is held', async () => {
      const { client } = await company();
      for (const description of ['Apply on WhatsApp only.', 'Send your CV and call 0770 123 456.']) {
        const { job: saved } = (await client.post('/api/jobs/', job({ description }))).json();
        expect(saved.moderation?.state, description).toBe('held');
      }
    });

    it('when a new company posts its first job, then it is held; its second, clean one is public', async () => {
      const { client } = await company({ fresh: true });
      const first = (await client.post('/api/jobs/', job())).json();
      expect(first.job.moderation).toEqual({ state: 'held', reason: "A new company's first job" });
      const second = (await client.post('/api/jobs/', job({ title: 'Forklift Driver' }))).json();
      expect(second.job.moderation).toBeUndefined();
      expect(await listedIds()).toContain(second.id);
    });

    it("when a job is held, then it is in neither the sitemap, its company's page count nor its public job list", async () => {
      const { company: row } = await company();
      const held = await createJob(db(), row.id, { moderation: 'held', moderationReason: 'Asks for a fee' });
      const listed = await createJob(db(), row.id);
      const sitemap = (await guest().get('/sitemap.xml')).body;
      expect(sitemap).toContain(`/jobs/${listed.id}<`);
      expect(sitemap).not.toContain(`/jobs/${held.id}<`);
      // Two listed jobs: the one company() made and `listed`.
      expect((await guest().get(`/api/companies/${row.id}/`)).json().job_count).toBe(2);
      const ofCompany = (await guest().get(`/api/companies/${row.id}/jobs/`)).json();
      expect(JSON.stringify(ofCompany)).not.toContain(`"id":${held.id},`);
    });

    it('when a job says no fees are charged and not to pay anyone, then it is public at once', async () => {
      const { client } = await company();
      const description =
        'Count the till at our Sinkor shop. No fees are ever charged to applicants: do not pay anyone.';
      const posted = await client.post('/api/jobs/', job({ description }));
      expect(posted.statusCode, posted.body).toBe(201);
      expect(posted.json().job.moderation).toBeUndefined();
      expect(await listedIds()).toContain(posted.json().id);
    });

    it('when a public job is edited to ask for money, then it is held again', async () => {
      const { client } = await company();
      const { id } = (await client.post('/api/jobs/', job())).json();
      expect(await moderationOf(id)).toBe('visible');
      const edited = await client.put(`/api/jobs/${id}/`, job({ benefits: 'Registration fee LRD 500 at interview.' }));
      expect(edited.json().job.moderation.state).toBe('held');
      expect(await listedIds()).not.toContain(id);
    });
  });

  describe('reports', () => {
    const report = (client: TestClient, id: number, reason = 'scam') =>
      client.post(`/api/jobs/${id}/report/`, { reason, note: 'They asked me for money.' });
    /**
     * Reports from addresses new to the job, after `counted` addresses already count: one short of
     * REPORTS_TO_HIDE leaves it listed, the next one hides it.
     */
    async function expectHiddenByNewAddresses(jobId: number, counted = 0) {
      for (let n = counted + 1; n < REPORTS_TO_HIDE; n += 1) await report(await seeker(), jobId);
      expect(await moderationOf(jobId)).toBe('visible');
      await report(await seeker(), jobId);
      expect(await moderationOf(jobId)).toBe('reported');
    }

    it('when two people report a job, then it stays listed; when a third does, then it is hidden', async () => {
      const { company: row } = await company();
      const reported = await createJob(db(), row.id, { title: 'Reported Cashier' });
      for (let n = 1; n < REPORTS_TO_HIDE; n += 1) {
        expect((await report(await seeker(), reported.id)).json()).toEqual({ success: true, created: true });
      }
      expect(await listedIds()).toContain(reported.id);
      await report(await seeker(), reported.id, 'wrong_information');
      expect(await listedIds()).not.toContain(reported.id);
      expect(await moderationOf(reported.id)).toBe('reported');
      expect((await guest().get(`/api/jobs/${reported.id}/`)).statusCode).toBe(404);
    });

    it('when the same person reports a job twice, then it counts once', async () => {
      const { company: row } = await company();
      const reported = await createJob(db(), row.id);
      const same = await seeker();
      expect((await report(same, reported.id)).json().created).toBe(true);
      expect((await report(same, reported.id, 'offensive')).json()).toEqual({ success: true, created: false });
      await report(await seeker(), reported.id);
      const rows = await db().select().from(jobReports).where(eq(jobReports.jobId, reported.id));
      expect(rows).toHaveLength(2);
      expect(await moderationOf(reported.id)).toBe('visible');
    });

    it('when three people report at the same moment, then the job is hidden; one person at once counts once', async () => {
      const { company: row } = await company();
      const reported = await createJob(db(), row.id);
      const people = await Promise.all([seeker(), seeker(), seeker()]);
      await Promise.all(people.map((person) => report(person, reported.id)));
      expect(await moderationOf(reported.id)).toBe('reported');

      const other = await createJob(db(), row.id);
      const one = await seeker();
      const answers = await Promise.all([report(one, other.id), report(one, other.id), report(one, other.id)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(await db().select().from(jobReports).where(eq(jobReports.jobId, other.id))).toHaveLength(1);
    });

    it('when a guest reports, then 401; an unknown reason, then 400; a held or missing job, then 404', async () => {
      const { company: row } = await company();
      const listed = await createJob(db(), row.id);
      const held = await createJob(db(), row.id, { moderation: 'held', moderationReason: 'Asks for a fee' });
      expect((await report(guest(), listed.id)).statusCode).toBe(401);
      const person = await seeker();
      const bad = await report(person, listed.id, 'boring');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().reason).toBeDefined();
      expect((await report(person, held.id)).statusCode).toBe(404);
      expect((await report(person, 2_000_000)).statusCode).toBe(404);
      const companyClient = await signIn(t.app, db(), row.userId);
      expect((await report(companyClient, listed.id)).statusCode).toBe(200);
    });

    it('when three new accounts report a job from one address, then they count once and the job stays listed', async () => {
      const { company: row } = await company();
      const reported = await createJob(db(), row.id);
      const address = newAddress();
      for (let n = 0; n < REPORTS_TO_HIDE + 2; n += 1) {
        expect((await report(await seeker(address), reported.id)).json().created).toBe(true);
      }
      expect(await moderationOf(reported.id)).toBe('visible');
      await expectHiddenByNewAddresses(reported.id, 1);
    });

    it('when company accounts report a job, then staff see their reports but they count nothing towards hiding it', async () => {
      const { company: row } = await company();
      const reported = await createJob(db(), row.id);
      for (let n = 0; n < REPORTS_TO_HIDE; n += 1) {
        const rival = await createCompany(db());
        expect((await report(await signIn(t.app, db(), rival.userId, newAddress()), reported.id)).statusCode).toBe(200);
      }
      expect(await moderationOf(reported.id)).toBe('visible');
      const queue = (await (await staff()).get('/api/staff/reports/')).json().jobs as QueueEntry[];
      expect(queue.find((entry) => entry.job.id === reported.id)?.reports).toHaveLength(REPORTS_TO_HIDE);
      await expectHiddenByNewAddresses(reported.id);
    });

    it('when staff dismiss the reports, then the job stays up until people from addresses new to it report it again', async () => {
      const { company: row } = await company();
      const reported = await createJob(db(), row.id);
      const first = Array.from({ length: REPORTS_TO_HIDE }, newAddress);
      for (const address of first) await report(await seeker(address), reported.id);
      expect(await moderationOf(reported.id)).toBe('reported');
      const dismissed = await (await staff()).post(`/api/staff/reports/${reported.id}/decision/`, {
        decision: 'dismiss',
      });
      expect(dismissed.statusCode, dismissed.body).toBe(200);
      expect(await moderationOf(reported.id)).toBe('visible');

      // Fresh accounts on the addresses that reported it before: nothing counts.
      for (const address of first) expect((await report(await seeker(address), reported.id)).json().created).toBe(true);
      expect(await moderationOf(reported.id)).toBe('visible');
      await expectHiddenByNewAddresses(reported.id);
    });

    it('when accounts report from addresses of one IPv6 network, then they count as one address', async () => {
      const { company: row } = await company();
      const reported = await createJob(db(), row.id);
      for (const address of ['2001:db8:77:1::1', '2001:db8:77:1:abcd::2', '2001:0db8:0077:0001:ffff:1:2:3']) {
        await report(await seeker(address), reported.id);
      }
      await expectHiddenByNewAddresses(reported.id, 1);
    });

    it('when a report is filed, then its row keeps a short keyed hash of the address, never the address', async () => {
      const { company: row } = await company();
      const reported = await createJob(db(), row.id);
      await report(await seeker('192.0.2.77'), reported.id);
      const [stored] = await db().select().from(jobReports).where(eq(jobReports.jobId, reported.id));
      expect(stored?.reporterAddress).toMatch(/^[0-9a-f]{16}$/);
      expect(JSON.stringify(stored)).not.toContain('192.0.2');
    });
  });
});
