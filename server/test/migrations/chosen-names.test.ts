import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrationsDir } from '../../src/lib/paths';
import { emptyDatabase, migrateWith, migrationsBefore } from './migration-harness';

/** The migration that marks which existing companies chose their name (and adds photo CV pages). */
const MIGRATION = '0008_photo_cv_and_chosen_names';

/** e-mail, company name, whether it has a job, and whether the name should count as chosen after it. */
const COMPANIES: Array<[string, string, boolean, boolean]> = [
  ['ux-company-459673@example.com', 'Ux Company 459673', false, false],
  ['hr@lonestar-mining.com.lr', 'Lonestar Mining', false, false],
  ['bong.farms@gmail.com', 'Bong Farms', false, false],
  ['blank@example.com', '', false, false],
  ['hr@kakata-rubber.example', 'Kakata Rubber Co', false, true],
  ['jobs@gbarnga-clinic.example', 'Gbarnga Clinic', true, true],
];

describe(`migration ${MIGRATION} on a live database`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(work));
    await migrateWith(database, migrationsBefore(MIGRATION, work));
    for (const [email, name, hasJob] of COMPANIES) {
      const users = await database.db.execute(
        sql`insert into users (email, user_type) values (${email}, 'company') returning id`,
      );
      const userId = (users as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
      const made = await database.db.execute(
        sql`insert into companies (user_id, name) values (${userId}, ${name}) returning id`,
      );
      const companyId = (made as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
      if (hasJob) {
        await database.db.execute(
          sql`insert into jobs (company_id, title, description) values (${companyId}, 'Nurse', 'Night shifts.')`,
        );
      }
    }
    await database.db.execute(sql`insert into users (email, user_type) values ('seeker@example.com', 'job_seeker')`);
    await database.db.execute(
      sql`insert into job_seeker_profiles (user_id) select id from users where user_type = 'job_seeker'`,
    );
    await migrateWith(database, migrationsDir);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it.each(COMPANIES)(
    'when %s ran "%s" (with a job: %s), then the name counts as chosen: %s',
    async (email, _name, _job, chosen) => {
      const rows = await database.db.execute(sql`
      select c.name_chosen from companies c join users u on u.id = c.user_id where u.email = ${email}`);
      expect((rows as unknown as { rows: Array<{ name_chosen: boolean }> }).rows[0]?.name_chosen).toBe(chosen);
    },
  );

  it('when the migration has run, then every job seeker has an empty list of CV pages', async () => {
    const rows = await database.db.execute(sql`select resume_pages from job_seeker_profiles`);
    expect((rows as unknown as { rows: Array<{ resume_pages: string[] }> }).rows).toEqual([{ resume_pages: [] }]);
  });
});
