import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCompany, insertedId, type Rows, upgradeAcross } from './migration-harness';

/** The migration that made payment references unique per provider whatever their case. */
const MIGRATION = '0017_payment_reference_case';

type PaymentRow = { id: number; payment_reference: string; state: string; review_note: string };

describe(`migration ${MIGRATION} on a live database`, () => {
  const ids: Record<string, number> = {};
  const insertPayment = async (
    rows: Rows,
    [companyId, planId]: [number, number],
    provider: string,
    reference: string,
    at: string,
  ) => {
    ids[`${provider}/${reference}`] = await insertedId(
      rows,
      sql`
        insert into payments (company_id, plan_id, provider, payment_reference, amount, created_at, state)
        values (${companyId}, ${planId}, ${provider}, ${reference}, 25, ${at}, 'verified') returning id`,
    );
  };
  const { rows } = upgradeAcross(MIGRATION, async (rows) => {
    const companies: number[] = [];
    for (const name of ['Paid First', 'Copied Later', 'Copied Again']) {
      companies.push((await insertCompany(rows, `${name.replace(' ', '.')}@example.com`, name)).companyId);
    }
    const planId = await insertedId(
      rows,
      sql`insert into subscription_plans (name, amount, duration_days) values ('basic', 25, 30) returning id`,
    );
    const [first = 0, second = 0, third = 0] = companies;
    // Inserted out of time order: "earliest" is by the confirmation's time, not its id.
    await insertPayment(rows, [second, planId], 'Orange Money', 'om-real-777', '2026-11-20T10:00:00Z');
    await insertPayment(rows, [first, planId], 'Orange Money', 'OM-REAL-777', '2026-11-20T09:00:00Z');
    await insertPayment(rows, [third, planId], 'Orange Money', 'Om-Real-777', '2026-11-20T11:00:00Z');
    await insertPayment(rows, [second, planId], 'MTN Mobile Money', 'om-real-777', '2026-11-20T10:00:00Z');
  });
  const payment = async (id: number | undefined) =>
    (await rows<PaymentRow>(sql`select id, payment_reference, state, review_note from payments where id = ${id}`))[0];

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
    const [company] = await rows<{ company_id: number; plan_id: number }>(
      sql`select company_id, plan_id from payments limit 1`,
    );
    const insert = rows(sql`
      insert into payments (company_id, plan_id, provider, payment_reference, amount)
      values (${company?.company_id}, ${company?.plan_id}, 'Orange Money', 'oM-rEaL-777', 25)`);
    await expect(insert).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505', constraint: 'payments_provider_reference_unique' }),
    });
  });
});
