import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCompany, upgradeAcross } from './migration-harness';

/** The migration that added moderation: job_counts and the list's indexes now count listed jobs only. */
const MIGRATION = '0011_job_moderation';

describe(`migration ${MIGRATION} on a live database`, () => {
  const { rows } = upgradeAcross(MIGRATION, async (rows) => {
    const { companyId } = await insertCompany(rows, 'm@example.com', 'Upgrade Co');
    // Two open jobs, one closed, one deleted, as the old tables held them.
    await rows(sql`
      insert into jobs (company_id, title, description, is_active, is_deleted) values
        (${companyId}, 'Open A', 'x', true, false), (${companyId}, 'Open B', 'x', true, false),
        (${companyId}, 'Closed', 'x', false, false), (${companyId}, 'Deleted', 'x', false, true)`);
  });
  const counts = async () =>
    Object.fromEntries(
      (await rows<{ is_active: boolean; jobs: number }>(sql`select is_active, jobs from job_counts`)).map((row) => [
        String(row.is_active),
        Number(row.jobs),
      ]),
    );

  it('when the migration has run, then every job is visible, listed unless deleted, and the counts are unchanged', async () => {
    const jobs = await rows<{ title: string; moderation: string; is_listed: boolean }>(
      sql`select title, moderation, is_listed from jobs order by id`,
    );
    expect(jobs.map((job) => [job.title, job.moderation, job.is_listed])).toEqual([
      ['Open A', 'visible', true],
      ['Open B', 'visible', true],
      ['Closed', 'visible', true],
      ['Deleted', 'visible', false],
    ]);
    expect(await counts()).toEqual({ true: 2, false: 1 });
  });

  it('when a job is held, hidden or released, then job_counts follows it', async () => {
    await rows(sql`update jobs set moderation = 'held' where title = 'Open A'`);
    expect(await counts()).toEqual({ true: 1, false: 1 });
    await rows(sql`update jobs set moderation = 'hidden' where title = 'Open A'`);
    expect(await counts()).toEqual({ true: 1, false: 1 });
    await rows(sql`update jobs set moderation = 'visible', is_active = false where title = 'Open A'`);
    expect(await counts()).toEqual({ true: 1, false: 2 });
    const [rules] = await rows<{ n: number }>(sql`select count(*)::int as n from scam_rules`);
    expect(rules?.n).toBeGreaterThanOrEqual(15);
  });
});
