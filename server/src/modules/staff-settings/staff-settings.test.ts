import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staffActions } from '../../db/schema';

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
});
