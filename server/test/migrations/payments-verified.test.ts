import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasActiveSubscription } from '../../src/modules/subscription/subscription.repository';
import { insertCompany, insertedId, upgradeAcross } from './migration-harness';

/** The migration that gave payments a state: confirmations made before it must keep their subscriptions. */
const MIGRATION = '0010_payments_verified_companies';
const DAY_MS = 24 * 60 * 60 * 1000;

describe(`migration ${MIGRATION} on a live database`, () => {
  let companyId = 0;
  const paidAt = new Date(Date.now() - 10 * DAY_MS);
  const upgraded = upgradeAcross(MIGRATION, async (rows) => {
    // A company that paid ten days ago under the old rule, its subscription running 20 more days.
    ({ companyId } = await insertCompany(rows, 'old-payer@example.com', 'Old Payer Inc'));
    const planId = await insertedId(
      rows,
      sql`insert into subscription_plans (name, amount, duration_days) values ('basic', 25, 30) returning id`,
    );
    await rows(sql`
      insert into payments (company_id, plan_id, provider, payment_reference, amount, created_at)
      values (${companyId}, ${planId}, 'Orange Money', 'OM-OLD-1', 25, ${paidAt.toISOString()})`);
    await rows(sql`
      insert into subscriptions (company_id, plan_id, active_until)
      values (${companyId}, ${planId}, ${new Date(paidAt.getTime() + 30 * DAY_MS).toISOString()})`);
  });

  it('when a confirmation predates payment checks, then it is verified, covers its plan days, and the subscription runs on', async () => {
    const [payment] = await upgraded.rows<{ state: string; period_end: string | Date; review_note: string }>(
      sql`select state, period_end, review_note from payments where payment_reference = 'OM-OLD-1'`,
    );
    expect(payment?.state).toBe('verified');
    expect(payment?.review_note).toContain('migration 0010');
    expect(new Date(payment?.period_end ?? 0).getTime()).toBe(paidAt.getTime() + 30 * DAY_MS);
    expect(await hasActiveSubscription(upgraded.db, companyId)).toBe(true);
  });
});
