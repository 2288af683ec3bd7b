import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { createCompany, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { paymentProviders, staffActions, subscriptionPlans, subscriptions } from '../../db/schema';

describe('staff: settings', () => {
  let t: TestApp;
  let staff: TestClient;
  let staffId: number;
  beforeAll(async () => {
    t = await createTestApp();
    staffId = (await createUser(t.database.db, { userType: 'staff' })).id;
    staff = await signIn(t.app, t.database.db, staffId);
  });
  afterAll(async () => t.close());

  const lastAudit = async () =>
    (await t.database.db.select().from(staffActions).where(eq(staffActions.staffUserId, staffId))).at(-1);

  it('when staff turn a flag on, then the public settings follow and the audit row has before and after', async () => {
    const response = await staff.put('/api/staff/settings/flags/', { key: 'show_company_bookkeeping', on: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'show_company_bookkeeping is on.' });
    expect((await staff.get('/companies/api/settings/')).json()).toMatchObject({ show_company_bookkeeping: true });
    expect(await lastAudit()).toMatchObject({
      action: 'setting.update',
      targetType: 'setting',
      targetId: 'show_company_bookkeeping',
      before: { show_company_bookkeeping: false },
      after: { show_company_bookkeeping: true },
    });
    expect((await staff.put('/api/staff/settings/flags/', { key: 'no_such_flag', on: true })).statusCode).toBe(400);
  });

  it('when staff add a plan, a provider and an industry, then they are listed and audited', async () => {
    const plan = await staff.post('/api/staff/settings/plans/', { name: 'Gold', amount: 99.5, days: 45 });
    expect(plan.json()).toEqual({ detail: 'Plan gold added.' });
    expect(await lastAudit()).toMatchObject({
      action: 'plan.add',
      after: { name: 'gold', amount: 99.5, duration_days: 45 },
    });
    await staff.post('/api/staff/settings/providers/', { name: 'Orange Money', instructions: 'Dial *144#.' });
    expect(await lastAudit()).toMatchObject({ action: 'provider.add', after: { provider: 'Orange Money' } });
    await staff.post('/api/staff/settings/industries/', { name: 'Fisheries', icon: 'water' });
    expect(await lastAudit()).toMatchObject({ action: 'industry.add', after: { name: 'Fisheries', icon: 'water' } });

    const settings = (await staff.get('/api/staff/settings/')).json();
    expect(settings.plans).toContainEqual(expect.objectContaining({ name: 'gold', amount: 99.5, duration_days: 45 }));
    expect(settings.providers).toContainEqual(expect.objectContaining({ provider: 'Orange Money' }));
    expect(settings.industries).toContainEqual({
      id: expect.any(Number),
      name: 'Fisheries',
      icon: 'water',
      companies: 0,
    });
  });

  it('when a name is taken, then the CLI rule answers in one sentence and nothing is audited', async () => {
    const before = await t.database.db.$count(staffActions);
    const plan = await staff.post('/api/staff/settings/plans/', { name: 'GOLD', amount: 10 });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().detail).toBe('A plan named gold already exists.');
    const industry = await staff.post('/api/staff/settings/industries/', { name: 'fisheries' });
    expect(industry.json().detail).toBe('An industry named fisheries already exists.');
    expect(await t.database.db.$count(staffActions)).toBe(before);
  });

  it('when staff edit a plan, then its price, days, name and description change, the audit row has both, and a taken name is refused', async () => {
    const db = t.database.db;
    const [silver] = await db
      .insert(subscriptionPlans)
      .values({ name: 'silver', amount: 20, durationDays: 30 })
      .returning();
    const id = silver?.id ?? 0;
    const response = await staff.patch(`/api/staff/settings/plans/${id}/`, {
      name: 'Silver Plus',
      amount: 22.5,
      days: 31,
      description: 'A month and a day.',
    });
    expect(response.json()).toEqual({ detail: 'Plan silver plus saved.' });
    const offered = (await staff.get('/api/companies/subscription-plans/')).json().plans;
    expect(offered).toContainEqual(
      expect.objectContaining({ id, name: 'silver plus', amount: 22.5, duration_days: 31 }),
    );
    expect(await lastAudit()).toMatchObject({
      action: 'plan.edit',
      targetType: 'plan',
      targetId: String(id),
      before: { name: 'silver', amount: 20, duration_days: 30, description: '', is_active: true },
      after: {
        name: 'silver plus',
        amount: 22.5,
        duration_days: 31,
        description: 'A month and a day.',
        is_active: true,
      },
    });
    const taken = await staff.patch(`/api/staff/settings/plans/${id}/`, { name: 'gold' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().detail).toBe('A plan named gold already exists.');
    const rows = await t.database.db.$count(staffActions);
    expect((await staff.patch(`/api/staff/settings/plans/${id}/`, {})).statusCode).toBe(200);
    expect((await staff.patch(`/api/staff/settings/plans/${id}/`, { days: 31 })).statusCode).toBe(200);
    expect(await t.database.db.$count(staffActions)).toBe(rows);
    const missing = await staff.patch('/api/staff/settings/plans/999999/', { amount: 5 });
    expect(missing.json().detail).toBe('No plan with the id 999999.');
  });

  it("when staff edit a provider's paying instructions, then companies read the new text, the audit row has both, and the same text records nothing", async () => {
    const db = t.database.db;
    const [provider] = await db
      .insert(paymentProviders)
      .values({ provider: 'Lonestar Cash', instructions: 'Dial *156# and pay merchant 111.' })
      .returning();
    const id = provider?.id ?? 0;
    const saved = await staff.patch(`/api/staff/settings/providers/${id}/`, {
      instructions: '  Dial *156# and pay merchant 222.  ',
    });
    expect(saved.json()).toEqual({ detail: 'Payment provider Lonestar Cash saved.' });
    expect(await lastAudit()).toMatchObject({
      action: 'provider.edit',
      before: { instructions: 'Dial *156# and pay merchant 111.' },
      after: { instructions: 'Dial *156# and pay merchant 222.' },
    });
    const company = await createCompany(db);
    const companyClient = await signIn(t.app, db, company.userId);
    const offered = (await companyClient.get('/api/companies/payment/providers/')).json().providers;
    expect(offered).toContainEqual(
      expect.objectContaining({ provider: 'Lonestar Cash', instructions: 'Dial *156# and pay merchant 222.' }),
    );
    const audited = await db.select().from(staffActions).where(eq(staffActions.staffUserId, staffId));
    await staff.patch(`/api/staff/settings/providers/${id}/`, { instructions: 'Dial *156# and pay merchant 222.' });
    expect(await db.select().from(staffActions).where(eq(staffActions.staffUserId, staffId))).toHaveLength(
      audited.length,
    );
    const missing = await staff.patch('/api/staff/settings/providers/999999/', { instructions: 'x' });
    expect(missing.json().detail).toBe('No payment provider with the id 999999.');
  });

  it('when staff deactivate a plan and a provider, then companies are not offered them, subscriptions keep the plan, and reactivating offers them again', async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    const companyClient = await signIn(t.app, db, company.userId);
    const [plan] = await db.insert(subscriptionPlans).values({ name: 'bronze', amount: 5 }).returning();
    const planId = plan?.id ?? 0;
    await db
      .insert(subscriptions)
      .values({ companyId: company.id, planId, activeUntil: new Date(Date.now() + 86_400_000) });
    const provider = (await staff.get('/api/staff/settings/'))
      .json()
      .providers.find((row: { provider: string }) => row.provider === 'Orange Money');

    const off = await staff.put(`/api/staff/settings/plans/${planId}/active/`, { active: false });
    expect(off.json()).toEqual({ detail: 'Plan bronze is no longer offered.' });
    expect(await lastAudit()).toMatchObject({
      action: 'plan.deactivate',
      before: { name: 'bronze', is_active: true },
      after: { name: 'bronze', is_active: false },
    });
    await staff.put(`/api/staff/settings/providers/${provider.id}/active/`, { active: false });
    expect(await lastAudit()).toMatchObject({
      action: 'provider.deactivate',
      before: { provider: 'Orange Money', is_active: true },
      after: { provider: 'Orange Money', is_active: false },
    });

    const plans = (await companyClient.get('/api/companies/subscription-plans/')).json().plans;
    expect(plans.map((row: { id: number }) => row.id)).not.toContain(planId);
    const providers = (await companyClient.get('/api/companies/payment/providers/')).json().providers;
    expect(providers.map((row: { provider: string }) => row.provider)).not.toContain('Orange Money');
    const status = (await companyClient.get('/api/companies/subscription/')).json();
    expect(status).toMatchObject({ active: true, plan: { id: planId, name: 'bronze' } });

    // Deactivating again records nothing; reactivating offers both again.
    const rows = await db.$count(staffActions);
    await staff.put(`/api/staff/settings/plans/${planId}/active/`, { active: false });
    expect(await db.$count(staffActions)).toBe(rows);
    expect((await staff.put(`/api/staff/settings/plans/${planId}/active/`, { active: true })).json().detail).toBe(
      'Plan bronze is offered again.',
    );
    await staff.put(`/api/staff/settings/providers/${provider.id}/active/`, { active: true });
    expect(await lastAudit()).toMatchObject({ action: 'provider.reactivate', after: { is_active: true } });
    const again = (await companyClient.get('/api/companies/subscription-plans/')).json().plans;
    expect(again.map((row: { id: number }) => row.id)).toContain(planId);
  });
});
