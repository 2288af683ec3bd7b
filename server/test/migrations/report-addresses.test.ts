import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCompany, insertedId, upgradeAcross } from './migration-harness';

/** The migration that counts reports by address: reports filed before it kept no address. */
const MIGRATION = '0018_report_addresses';

describe(`migration ${MIGRATION} on a live database`, () => {
  const ids: Record<string, number> = {};
  const { rows } = upgradeAcross(MIGRATION, async (rows) => {
    ids.seeker = await insertedId(
      rows,
      sql`insert into users (email, user_type) values ('seeker@example.com', 'job_seeker') returning id`,
    );
    const company = await insertCompany(rows, 'company@example.com', 'Old Co');
    ids.company = company.userId;
    const jobId = await insertedId(
      rows,
      sql`insert into jobs (company_id, title, description) values (${company.companyId}, 'Old job', 'x') returning id`,
    );
    await rows(sql`
      insert into job_reports (job_id, user_id, reason) values
        (${jobId}, ${ids.seeker}, 'scam'), (${jobId}, ${ids.company}, 'scam')`);
  });

  it("when reports filed before it are migrated, then each is its reporter's own address and a company's counts nothing", async () => {
    const reports = await rows(sql`select user_id, reporter_address, from_company from job_reports order by id`);
    expect(reports).toEqual([
      { user_id: ids.seeker, reporter_address: `user:${ids.seeker}`, from_company: false },
      { user_id: ids.company, reporter_address: `user:${ids.company}`, from_company: true },
    ]);
  });
});
