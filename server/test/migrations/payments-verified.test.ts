import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrationsDir } from '../../src/lib/paths';
import { hasActiveSubscription } from '../../src/modules/subscription/subscription.repository';
import { emptyDatabase, migrateWith, migrationsBefore } from './migration-harness';

/** The migration that gave payments a state: confirmations made before it must keep their subscriptions. */
const MIGRATION = '0010_payments_verified_companies';
const DAY_MS = 24 * 60 * 60 * 1000;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe(`migration ${MIGRATION} on a live database`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let database: Database;
  let drop: () => Promise<void>;
  let companyId = 0;
  const paidAt = new Date(Date.now() - 10 * DAY_MS);

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(work));
    await migrateWith(database, migrationsBefore(MIGRATION, work));
    // A company that paid ten days ago under the old rule, its subscription running 20 more days.
    const [user] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into users (email, user_type) values ('old-payer@example.com', 'company') returning id`,
      ),
    );
    const [company] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into companies (user_id, name) values (${user?.id}, 'Old Payer Inc') returning id`,
      ),
    );
    companyId = Number(company?.id);
    const [plan] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into subscription_plans (name, amount, duration_days) values ('basic', 25, 30) returning id`,
      ),
    );
    await database.db.execute(sql`
      insert into payments (company_id, plan_id, provider, payment_reference, amount, created_at)
      values (${companyId}, ${plan?.id}, 'Orange Money', 'OM-OLD-1', 25, ${paidAt.toISOString()})`);
    await database.db.execute(sql`
      insert into subscriptions (company_id, plan_id, active_until)
      values (${companyId}, ${plan?.id}, ${new Date(paidAt.getTime() + 30 * DAY_MS).toISOString()})`);
    await migrateWith(database, migrationsDir);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('when a confirmation predates payment checks, then it is verified, covers its plan days, and the subscription runs on', async () => {
    const [payment] = rowsOf<{ state: string; period_end: string | Date; review_note: string }>(
      await database.db.execute(
        sql`select state, period_end, review_note from payments where payment_reference = 'OM-OLD-1'`,
      ),
    );
    expect(payment?.state).toBe('verified');
    expect(payment?.review_note).toContain('migration 0010');
    expect(new Date(payment?.period_end ?? 0).getTime()).toBe(paidAt.getTime() + 30 * DAY_MS);
    expect(await hasActiveSubscription(database.db, companyId)).toBe(true);
  });
});
