import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../../../test/company-fixtures';
import { createApplication, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { payments } from '../../db/schema';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

describe('GET /api/staff/overview/weeks/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when jobs, seekers, applications and verified payments fall in different weeks, then each week counts its own and sums payments by currency', async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    const job = await createJob(db, company.id);
    await createJob(db, company.id, { createdAt: new Date(Date.now() - 3 * WEEK_MS) });
    await createJob(db, company.id, { createdAt: new Date(Date.now() - 13 * WEEK_MS) });
    await createApplication(db, job.id, (await createUser(db)).id);
    const usd = await createPlan(db, { amount: 25, currency: 'USD' });
    const lrd = await createPlan(db, { amount: 4000, currency: 'LRD' });
    const paid = { companyId: company.id, provider: 'MTN', state: 'verified' as const, reviewedAt: new Date() };
    await db.insert(payments).values([
      { ...paid, planId: usd.id, amount: 25, paymentReference: 'W1' },
      { ...paid, planId: usd.id, amount: 25, paymentReference: 'W2' },
      { ...paid, planId: lrd.id, amount: 4000, paymentReference: 'W3' },
      { ...paid, planId: usd.id, amount: 25, paymentReference: 'W4', state: 'unverified', reviewedAt: null },
    ]);

    const staff = await signIn(t.app, db, (await createUser(db, { userType: 'staff' })).id);
    const response = await staff.get('/api/staff/overview/weeks/');
    expect(response.statusCode).toBe(200);
    const { weeks } = response.json();
    expect(weeks).toHaveLength(12);
    const thisWeek = weeks.at(-1);
    expect(thisWeek).toMatchObject({ new_jobs: 1, applications: 1, new_companies: 1, payments_verified: 3 });
    expect(thisWeek.new_seekers).toBeGreaterThanOrEqual(1);
    expect(thisWeek.paid).toEqual([
      { currency: 'LRD', amount: 4000 },
      { currency: 'USD', amount: 50 },
    ]);
    expect(weeks.reduce((sum: number, week: { new_jobs: number }) => sum + week.new_jobs, 0)).toBe(2);
    expect(new Date(`${thisWeek.week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('when a company asks, then 403', async () => {
    const company = await createCompany(t.database.db);
    const response = await (await signIn(t.app, t.database.db, company.userId)).get('/api/staff/overview/weeks/');
    expect(response.statusCode).toBe(403);
  });
});
