import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertSeeker, upgradeAcross } from './migration-harness';

/** The migration that keeps one skills list per seeker: before it, the profile and the CV each had one. */
const MIGRATION = '0021_one_skills_list';

describe(`migration ${MIGRATION} on a live database`, () => {
  const ids: Record<string, number> = {};
  const { rows } = upgradeAcross(MIGRATION, async (rows) => {
    ids.both = await insertSeeker(rows, 'both@example.com');
    ids.cvOnly = await insertSeeker(rows, 'cv-only@example.com');
    ids.profileOnly = await insertSeeker(rows, 'profile-only@example.com');
    await rows(sql`
      insert into job_seeker_profiles (user_id, skills) values
        (${ids.both}, array['Excel', 'Payroll']), (${ids.profileOnly}, array['Driving'])`);
    await rows(sql`
      insert into structured_cvs (user_id, skills) values
        (${ids.both}, array['payroll', 'QuickBooks']), (${ids.cvOnly}, array['Welding'])`);
  });

  it("when a seeker had skills on the profile and the CV, then the profile keeps one list: its own first, the CV's new ones after, each once", async () => {
    const skills = async (userId: number | undefined) =>
      (await rows<{ skills: string[] }>(sql`select skills from job_seeker_profiles where user_id = ${userId}`))[0]
        ?.skills;
    expect(await skills(ids.both)).toEqual(['Excel', 'Payroll', 'QuickBooks']);
    expect(await skills(ids.cvOnly)).toEqual(['Welding']);
    expect(await skills(ids.profileOnly)).toEqual(['Driving']);
    const columns = await rows(
      sql`select column_name from information_schema.columns where table_name = 'structured_cvs' and column_name = 'skills'`,
    );
    expect(columns).toEqual([]);
  });
});
