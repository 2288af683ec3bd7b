import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrationsDir } from '../../src/lib/paths';
import { emptyDatabase, migrateWith, migrationsBefore } from './migration-harness';

/** The migration that added moderation: job_counts and the list's indexes now count listed jobs only. */
const MIGRATION = '0011_job_moderation';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe(`migration ${MIGRATION} on a live database`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let database: Database;
  let drop: () => Promise<void>;
  const counts = async () =>
    Object.fromEntries(
      rowsOf<{ is_active: boolean; jobs: number }>(
        await database.db.execute(sql`select is_active, jobs from job_counts`),
      ).map((row) => [String(row.is_active), Number(row.jobs)]),
    );

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(work));
    await migrateWith(database, migrationsBefore(MIGRATION, work));
    const [user] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into users (email, user_type) values ('m@example.com', 'company') returning id`,
      ),
    );
    const [company] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into companies (user_id, name) values (${user?.id}, 'Upgrade Co') returning id`,
      ),
    );
    // Two open jobs, one closed, one deleted, as the old tables held them.
    await database.db.execute(sql`
      insert into jobs (company_id, title, description, is_active, is_deleted) values
        (${company?.id}, 'Open A', 'x', true, false), (${company?.id}, 'Open B', 'x', true, false),
        (${company?.id}, 'Closed', 'x', false, false), (${company?.id}, 'Deleted', 'x', false, true)`);
    await migrateWith(database, migrationsDir);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('when the migration has run, then every job is visible, listed unless deleted, and the counts are unchanged', async () => {
    const jobs = rowsOf<{ title: string; moderation: string; is_listed: boolean }>(
      await database.db.execute(sql`select title, moderation, is_listed from jobs order by id`),
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
    await database.db.execute(sql`update jobs set moderation = 'held' where title = 'Open A'`);
    expect(await counts()).toEqual({ true: 1, false: 1 });
    await database.db.execute(sql`update jobs set moderation = 'hidden' where title = 'Open A'`);
    expect(await counts()).toEqual({ true: 1, false: 1 });
    await database.db.execute(sql`update jobs set moderation = 'visible', is_active = false where title = 'Open A'`);
    expect(await counts()).toEqual({ true: 1, false: 2 });
    const rules = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from scam_rules`));
    expect(rules[0]?.n).toBeGreaterThanOrEqual(15);
  });
});
