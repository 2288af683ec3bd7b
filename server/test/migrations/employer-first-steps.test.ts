import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrationsDir } from '../../src/lib/paths';
import { emptyDatabase, migrateWith, migrationsBefore } from './migration-harness';

/** The migration that adds the daily pay period and the industries employers look for. */
const MIGRATION = '0020_employer_first_steps';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe(`migration ${MIGRATION} on a live database`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let database: Database;
  let drop: () => Promise<void>;
  let ngoId: number;

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(work));
    await migrateWith(database, migrationsBefore(MIGRATION, work));
    const db = database.db;
    // An operator's list: one of ours in other letters, one of ours as it is, and the old 'NGO' with a company.
    await db.execute(sql`insert into industries (name, icon) values ('Mining', 'gem'), ('agriculture', null),
      ('Hospitality', 'cup-hot'), ('NGO', 'people')`);
    ngoId = rowsOf<{ id: number }>(await db.execute(sql`select id from industries where name = 'NGO'`))[0]?.id ?? 0;
    await db.execute(sql`insert into users (email, user_type) values ('hr@aid.example', 'company')`);
    await db.execute(
      sql`insert into companies (user_id, name, industry_id) select id, 'Aid Works', ${ngoId} from users`,
    );
    await migrateWith(database, migrationsDir);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('when it has run, then the missing industries are added once each and the existing ones are kept as they were', async () => {
    const rows = rowsOf<{ name: string; icon: string | null }>(
      await database.db.execute(sql`select name, icon from industries order by lower(name)`),
    );
    expect(rows).toEqual([
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
    const rows = rowsOf<{ name: string; company: string }>(
      await database.db.execute(
        sql`select i.name, c.name as company from industries i join companies c on c.industry_id = i.id`,
      ),
    );
    expect(rows).toEqual([{ name: 'NGO and development', company: 'Aid Works' }]);
    const [renamed] = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from industries where name = 'NGO and development'`),
    );
    expect(renamed?.id).toBe(ngoId);
  });

  it('when it has run, then a job can be paid by the day', async () => {
    const inserted = await database.db.execute(sql`
      insert into jobs (company_id, title, description, pay_period)
      select id, 'Security Guard', 'Night shifts at the gate.', 'daily' from companies returning pay_period`);
    expect(rowsOf<{ pay_period: string }>(inserted)).toEqual([{ pay_period: 'daily' }]);
  });

  it('when the database had no industries, then it gets none: the seed or the operator makes the list', async () => {
    const fresh = await emptyDatabase(path.join(work, 'fresh'));
    try {
      await migrateWith(fresh.database, migrationsDir);
      const [row] = rowsOf<{ n: number }>(
        await fresh.database.db.execute(sql`select count(*)::int as n from industries`),
      );
      expect(row?.n).toBe(0);
    } finally {
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
