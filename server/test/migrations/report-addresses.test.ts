import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrationsDir } from '../../src/lib/paths';
import { emptyDatabase, migrateWith, migrationsBefore } from './migration-harness';

/** The migration that counts reports by address: reports filed before it kept no address. */
const MIGRATION = '0018_report_addresses';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe(`migration ${MIGRATION} on a live database`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let database: Database;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(work));
    await migrateWith(database, migrationsBefore(MIGRATION, work));
    const insertUser = async (email: string, type: string) =>
      rowsOf<{ id: number }>(
        await database.db.execute(
          sql`insert into users (email, user_type) values (${email}, ${type}::user_type) returning id`,
        ),
      )[0]?.id as number;
    ids.seeker = await insertUser('seeker@example.com', 'job_seeker');
    ids.company = await insertUser('company@example.com', 'company');
    const [company] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into companies (user_id, name) values (${ids.company}, 'Old Co') returning id`,
      ),
    );
    const [job] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into jobs (company_id, title, description) values (${company?.id}, 'Old job', 'x') returning id`,
      ),
    );
    await database.db.execute(sql`
      insert into job_reports (job_id, user_id, reason) values
        (${job?.id}, ${ids.seeker}, 'scam'), (${job?.id}, ${ids.company}, 'scam')`);
    await migrateWith(database, migrationsDir);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it("when reports filed before it are migrated, then each is its reporter's own address and a company's counts nothing", async () => {
    const reports = rowsOf<{ user_id: number; reporter_address: string; from_company: boolean }>(
      await database.db.execute(sql`select user_id, reporter_address, from_company from job_reports order by id`),
    );
    expect(reports).toEqual([
      { user_id: ids.seeker, reporter_address: `user:${ids.seeker}`, from_company: false },
      { user_id: ids.company, reporter_address: `user:${ids.company}`, from_company: true },
    ]);
  });
});
