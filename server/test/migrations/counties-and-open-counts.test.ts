import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrationsDir } from '../../src/lib/paths';
import { emptyDatabase, migrateWith, migrationsBefore } from './migration-harness';

/**
 * The migration that gave jobs their county and job_counts their deadlines: existing jobs get the
 * county of their location, and the counter counts open and not open jobs as the list will.
 */
const MIGRATION = '0022_counties_and_open_counts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe(`migration ${MIGRATION} on a live database`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(work));
    await migrateWith(database, migrationsBefore(MIGRATION, work));
    const [user] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into users (email, user_type) values ('c@example.com', 'company') returning id`,
      ),
    );
    const [company] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into companies (user_id, name) values (${user?.id}, 'Upgrade Co') returning id`,
      ),
    );
    // As the old tables held them: open, past its deadline, closed, deleted; written with and without a county.
    await database.db.execute(sql`
      insert into jobs (company_id, title, description, location, is_active, is_deleted, deadline) values
        (${company?.id}, 'Open', 'x', 'Monrovia', true, false, current_date + 10),
        (${company?.id}, 'Expired', 'x', 'Ganta, Nimba', true, false, current_date - 1),
        (${company?.id}, 'Closed', 'x', 'Buchanan', false, false, null),
        (${company?.id}, 'Deleted', 'x', 'Harper', false, true, null),
        (${company?.id}, 'Anywhere', 'x', 'Remote', true, false, null)`);
    await migrateWith(database, migrationsDir);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('when the migration has run, then every job has the county of its location', async () => {
    const jobs = rowsOf<{ title: string; county: string | null }>(
      await database.db.execute(sql`select title, county from jobs order by id`),
    );
    expect(jobs.map((job) => [job.title, job.county])).toEqual([
      ['Open', 'Montserrado'],
      ['Expired', 'Nimba'],
      ['Closed', 'Grand Bassa'],
      ['Deleted', 'Maryland'],
      ['Anywhere', null],
    ]);
  });

  it('when the migration has run, then job_counts counts the listed jobs by activity and deadline', async () => {
    const counted = rowsOf<{ open: number; all: number }>(
      await database.db.execute(sql`
        select (select sum(jobs)::int from job_counts where is_active and open_until >= current_date) as open,
          (select sum(jobs)::int from job_counts) as all`),
    );
    // Open and Anywhere are open; Expired and Closed are listed but not; Deleted is not listed.
    expect(counted[0]).toEqual({ open: 2, all: 4 });
  });
});
