import {
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_FIELDS_REQUIRED,
  PAYMENT_REFERENCE_USED,
  PAYMENT_UNKNOWN_PLAN,
  PAYMENT_UNKNOWN_PROVIDER,
} from '@lj/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createPlan, createProvider, subscribe, subscriptionEnd } from '../../../test/company-fixtures';
import { createCompany, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { payments, subscriptionPlans } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('subscription and payments', () => {
  let t: TestApp;
  let plan: Awaited<ReturnType<typeof createPlan>>;
  let provider: Awaited<ReturnType<typeof createProvider>>;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    plan = await createPlan(db, { name: 'basic', amount: 25, durationDays: 30, description: 'Post jobs for 30 days.' });
    await createPlan(db, { name: 'professional', amount: 50 });
    await createPlan(db, { name: 'retired', amount: 10, isActive: false });
    await createPlan(db, { name: 'seeker-plan', amount: 5, userType: 'job_seeker' });
    provider = await createProvider(db, { provider: 'Orange Money', instructions: 'Send to 0770 000 000.' });
    await createProvider(db, { provider: 'MTN Mobile Money' });
    await createProvider(db, { provider: 'Closed Bank', isActive: false });
  });
  afterAll(async () => t.close());

  async function companyClient() {
    const company = await createCompany(t.database.db);
    return { company, client: await signIn(t.app, t.database.db, company.userId) };
  }

  const paymentsWith = (reference: string) =>
    t.database.db.select().from(payments).where(eq(payments.paymentReference, reference));

  it('when anyone lists the company plans, then {plans} holds only active company plans, cheapest first', async () => {
    const response = await new TestClient(t.app).get('/api/companies/subscription-plans/?user_type=company');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { plans: Array<{ name: string }> };
    expect(Object.keys(body)).toEqual(['plans']);
    const plans = body.plans;
    expect(plans.map((p) => p.name)).toEqual(['basic', 'professional']);
    expect(plans[0]).toEqual({
      id: plan.id,
      name: 'basic',
      amount: 25,
      currency: 'USD',
      duration_days: 30,
      description: 'Post jobs for 30 days.',
    });
  });

  it('when anyone lists the payment providers, then the active ones come with their instructions', async () => {
    const response = await new TestClient(t.app).get('/api/companies/payment/providers/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      providers: [
        { id: provider.id, provider: 'Orange Money', instructions: 'Send to 0770 000 000.' },
        expect.objectContaining({ provider: 'MTN Mobile Money' }),
      ],
    });
  });

  it('when a guest or a job seeker asks for the subscription or confirms a payment, then 401 and 403', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get('/api/companies/subscription/')).statusCode).toBe(401);
    expect((await guest.post('/api/companies/payment/confirm/', {})).statusCode).toBe(401);
    const seeker = await signIn(t.app, t.database.db, (await createUser(t.database.db)).id);
    expect((await seeker.get('/api/companies/subscription/')).statusCode).toBe(403);
    const confirm = await seeker.post('/api/companies/payment/confirm/', {
      provider: 'Orange Money',
      payment_reference: 'SEEKER-1',
      amount: 25,
      plan_id: plan.id,
    });
    expect(confirm.statusCode).toBe(403);
    expect(await paymentsWith('SEEKER-1')).toHaveLength(0);
  });

  it('when a company never paid, then its subscription is inactive', async () => {
    const { client } = await companyClient();
    const response = await client.get('/api/companies/subscription/');
    expect(response.json()).toEqual({
      active: false,
      active_until: null,
      plan: null,
      payment_issue: null,
      suspension: null,
      payment_being_checked: null,
    });
  });

  it('when a field is missing, then 400 with the one message of the spec', async () => {
    const { client } = await companyClient();
    for (const body of [
      { payment_reference: 'R-1', amount: 25, plan_id: plan.id },
      { provider: 'Orange Money', payment_reference: '  ', amount: 25, plan_id: plan.id },
      { provider: 'Orange Money', payment_reference: 'R-1', plan_id: plan.id },
      { provider: 'Orange Money', payment_reference: 'R-1', amount: 25 },
    ]) {
      const response = await client.post('/api/companies/payment/confirm/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: PAYMENT_FIELDS_REQUIRED });
    }
    expect(await paymentsWith('R-1')).toHaveLength(0);
  });

  it('when the provider or the plan is unknown or retired, then 400 and nothing is recorded', async () => {
    const { client } = await companyClient();
    const retired = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, 'retired'));
    const cases = [
      [{ provider: 'Western Union', plan_id: plan.id, amount: 25 }, PAYMENT_UNKNOWN_PROVIDER],
      [{ provider: 'Closed Bank', plan_id: plan.id, amount: 25 }, PAYMENT_UNKNOWN_PROVIDER],
      [{ provider: 'Orange Money', plan_id: 999_999, amount: 25 }, PAYMENT_UNKNOWN_PLAN],
      [{ provider: 'Orange Money', plan_id: retired[0]?.id, amount: 10 }, PAYMENT_UNKNOWN_PLAN],
    ] as const;
    for (const [body, detail] of cases) {
      const response = await client.post('/api/companies/payment/confirm/', {
        ...body,
        payment_reference: 'UNKNOWN-1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail });
    }
    expect(await paymentsWith('UNKNOWN-1')).toHaveLength(0);
  });

  it('when the amount differs from the plan, then 400 and the subscription stays inactive', async () => {
    const { company, client } = await companyClient();
    for (const amount of [20, '25.01', 'twenty-five']) {
      const response = await client.post('/api/companies/payment/confirm/', {
        provider: 'Orange Money',
        payment_reference: 'WRONG-AMOUNT',
        amount,
        plan_id: plan.id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: PAYMENT_AMOUNT_MISMATCH });
    }
    expect(await paymentsWith('WRONG-AMOUNT')).toHaveLength(0);
    expect(await subscriptionEnd(t.database.db, company.id)).toBeNull();
  });

  it('when a company confirms a right payment, then it is kept and the subscription runs for the plan duration', async () => {
    const { company, client } = await companyClient();
    const before = Date.now();
    const response = await client.post('/api/companies/payment/confirm/', {
      provider: 'orange money',
      payment_reference: 'OM-1001',
      amount: '25.00',
      plan_id: String(plan.id),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, subscription: { active: true, plan: { id: plan.id, name: 'basic' } } });
    const end = new Date(body.subscription.active_until).getTime();
    expect(end).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 60_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 60_000);
    const [payment] = await paymentsWith('OM-1001');
    expect(payment).toMatchObject({ companyId: company.id, planId: plan.id, provider: 'Orange Money', amount: 25 });
    expect((await client.get('/api/companies/subscription/')).json()).toEqual(body.subscription);
  });

  it('when a reference is used again with the same provider, then 400 and the subscription is not extended', async () => {
    const { company, client } = await companyClient();
    const body = { provider: 'Orange Money', payment_reference: 'OM-REUSE', amount: 25, plan_id: plan.id };
    expect((await client.post('/api/companies/payment/confirm/', body)).statusCode).toBe(200);
    const end = await subscriptionEnd(t.database.db, company.id);
    const other = await companyClient();
    for (const caller of [client, other.client]) {
      const again = await caller.post('/api/companies/payment/confirm/', body);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: PAYMENT_REFERENCE_USED });
    }
    expect(await paymentsWith('OM-REUSE')).toHaveLength(1);
    expect(await subscriptionEnd(t.database.db, company.id)).toEqual(end);
    expect(await subscriptionEnd(t.database.db, other.company.id)).toBeNull();
  });

  it('when a reference differs from a used one only in case, then it is the same reference: 400 and nothing recorded', async () => {
    const { client } = await companyClient();
    const body = { provider: 'Orange Money', payment_reference: 'OM-REAL-777', amount: 25, plan_id: plan.id };
    expect((await client.post('/api/companies/payment/confirm/', body)).statusCode).toBe(200);
    const other = await companyClient();
    for (const payment_reference of ['om-real-777', 'Om-Real-777']) {
      const copy = await other.client.post('/api/companies/payment/confirm/', { ...body, payment_reference });
      expect(copy.statusCode).toBe(400);
      expect(copy.json()).toEqual({ detail: PAYMENT_REFERENCE_USED });
      expect(await paymentsWith(payment_reference)).toHaveLength(0);
    }
    expect(await subscriptionEnd(t.database.db, other.company.id)).toBeNull();
  });

  it('when the same reference comes with another provider, then it is a different payment', async () => {
    const { client } = await companyClient();
    const body = { payment_reference: 'SHARED-REF', amount: 25, plan_id: plan.id };
    expect(
      (await client.post('/api/companies/payment/confirm/', { ...body, provider: 'Orange Money' })).statusCode,
    ).toBe(200);
    expect(
      (await client.post('/api/companies/payment/confirm/', { ...body, provider: 'MTN Mobile Money' })).statusCode,
    ).toBe(200);
    expect(await paymentsWith('SHARED-REF')).toHaveLength(2);
  });

  it('when ten confirmations with one reference, in either case, arrive at once, then exactly one succeeds and extends once', async () => {
    const { company, client } = await companyClient();
    const start = await subscribe(t.database.db, company.id, plan.id, 5);
    const body = { provider: 'Orange Money', amount: 25, plan_id: plan.id };
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, at) =>
        client.post('/api/companies/payment/confirm/', { ...body, payment_reference: at % 2 ? 'om-race' : 'OM-RACE' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    expect(await t.database.db.$count(payments, sql`lower(${payments.paymentReference}) = 'om-race'`)).toBe(1);
    expect((await subscriptionEnd(t.database.db, company.id))?.getTime()).toBe(start.getTime() + 30 * DAY_MS);
  });

  it('when an active subscription is renewed, then the new period starts at its current end', async () => {
    const { company, client } = await companyClient();
    const currentEnd = await subscribe(t.database.db, company.id, plan.id, 12);
    const response = await client.post('/api/companies/payment/confirm/', {
      provider: 'MTN Mobile Money',
      payment_reference: 'MTN-RENEW',
      amount: 25,
      plan_id: plan.id,
    });
    expect(response.statusCode).toBe(200);
    const expected = new Date(currentEnd.getTime() + 30 * DAY_MS);
    expect(await subscriptionEnd(t.database.db, company.id)).toEqual(expected);
    expect(response.json().subscription.active_until).toBe(expected.toISOString());
  });

  it('when a lapsed subscription is renewed, then the new period starts now', async () => {
    const { company, client } = await companyClient();
    await subscribe(t.database.db, company.id, plan.id, -10);
    expect((await client.get('/api/companies/subscription/')).json()).toMatchObject({ active: false });
    const before = Date.now();
    const response = await client.post('/api/companies/payment/confirm/', {
      provider: 'MTN Mobile Money',
      payment_reference: 'MTN-LAPSED',
      amount: 25,
      plan_id: plan.id,
    });
    expect(response.statusCode).toBe(200);
    const end = (await subscriptionEnd(t.database.db, company.id))?.getTime() ?? 0;
    expect(end).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 60_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 60_000);
  });
});
