import { BOOKKEEPING_MONTH_TAKEN, PAYMENT_REFERENCE_USED } from '@lj/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan, createProvider, subscribe, subscriptionEnd } from '../company-fixtures';
import { createApplicant, createCompany, createJob, signIn } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { applications, bookkeepingRecords, payments } from '../../src/db/schema';
import { writeSetting } from '../../src/modules/settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many answers had each status code, e.g. {201: 1, 400: 999}. */
function statusCounts(responses: Array<{ statusCode: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

/**
 * Double clicks at scale: the same write fired many times at once through the whole HTTP stack.
 * The database's unique indexes must let exactly one through, whichever database runs the test.
 */
describe('races: many identical writes at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when one job seeker sends 1,000 identical applications at once, then exactly 1 row exists', async () => {
    const db = t.database.db;
    const job = await createJob(db, (await createCompany(db)).id);
    const seeker = await createApplicant(db);
    const client = await signIn(t.app, db, seeker.id);

    const responses = await Promise.all(
      Array.from({ length: 1000 }, () => client.post(`/api/jobs/${job.id}/apply/`, { cover_letter: 'Hire me.' })),
    );

    expect(statusCounts(responses)).toEqual({ 201: 1, 400: 999 });
    const refused = responses.find((response) => response.statusCode === 400);
    expect(refused?.json()).toEqual({ detail: 'You have already applied to this job.', code: 'already_applied' });
    const rows = await db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.userId, seeker.id)));
    expect(rows).toHaveLength(1);
  }, 120_000);

  it('when a company submits one bookkeeping month 200 times at once, then exactly 1 record exists', async () => {
    const db = t.database.db;
    await writeSetting(db, 'show_company_bookkeeping', true);
    const company = await createCompany(db);
    const client = await signIn(t.app, db, company.userId);
    const body = { month: '2024-06', revenue: 1200, expenses: 800, oreExtracted: 5, wagesPaid: 300, notes: '' };

    const responses = await Promise.all(
      Array.from({ length: 200 }, () => client.post('/api/companies/bookkeeping/', body)),
    );

    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 199 });
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual({
      detail: BOOKKEEPING_MONTH_TAKEN,
    });
    const rows = await db.select().from(bookkeepingRecords).where(eq(bookkeepingRecords.companyId, company.id));
    expect(rows).toHaveLength(1);
  }, 120_000);

  it('when one payment reference is confirmed 500 times at once, then 1 activation and the subscription extended once', async () => {
    const db = t.database.db;
    const plan = await createPlan(db, { amount: 25, durationDays: 30 });
    const provider = await createProvider(db);
    const company = await createCompany(db);
    // A running subscription: one renewal adds exactly 30 days to its end, so the check is exact.
    await subscribe(db, company.id, plan.id, 10);
    const before = await subscriptionEnd(db, company.id);
    const client = await signIn(t.app, db, company.userId);
    const body = { provider: provider.provider, payment_reference: 'RACE-REF-1', amount: 25, plan_id: plan.id };

    const responses = await Promise.all(
      Array.from({ length: 500 }, () => client.post('/api/companies/payment/confirm/', body)),
    );

    expect(statusCounts(responses)).toEqual({ 200: 1, 400: 499 });
    expect(responses.find((response) => response.statusCode === 400)?.json()).toEqual({
      detail: PAYMENT_REFERENCE_USED,
    });
    expect(await db.select().from(payments).where(eq(payments.paymentReference, 'RACE-REF-1'))).toHaveLength(1);
    const after = await subscriptionEnd(db, company.id);
    expect(after?.getTime()).toBe((before?.getTime() ?? 0) + 30 * DAY_MS);
  }, 120_000);
});
