import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createPlan, subscribe } from '../../../test/company-fixtures';
import { createApplication, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { weekOf } from '../../../test/weeks';
import { applications, jobReports, scamRules, staffActions } from '../../db/schema';

describe('staff job moderation', () => {
  let t: TestApp;
  let staff: TestClient;
  let staffUserId: number;
  let planId: number;
  const db = () => t.database.db;
  const guest = () => new TestClient(t.app);
  const listedIds = async () =>
    ((await guest().get('/api/jobs/')).json().results as Array<{ id: number }>).map((row) => row.id);
  const auditOf = (action: string, targetId: number) =>
    db()
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, action), eq(staffActions.targetId, String(targetId))));

  beforeAll(async () => {
    t = await createTestApp();
    staffUserId = (await createUser(db(), { userType: 'staff' })).id;
    staff = await signIn(t.app, db(), staffUserId);
    planId = (await createPlan(db())).id;
  });
  afterAll(async () => t.close());

  it('when a company posts a fee-asking job, then it is held; once staff release it, it is public', async () => {
    const row = await createCompany(db());
    await subscribe(db(), row.id, planId, 30);
    await createJob(db(), row.id);
    const company = await signIn(t.app, db(), row.userId);
    const posted = await company.post('/api/jobs/', {
      title: 'Office Assistant',
      description: 'Successful applicants pay a registration fee of LRD 2,000 by mobile money.',
      job_type: 'full_time',
      experience_level: 'entry',
      pay_period: 'monthly',
    });
    const { id } = posted.json();
    expect(posted.json().job.moderation.state).toBe('held');
    expect(await listedIds()).not.toContain(id);

    const held = (await staff.get('/api/staff/jobs/', { query: { state: 'held' } })).json().jobs;
    expect(held.find((job: { id: number }) => job.id === id)?.moderation_reason).toMatch(/fee/i);

    const released = await staff.post(`/api/staff/jobs/${id}/decision/`, { action: 'release', reason: 'Checked' });
    expect(released.statusCode).toBe(200);
    expect(released.json().moderation).toBe('visible');
    expect(await listedIds()).toContain(id);
    expect((await guest().get(`/api/jobs/${id}/`)).statusCode).toBe(200);
    const [audit] = await auditOf('job.release', id);
    expect(audit).toMatchObject({ staffUserId, before: { moderation: 'held' }, after: { moderation: 'visible' } });

    // Released once: releasing again is refused, nothing changes.
    expect((await staff.post(`/api/staff/jobs/${id}/decision/`, { action: 'release' })).statusCode).toBe(409);
  });

  it('when staff hide a job with a reason, then the company reads it and the public does not see the job; restore brings it back', async () => {
    const row = await createCompany(db());
    await subscribe(db(), row.id, planId, 30);
    const job = await createJob(db(), row.id);
    expect((await staff.post(`/api/staff/jobs/${job.id}/decision/`, { action: 'hide' })).json().reason).toBeDefined();
    const hidden = await staff.post(`/api/staff/jobs/${job.id}/decision/`, {
      action: 'hide',
      reason: 'The salary is not real.',
    });
    expect(hidden.json()).toMatchObject({ moderation: 'hidden', moderation_reason: 'The salary is not real.' });
    expect(await listedIds()).not.toContain(job.id);
    const company = await signIn(t.app, db(), row.userId);
    const own = (await company.get('/accounts/api/company/jobs/')).json().results;
    expect(own[0].moderation).toEqual({ state: 'hidden', reason: 'The salary is not real.' });
    expect((await company.get(`/api/jobs/${job.id}/`)).json().moderation.state).toBe('hidden');

    await staff.post(`/api/staff/jobs/${job.id}/decision/`, { action: 'restore', reason: '' });
    expect(await listedIds()).toContain(job.id);
    expect(await auditOf('job.hide', job.id)).toHaveLength(1);
    expect(await auditOf('job.restore', job.id)).toHaveLength(1);
  });

  it('when staff add, change and delete a rule, then posts follow it and each change has an audit row', async () => {
    const created = await staff.post('/api/staff/scam-rules/', { pattern: 'gift card*', label: 'Asks for gift cards' });
    expect(created.statusCode).toBe(201);
    const rule = created.json();
    expect((await staff.post('/api/staff/scam-rules/', { pattern: 'gift card*', label: 'Again' })).json()).toEqual(
      expect.objectContaining({ pattern: ['Another rule already has this pattern.'] }),
    );
    const bad = await staff.post('/api/staff/scam-rules/', { pattern: '... fee', label: 'Gap first' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().pattern[0]).toMatch(/cannot start or end/);

    const row = await createCompany(db());
    await subscribe(db(), row.id, planId, 30);
    await createJob(db(), row.id);
    const company = await signIn(t.app, db(), row.userId);
    const post = (description: string) =>
      company.post('/api/jobs/', {
        title: 'Sales Agent',
        description,
        job_type: 'full_time',
        experience_level: 'entry',
        pay_period: 'monthly',
      });
    expect((await post('Bring two Gift Cards to the interview.')).json().job.moderation.state).toBe('held');

    const changed = await staff.put(`/api/staff/scam-rules/${rule.id}/`, { ...rule, enabled: false });
    expect(changed.json().enabled).toBe(false);
    expect((await post('Bring two gift cards to the interview.')).json().job.moderation).toBeUndefined();

    expect((await staff.delete(`/api/staff/scam-rules/${rule.id}/`)).statusCode).toBe(200);
    expect(await db().select().from(scamRules).where(eq(scamRules.id, rule.id))).toHaveLength(0);
    for (const action of ['scam_rule.create', 'scam_rule.update', 'scam_rule.delete']) {
      expect(await auditOf(action, rule.id), action).toHaveLength(1);
    }
    const [update] = await auditOf('scam_rule.update', rule.id);
    expect(update).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('when the rules are listed, then the seeded set is there', async () => {
    const rules = (await staff.get('/api/staff/scam-rules/')).json().rules as Array<{ pattern: string }>;
    expect(rules.map((rule) => rule.pattern)).toEqual(
      expect.arrayContaining(['processing fee', 'pay ... to apply', 'whatsapp', '{phone}', 'airtime']),
    );
  });

  it("when staff ask for the jobs created in a week, then only that week's come, whatever their state", async () => {
    const { id: companyId } = await createCompany(db());
    const monday = new Date('2026-03-02T00:00:00Z');
    const inWeek = await createJob(db(), companyId, { createdAt: monday, moderation: 'visible' });
    const lastMinute = await createJob(db(), companyId, {
      createdAt: new Date('2026-03-08T23:59:59Z'),
      moderation: 'held',
    });
    await createJob(db(), companyId, { createdAt: new Date('2026-03-09T00:00:00Z') });
    await createJob(db(), companyId, { createdAt: new Date('2026-03-01T23:59:59Z') });
    const response = await staff.get('/api/staff/jobs/?state=all&from=2026-03-02&to=2026-03-09');
    expect(response.statusCode).toBe(200);
    const ids = (response.json().jobs as Array<{ id: number }>).map((job) => job.id);
    expect(ids.sort()).toEqual([inWeek.id, lastMinute.id].sort());
    const held = await staff.get('/api/staff/jobs/?state=held&from=2026-03-02&to=2026-03-09');
    expect((held.json().jobs as Array<{ id: number }>).map((job) => job.id)).toEqual([lastMinute.id]);
  });

  it('when the week is not a date, then the answer is a 400 saying how to write it', async () => {
    const response = await staff.get('/api/staff/jobs/?state=all&from=2026-02-30&to=2026-03-09');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('From must be a date written as YYYY-MM-DD');
    const half = await staff.get('/api/staff/jobs/?from=2026-03-02');
    expect(half.statusCode).toBe(400);
    expect(half.body).toContain('Give both From and To dates, or neither.');
  });

  describe('the jobs applied to in a week', () => {
    const week = weekOf(3);
    /** An application to the job by a new seeker, made `hours` after the week's start. */
    const appliedAt = async (jobId: number, hours: number) => {
      const { id } = await createApplication(db(), jobId, (await createUser(db())).id);
      await db()
        .update(applications)
        .set({ appliedAt: week.at(hours) })
        .where(eq(applications.id, id));
    };
    type Row = { id: number; applications_in_days?: number };

    it("when staff ask for them, then each job comes with that week's applications, the most applied first, adding up to the week's figure", async () => {
      const { id: companyId } = await createCompany(db());
      const busy = await createJob(db(), companyId, { createdAt: week.at(-24 * 30) });
      await appliedAt(busy.id, 0);
      await appliedAt(busy.id, 50);
      await appliedAt(busy.id, 7 * 24 - 0.001);
      await appliedAt(busy.id, 7 * 24);
      await appliedAt(busy.id, -0.001);
      // Deleted and hidden since: its application still counts in the week's figure, so it is listed too.
      const gone = await createJob(db(), companyId, { isDeleted: true, moderation: 'hidden' });
      await appliedAt(gone.id, 10);
      const nextWeekOnly = await createJob(db(), companyId);
      await appliedAt(nextWeekOnly.id, 7 * 24);
      const beforeOnly = await createJob(db(), companyId);
      await appliedAt(beforeOnly.id, -1);

      const response = await staff.get('/api/staff/jobs/', {
        query: { state: 'applied', from: week.from, to: week.to },
      });
      expect(response.statusCode).toBe(200);
      const rows = response.json().jobs as Row[];
      expect(rows.map((row) => [row.id, row.applications_in_days])).toEqual([
        [busy.id, 3],
        [gone.id, 1],
      ]);
      const figures = (await staff.get('/api/staff/overview/weeks/')).json().weeks as Array<{
        week: string;
        applications: number;
      }>;
      const counted = figures.find((row) => row.week === week.from)?.applications;
      expect(rows.reduce((sum, row) => sum + (row.applications_in_days ?? 0), 0)).toBe(counted);

      // The other lists are as they were: no count on their rows.
      const created = await staff.get('/api/staff/jobs/', { query: { state: 'all', from: week.from, to: week.to } });
      expect((created.json().jobs as Row[]).every((row) => !('applications_in_days' in row))).toBe(true);
    });

    it('when the days are missing, half given or not dates, then the answer is a 400 saying what to give', async () => {
      const none = await staff.get('/api/staff/jobs/?state=applied');
      expect(none.statusCode).toBe(400);
      expect(none.body).toContain('Give the From and To dates of the applications');
      const half = await staff.get(`/api/staff/jobs/?state=applied&to=${week.to}`);
      expect(half.statusCode).toBe(400);
      expect(half.body).toContain('Give both From and To dates, or neither.');
      const notADate = await staff.get(`/api/staff/jobs/?state=applied&from=2026-02-30&to=${week.to}`);
      expect(notADate.statusCode).toBe(400);
      expect(notADate.body).toContain('From must be a date written as YYYY-MM-DD');
    });

    it('when a guest or a job seeker asks for them, then the answer is 401 or 403', async () => {
      const url = `/api/staff/jobs/?state=applied&from=${week.from}&to=${week.to}`;
      expect((await guest().get(url)).statusCode).toBe(401);
      const seeker = await signIn(t.app, db(), (await createUser(db())).id);
      expect((await seeker.get(url)).statusCode).toBe(403);
    });
  });

  describe('reports', () => {
    async function reportedJob(people = 3) {
      const row = await createCompany(db());
      const job = await createJob(db(), row.id);
      for (let n = 0; n < people; n += 1) {
        // Each from its own address: reports from one address count once.
        const person = await signIn(t.app, db(), (await createUser(db())).id, `10.1.0.${n + 1}`);
        await person.post(`/api/jobs/${job.id}/report/`, { reason: 'scam', note: `Report ${n}` });
      }
      return job;
    }

    it('when staff read the queue, then each reported job comes with its open reports and counts', async () => {
      const job = await reportedJob(2);
      const queue = (await staff.get('/api/staff/reports/')).json().jobs;
      const entry = queue.find((item: { job: { id: number } }) => item.job.id === job.id);
      expect(entry.reports).toHaveLength(2);
      expect(entry.job.open_reports).toBe(2);
      expect(entry.reports[0]).toMatchObject({ reason: 'scam', note: 'Report 0' });
      const overview = (await staff.get('/api/staff/overview/')).json().counts as Array<{ key: string }>;
      expect(overview.map((figure) => figure.key)).toEqual(expect.arrayContaining(['reports_waiting', 'jobs_held']));
    });

    it('when staff dismiss the reports of a job they hid, then it is back; its reports are closed', async () => {
      const job = await reportedJob();
      expect(await listedIds()).not.toContain(job.id);
      const answer = await staff.post(`/api/staff/reports/${job.id}/decision/`, { decision: 'dismiss' });
      expect(answer.json()).toMatchObject({ moderation: 'visible', open_reports: 0 });
      expect(await listedIds()).toContain(job.id);
      const reports = await db().select().from(jobReports).where(eq(jobReports.jobId, job.id));
      expect(reports.every((report) => report.decision === 'dismissed')).toBe(true);
      expect(await auditOf('job_reports.dismiss', job.id)).toHaveLength(1);
      // Decided already: a second decision finds no open report.
      expect((await staff.post(`/api/staff/reports/${job.id}/decision/`, { decision: 'uphold' })).statusCode).toBe(404);
    });

    it('when staff uphold the reports, then the job stays hidden with the reason its company reads', async () => {
      const job = await reportedJob();
      const answer = await staff.post(`/api/staff/reports/${job.id}/decision/`, {
        decision: 'uphold',
        reason: 'Asked applicants for money.',
      });
      expect(answer.json()).toMatchObject({ moderation: 'hidden', moderation_reason: 'Asked applicants for money.' });
      expect(await listedIds()).not.toContain(job.id);
      expect(await auditOf('job_reports.uphold', job.id)).toHaveLength(1);
    });
  });
});
