import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { weekOf } from '../../../test/weeks';
import { jobReports } from '../../db/schema';

type Entry = {
  job: { id: number; open_reports: number };
  reports: Array<{ id: number; note: string; decision: 'dismissed' | 'upheld' | null }>;
};

describe('staff: reports', () => {
  let t: TestApp;
  let staff: TestClient;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signIn(t.app, db(), (await createUser(db(), { userType: 'staff' })).id);
  });
  afterAll(async () => t.close());

  /** A report of the job made at `at`, decided or not. */
  async function report(jobId: number, at: Date, note: string, decision: 'dismissed' | 'upheld' | null = null) {
    const person = await createUser(db());
    const [row] = await db()
      .insert(jobReports)
      .values({
        jobId,
        userId: person.id,
        reason: 'scam',
        note,
        reporterAddress: `user:${person.id}`,
        createdAt: at,
        decision,
        decidedAt: decision ? at : null,
      })
      .returning({ id: jobReports.id });
    return row?.id;
  }

  it("when staff open a week's reports, then every report of that week comes, open or decided, grouped per job, as many as the weekly figure counts", async () => {
    const company = await createCompany(db());
    const decided = await createJob(db(), company.id, { title: 'Decided job' });
    const mixed = await createJob(db(), company.id, { title: 'Mixed job' });
    const week = weekOf(3);
    const { at } = week;
    await report(decided.id, at(1), 'Dismissed one', 'dismissed');
    await report(decided.id, at(2), 'Upheld one', 'upheld');
    await report(mixed.id, at(0), 'Open at the start');
    await report(mixed.id, at(7 * 24 - 0.001), 'Open at the end');
    await report(mixed.id, at(7 * 24), 'Open the week after');
    await report(mixed.id, at(-0.001), 'Open the week before');

    const response = await staff.get('/api/staff/reports/', { query: { from: week.from, to: week.to } });
    expect(response.statusCode).toBe(200);
    const jobs = response.json().jobs as Entry[];
    expect(
      jobs.map((entry) => [entry.job.id, entry.job.open_reports, entry.reports.map((r) => [r.note, r.decision])]),
    ).toEqual([
      [
        mixed.id,
        4,
        [
          ['Open at the start', null],
          ['Open at the end', null],
        ],
      ],
      [
        decided.id,
        0,
        [
          ['Dismissed one', 'dismissed'],
          ['Upheld one', 'upheld'],
        ],
      ],
    ]);
    const figures = (await staff.get('/api/staff/overview/weeks/')).json().weeks as Array<{
      week: string;
      reports: number;
    }>;
    const listed = jobs.reduce((sum, entry) => sum + entry.reports.length, 0);
    expect(figures.find((row) => row.week === week.from)?.reports).toBe(listed);

    // Without a week, the queue as ever: the open reports only, whenever made.
    const queue = (await staff.get('/api/staff/reports/')).json().jobs as Entry[];
    expect(queue.find((entry) => entry.job.id === decided.id)).toBeUndefined();
    expect(queue.find((entry) => entry.job.id === mixed.id)?.reports.map((r) => [r.note, r.decision])).toEqual([
      ['Open the week before', null],
      ['Open at the start', null],
      ['Open at the end', null],
      ['Open the week after', null],
    ]);

    // Decided from the week's list: the week still lists them, now with the decision.
    expect((await staff.post(`/api/staff/reports/${mixed.id}/decision/`, { decision: 'dismiss' })).statusCode).toBe(
      200,
    );
    const after = (await staff.get('/api/staff/reports/', { query: { from: week.from, to: week.to } })).json()
      .jobs as Entry[];
    expect(after.find((entry) => entry.job.id === mixed.id)).toMatchObject({
      job: { open_reports: 0 },
      reports: [{ decision: 'dismissed' }, { decision: 'dismissed' }],
    });
    expect(await db().$count(jobReports, eq(jobReports.jobId, mixed.id))).toBe(4);
  });

  it('when the days are wrong, then 400 with the message of the field; only staff may read the reports', async () => {
    const detail = async (query: Record<string, string>) => {
      const response = await staff.get('/api/staff/reports/', { query });
      expect(response.statusCode).toBe(400);
      return response.json().detail as string;
    };
    expect(await detail({ from: '2026-3-2', to: '2026-03-09' })).toBe(
      'From must be a date written as YYYY-MM-DD, like 2026-03-02.',
    );
    expect(await detail({ to: '2026-03-09' })).toBe('Give both From and To dates, or neither.');
    expect(await detail({ from: '2026-03-09', to: '2026-03-09' })).toBe('To must be a later date than From.');
    const week = { from: '2026-03-02', to: '2026-03-09' };
    expect((await new TestClient(t.app).get('/api/staff/reports/', { query: week })).statusCode).toBe(401);
    const seeker = await signIn(t.app, db(), (await createUser(db())).id);
    expect((await seeker.get('/api/staff/reports/', { query: week })).statusCode).toBe(403);
  });
});
