import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrationsDir } from '../../src/lib/paths';
import { emptyDatabase, migrateWith, migrationsBefore } from './migration-harness';

/** The migration that made payment references unique per provider whatever their case. */
const MIGRATION = '0017_payment_reference_case';

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
type PaymentRow = { id: number; payment_reference: string; state: string; review_note: string };

describe(`migration ${MIGRATION} on a live database`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let database: Database;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};

  const insertPayment = async (companyId: number, planId: number, provider: string, reference: string, at: string) => {
    const [row] = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        insert into payments (company_id, plan_id, provider, payment_reference, amount, created_at, state)
        values (${companyId}, ${planId}, ${provider}, ${reference}, 25, ${at}, 'verified') returning id`),
    );
    ids[`${provider}/${reference}`] = Number(row?.id);
  };
  const payment = async (id: number | undefined) =>
    rowsOf<PaymentRow>(
      await database.db.execute(sql`select id, payment_reference, state, review_note from payments where id = ${id}`),
    )[0];

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(work));
    await migrateWith(database, migrationsBefore(MIGRATION, work));
    const companies: number[] = [];
    for (const name of ['Paid First', 'Copied Later', 'Copied Again']) {
      const [user] = rowsOf<{ id: number }>(
        await database.db.execute(
          sql`insert into users (email, user_type) values (${`${name.replace(' ', '.')}@example.com`}, 'company') returning id`,
        ),
      );
      const [company] = rowsOf<{ id: number }>(
        await database.db.execute(
          sql`insert into companies (user_id, name) values (${user?.id}, ${name}) returning id`,
        ),
      );
      companies.push(Number(company?.id));
    }
    const [plan] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into subscription_plans (name, amount, duration_days) values ('basic', 25, 30) returning id`,
      ),
    );
    const [first = 0, second = 0, third = 0] = companies;
    const planId = Number(plan?.id);
    // Inserted out of time order: "earliest" is by the confirmation's time, not its id.
    await insertPayment(second, planId, 'Orange Money', 'om-real-777', '2026-11-20T10:00:00Z');
    await insertPayment(first, planId, 'Orange Money', 'OM-REAL-777', '2026-11-20T09:00:00Z');
    await insertPayment(third, planId, 'Orange Money', 'Om-Real-777', '2026-11-20T11:00:00Z');
    await insertPayment(second, planId, 'MTN Mobile Money', 'om-real-777', '2026-11-20T10:00:00Z');
    await migrateWith(database, migrationsDir);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('when one reference was confirmed in several cases, then the earliest keeps it and each later one is marked for staff', async () => {
    expect(await payment(ids['Orange Money/OM-REAL-777'])).toMatchObject({
      payment_reference: 'OM-REAL-777',
      state: 'verified',
      review_note: '',
    });
    for (const reference of ['om-real-777', 'Om-Real-777']) {
      const id = ids[`Orange Money/${reference}`];
      const row = await payment(id);
      expect(row).toMatchObject({ payment_reference: `${reference} #${id}`, state: 'verified' });
      expect(row?.review_note).toMatch(
        /^The same reference as OM-REAL-777 of Paid First, confirmed earlier, in another case/,
      );
    }
    // Another provider's reference is another payment.
    expect(await payment(ids['MTN Mobile Money/om-real-777'])).toMatchObject({ payment_reference: 'om-real-777' });
  });

  it('when the migration has run, then the reference in another case is refused by the database', async () => {
    const [company] = rowsOf<{ company_id: number; plan_id: number }>(
      await database.db.execute(sql`select company_id, plan_id from payments limit 1`),
    );
    const insert = database.db.execute(sql`
      insert into payments (company_id, plan_id, provider, payment_reference, amount)
      values (${company?.company_id}, ${company?.plan_id}, 'Orange Money', 'oM-rEaL-777', 25)`);
    await expect(insert).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505', constraint: 'payments_provider_reference_unique' }),
    });
  });
});
