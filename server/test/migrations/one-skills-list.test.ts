import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrationsDir } from '../../src/lib/paths';
import { emptyDatabase, insertSeeker, migrateWith, migrationsBefore } from './migration-harness';

/** The migration that keeps one skills list per seeker: before it, the profile and the CV each had one. */
const MIGRATION = '0021_one_skills_list';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe(`migration ${MIGRATION} on a live database`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let database: Database;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(work));
    await migrateWith(database, migrationsBefore(MIGRATION, work));
    ids.both = await insertSeeker(database, 'both@example.com');
    ids.cvOnly = await insertSeeker(database, 'cv-only@example.com');
    ids.profileOnly = await insertSeeker(database, 'profile-only@example.com');
    await database.db.execute(sql`
      insert into job_seeker_profiles (user_id, skills) values
        (${ids.both}, array['Excel', 'Payroll']), (${ids.profileOnly}, array['Driving'])`);
    await database.db.execute(sql`
      insert into structured_cvs (user_id, skills) values
        (${ids.both}, array['payroll', 'QuickBooks']), (${ids.cvOnly}, array['Welding'])`);
    await migrateWith(database, migrationsDir);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it("when a seeker had skills on the profile and the CV, then the profile keeps one list: its own first, the CV's new ones after, each once", async () => {
    const skills = async (userId: number | undefined) =>
      rowsOf<{ skills: string[] }>(
        await database.db.execute(sql`select skills from job_seeker_profiles where user_id = ${userId}`),
      )[0]?.skills;
    expect(await skills(ids.both)).toEqual(['Excel', 'Payroll', 'QuickBooks']);
    expect(await skills(ids.cvOnly)).toEqual(['Welding']);
    expect(await skills(ids.profileOnly)).toEqual(['Driving']);
    const columns = rowsOf<{ column_name: string }>(
      await database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'structured_cvs' and column_name = 'skills'`,
      ),
    );
    expect(columns).toEqual([]);
  });
});
