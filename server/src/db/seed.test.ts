import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyPassword } from '../lib/passwords';
import {
  companies,
  industries,
  jobs,
  paymentProviders,
  payments,
  subscriptionPlans,
  subscriptions,
  users,
} from './schema';
import { seedDemo, seedDemoIfEmpty } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function tableCounts() {
  const db = t.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [c] = await db.select({ n: count() }).from(companies);
  const [j] = await db.select({ n: count() }).from(jobs);
  return { users: u?.n, companies: c?.n, jobs: j?.n };
}

describe('demo seed', () => {
  it('when the database is empty, then it seeds the demo data set with both demo accounts', async () => {
    const result = await seedDemoIfEmpty(t.database.db, t.config);
    expect(result).toEqual({ accounts: ['seeker@example.com (job seeker)', 'employer@example.com (company)'] });

    const db = t.database.db;
    const counts = await tableCounts();
    expect(counts.companies).toBeGreaterThanOrEqual(25);
    expect(counts.jobs).toBeGreaterThanOrEqual(180);

    const locations = await db.selectDistinct({ location: jobs.location }).from(jobs);
    const counties = new Set(locations.map((row) => row.location.split(', ')[1]).filter(Boolean));
    expect(counties.size).toBeGreaterThanOrEqual(8);
    expect(locations.map((row) => row.location)).toContain('Remote');

    const currencies = await db.selectDistinct({ currency: jobs.salaryCurrency }).from(jobs);
    expect(currencies.map((row) => row.currency).sort()).toEqual(['LRD', 'USD']);
    const periods = await db.selectDistinct({ period: jobs.payPeriod }).from(jobs);
    expect(periods.map((row) => row.period)).toEqual(expect.arrayContaining(['daily', 'weekly', 'monthly']));

    const industryNames = (await db.select({ name: industries.name }).from(industries)).map((row) => row.name);
    const required = ['Mining', 'Agriculture', 'Construction', 'Health Care', 'IT', 'Public', 'Telecom'];
    const employersAsked = ['Security', 'Retail and trade', 'Hospitality', 'NGO and development', 'Other'];
    expect(industryNames).toEqual(expect.arrayContaining([...required, 'Banking', 'Education', ...employersAsked]));
    // Every industry has at least one company, so no industry card says 'Coming soon!' in the demo.
    const [empty] = await db
      .select({ n: count() })
      .from(industries)
      .where(sql`not exists (select 1 from companies c where c.industry_id = ${industries.id})`);
    expect(empty?.n).toBe(0);

    expect((await db.select().from(subscriptionPlans)).map((plan) => plan.name).sort()).toEqual([
      'basic',
      'enterprise',
      'general',
      'professional',
    ]);
    expect(await db.select().from(paymentProviders)).toHaveLength(3);
  });

  it('when seeded, then the employer owns a company with an active subscription and a recorded payment', async () => {
    const db = t.database.db;
    const [row] = await db
      .select({ company: companies.name, activeUntil: subscriptions.activeUntil, companyId: companies.id })
      .from(users)
      .innerJoin(companies, eq(companies.userId, users.id))
      .innerJoin(subscriptions, eq(subscriptions.companyId, companies.id))
      .where(eq(users.email, 'employer@example.com'));
    expect(row?.company).toBe('Lone Star Mining Services');
    expect(row?.activeUntil.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    const paid = await db
      .select()
      .from(payments)
      .where(eq(payments.companyId, row?.companyId ?? 0));
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amount).toBe(60);
  });

  it('when seeded, then the demo password verifies for both accounts', async () => {
    const accounts = await t.database.db.select().from(users).where(sql`${users.email} like '%@example.com'`);
    const demo = accounts.filter((user) => ['seeker@example.com', 'employer@example.com'].includes(user.email));
    expect(demo).toHaveLength(2);
    for (const user of demo) {
      expect(await verifyPassword(user.passwordHash ?? '', 'liberia-demo-2026')).toBe(true);
      expect(await verifyPassword(user.passwordHash ?? '', 'wrong-password')).toBe(false);
    }
  });

  it('when users already exist, then seeding again does nothing', async () => {
    const before = await tableCounts();
    expect(await seedDemoIfEmpty(t.database.db, t.config)).toBeNull();
    expect(await seedDemo(t.database.db)).toBeNull();
    expect(await tableCounts()).toEqual(before);
  });
});
