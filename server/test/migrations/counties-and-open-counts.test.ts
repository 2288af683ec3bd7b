import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCompany, upgradeAcross } from './migration-harness';

/**
 * The migration that gave jobs their county and job_counts their deadlines: existing jobs get the
 * county of their location, and the counter counts open and not open jobs as the list will.
 */
const MIGRATION = '0022_counties_and_open_counts';

describe(`migration ${MIGRATION} on a live database`, () => {
  const { rows } = upgradeAcross(MIGRATION, async (rows) => {
    const { companyId } = await insertCompany(rows, 'c@example.com', 'Upgrade Co');
    // As the old tables held them: open, past its deadline, closed, deleted; written with and without a county.
    await rows(sql`
      insert into jobs (company_id, title, description, location, is_active, is_deleted, deadline) values
        (${companyId}, 'Open', 'x', 'Monrovia', true, false, current_date + 10),
        (${companyId}, 'Expired', 'x', 'Ganta, Nimba', true, false, current_date - 1),
        (${companyId}, 'Closed', 'x', 'Buchanan', false, false, null),
        (${companyId}, 'Deleted', 'x', 'Harper', false, true, null),
        (${companyId}, 'Anywhere', 'x', 'Remote', true, false, null)`);
  });

  it('when the migration has run, then every job has the county of its location', async () => {
    const jobs = await rows<{ title: string; county: string | null }>(sql`select title, county from jobs order by id`);
    expect(jobs.map((job) => [job.title, job.county])).toEqual([
      ['Open', 'Montserrado'],
      ['Expired', 'Nimba'],
      ['Closed', 'Grand Bassa'],
      ['Deleted', 'Maryland'],
      ['Anywhere', null],
    ]);
  });

  it('when the migration has run, then job_counts counts the listed jobs by activity and deadline', async () => {
    const counted = await rows<{ open: number; all: number }>(sql`
      select (select sum(jobs)::int from job_counts where is_active and open_until >= current_date) as open,
        (select sum(jobs)::int from job_counts) as all`);
    // Open and Anywhere are open; Expired and Closed are listed but not; Deleted is not listed.
    expect(counted[0]).toEqual({ open: 2, all: 4 });
  });
});
