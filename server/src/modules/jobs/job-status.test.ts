import type { JobListResponse } from '@lj/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createCompany, createJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobs } from '../../db/schema';

const DAY = 24 * 3600_000;
/** A day from today in Liberia (UTC), as a deadline is written. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * `status` on GET /api/jobs/ (docs/decisions/0089-open-jobs-first.md): `active` is open for applications
 * (active and its deadline not passed, the deadline day itself still open), `inactive` is every listed job
 * that is not, and without it both. The count always matches the list: read from job_counts when only the
 * status filters, counted along the list otherwise.
 */
describe('GET /api/jobs/ by status', () => {
  let t: TestApp;
  const guest = () => new TestClient(t.app);
  const ids: Record<string, number> = {};
  const names = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t.database.db);
    const fixtures: Array<[string, Parameters<typeof createJob>[2]]> = [
      ['open', {}],
      ['closes today', { deadline: day(0) }],
      ['closes later', { deadline: day(30) }],
      ['expired', { deadline: day(-1) }],
      ['closed', { isActive: false }],
      ['closed before its deadline', { isActive: false, deadline: day(30) }],
      ['held', { moderation: 'held' }],
    ];
    for (const [name, values] of fixtures) {
      const job = await createJob(t.database.db, company.id, { title: name, location: 'Harper, Maryland', ...values });
      ids[name] = job.id;
      names.set(job.id, name);
    }
  });
  afterAll(() => t.close());

  async function listed(query: Record<string, string>) {
    const response = await guest().get('/api/jobs/', { query });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as JobListResponse;
    return { count: answer.count, names: answer.results.map((job) => names.get(job.id) ?? `#${job.id}`).sort() };
  }

  /**
   * Each status's list and count, plain (the counter) and with a filter every job passes (counted along
   * the list): every job is in Maryland, named ("Harper, Maryland") or by its town alone ("Pleebo").
   */
  async function byStatus() {
    const lists: Record<string, { count: number; names: string[] }> = {};
    for (const status of ['', 'active', 'inactive']) {
      for (const filter of [{}, { county: 'Maryland' }] as Array<Record<string, string>>) {
        const answer = await listed({ ...(status ? { status } : {}), ...filter });
        // The count shown is the list's own.
        expect(answer.count, `${status || 'all'} ${JSON.stringify(filter)}`).toBe(answer.names.length);
        const key = status || 'all';
        if (lists[key]) expect(answer).toEqual(lists[key]);
        lists[key] = answer;
      }
    }
    return { all: lists.all?.names, active: lists.active?.names, inactive: lists.inactive?.names };
  }

  it('when jobs are open, closed and past their deadline, then active lists the open ones, inactive the others, none both', async () => {
    expect(await byStatus()).toEqual({
      all: ['closed', 'closed before its deadline', 'closes later', 'closes today', 'expired', 'open'],
      active: ['closes later', 'closes today', 'open'],
      inactive: ['closed', 'closed before its deadline', 'expired'],
    });
  });

  it('when a deadline moves, a job is closed, reopened, held, added or removed, then the lists and their counts follow', async () => {
    const db = t.database.db;
    await db
      .update(jobs)
      .set({ deadline: day(5) })
      .where(eq(jobs.id, ids.expired as number));
    await db
      .update(jobs)
      .set({ deadline: day(-3) })
      .where(eq(jobs.id, ids['closes later'] as number));
    await db
      .update(jobs)
      .set({ isActive: true })
      .where(eq(jobs.id, ids['closed before its deadline'] as number));
    await db
      .update(jobs)
      .set({ moderation: 'visible' })
      .where(eq(jobs.id, ids.held as number));
    await db
      .update(jobs)
      .set({ isActive: false })
      .where(eq(jobs.id, ids.open as number));
    // Two in one statement, counted once each.
    const added = await db
      .insert(jobs)
      .values([
        { companyId: (await createCompany(db)).id, title: 'added open', description: 'x', location: 'Harper' },
        {
          companyId: (await createCompany(db)).id,
          title: 'added expired',
          description: 'x',
          location: 'Pleebo',
          deadline: day(-9),
        },
      ])
      .returning({ id: jobs.id, title: jobs.title });
    for (const job of added) names.set(job.id, job.title);
    await db.delete(jobs).where(inArray(jobs.id, [ids['closes today'] as number]));

    const after = await byStatus();
    expect(after.active).toEqual(['added open', 'closed before its deadline', 'expired', 'held']);
    expect(after.inactive).toEqual(['added expired', 'closed', 'closes later', 'open']);
  });

  it('when the counter rows are read, then each counts the listed jobs of one activity and deadline', async () => {
    const counted = await t.database.db.execute(sql`
      select (select coalesce(sum(jobs), 0)::int from job_counts) as counted,
        (select count(*)::int from jobs where is_listed) as listed`);
    const [row] = (counted as unknown as { rows: Array<{ counted: number; listed: number }> }).rows;
    expect(row?.counted).toBe(row?.listed);
  });
});
