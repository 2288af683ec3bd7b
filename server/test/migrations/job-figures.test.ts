import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCompany, insertedId, insertSeeker, upgradeAcross } from './migration-harness';

/** The migration that counts views and applications per job and day, and keeps no viewer for ever. */
const MIGRATION = '0028_job_figures';

describe(`migration ${MIGRATION} on a live database`, () => {
  let jobId = 0;
  const { rows } = upgradeAcross(MIGRATION, async (rows) => {
    const { companyId } = await insertCompany(rows, 'figures@example.com', 'Figures Ltd');
    jobId = await insertedId(
      rows,
      sql`insert into jobs (company_id, title, description, views) values (${companyId}, 'Driver', 'Drive.', 2) returning id`,
    );
    for (const [email, at] of [
      ['a@example.com', '2026-11-01T09:00:00Z'],
      ['b@example.com', '2026-11-01T23:30:00Z'],
      ['c@example.com', '2026-11-03T08:00:00Z'],
    ] as const) {
      const seeker = await insertSeeker(rows, email);
      await rows(
        sql`insert into applications (job_id, user_id, cover_letter, applied_at) values (${jobId}, ${seeker}, 'Hi', ${at})`,
      );
    }
    await rows(sql`insert into job_views (job_id, viewer_key) values (${jobId}, 's:old-session')`);
  });

  it('when applications were made before, then each counts on its UTC day, views stay on the job, and no old viewer is kept', async () => {
    const days = await rows<{ day: string; applications: number; views: number }>(
      sql`select day::text as day, applications, views from job_daily_figures where job_id = ${jobId} order by day`,
    );
    expect(days).toEqual([
      { day: '2026-11-01', applications: 2, views: 0 },
      { day: '2026-11-03', applications: 1, views: 0 },
    ]);
    expect(await rows(sql`select views from jobs where id = ${jobId}`)).toEqual([{ views: 2 }]);
    expect(await rows(sql`select * from job_views`)).toEqual([]);
  });
});
