import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyDatabase, insertedId, migrateWith, rowsOn, upgradeAcross } from './migration-harness';
import { migrationsDir } from '../../src/lib/paths';

/** The migration that adds the daily pay period and the industries employers look for. */
const MIGRATION = '0020_employer_first_steps';

describe(`migration ${MIGRATION} on a live database`, () => {
  let ngoId: number;
  const { rows, work } = upgradeAcross(MIGRATION, async (rows) => {
    // An operator's list: one of ours in other letters, one of ours as it is, and the old 'NGO' with a company.
    await rows(sql`insert into industries (name, icon) values ('Mining', 'gem'), ('agriculture', null),
      ('Hospitality', 'cup-hot')`);
    ngoId = await insertedId(rows, sql`insert into industries (name, icon) values ('NGO', 'people') returning id`);
    await rows(sql`insert into users (email, user_type) values ('hr@aid.example', 'company')`);
    await rows(sql`insert into companies (user_id, name, industry_id) select id, 'Aid Works', ${ngoId} from users`);
  });

  it('when it has run, then the missing industries are added once each and the existing ones are kept as they were', async () => {
    expect(await rows(sql`select name, icon from industries order by lower(name)`)).toEqual([
      { name: 'agriculture', icon: null },
      { name: 'Hospitality', icon: 'cup-hot' },
      { name: 'Mining', icon: 'gem' },
      { name: 'NGO and development', icon: 'people' },
      { name: 'Other', icon: 'three-dots' },
      { name: 'Retail and trade', icon: 'shop' },
      { name: 'Security', icon: 'shield-check' },
    ]);
  });

  it("when 'NGO' existed, then it is 'NGO and development' under the same id, with its companies", async () => {
    const named = await rows(
      sql`select i.name, c.name as company from industries i join companies c on c.industry_id = i.id`,
    );
    expect(named).toEqual([{ name: 'NGO and development', company: 'Aid Works' }]);
    const [renamed] = await rows<{ id: number }>(sql`select id from industries where name = 'NGO and development'`);
    expect(renamed?.id).toBe(ngoId);
  });

  it('when it has run, then a job can be paid by the day', async () => {
    const inserted = await rows(sql`
      insert into jobs (company_id, title, description, pay_period)
      select id, 'Security Guard', 'Night shifts at the gate.', 'daily' from companies returning pay_period`);
    expect(inserted).toEqual([{ pay_period: 'daily' }]);
  });

  it('when the database had no industries, then it gets none: the seed or the operator makes the list', async () => {
    const fresh = await emptyDatabase(path.join(work, 'fresh'));
    try {
      await migrateWith(fresh.database, migrationsDir);
      const [row] = await rowsOn(() => fresh.database.db)<{ n: number }>(
        sql`select count(*)::int as n from industries`,
      );
      expect(row?.n).toBe(0);
    } finally {
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
