import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCompany, upgradeAcross } from './migration-harness';

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
  const { rows } = upgradeAcross(MIGRATION, async (rows) => {
    for (const [email, name, hasJob] of COMPANIES) {
      const { companyId } = await insertCompany(rows, email, name);
      if (hasJob) {
        await rows(
          sql`insert into jobs (company_id, title, description) values (${companyId}, 'Nurse', 'Night shifts.')`,
        );
      }
    }
    await rows(sql`insert into users (email, user_type) values ('seeker@example.com', 'job_seeker')`);
    await rows(sql`insert into job_seeker_profiles (user_id) select id from users where user_type = 'job_seeker'`);
  });

  it.each(COMPANIES)(
    'when %s ran "%s" (with a job: %s), then the name counts as chosen: %s',
    async (email, _name, _job, chosen) => {
      const [row] = await rows<{ name_chosen: boolean }>(sql`
        select c.name_chosen from companies c join users u on u.id = c.user_id where u.email = ${email}`);
      expect(row?.name_chosen).toBe(chosen);
    },
  );

  it('when the migration has run, then every job seeker has an empty list of CV pages', async () => {
    expect(await rows(sql`select resume_pages from job_seeker_profiles`)).toEqual([{ resume_pages: [] }]);
  });
});
