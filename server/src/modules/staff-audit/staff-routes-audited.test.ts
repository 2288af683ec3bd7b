import { gt, max } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { createPlan, createProvider } from '../../../test/company-fixtures';
import { createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { multipartBody } from '../../../test/sample-files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobReports, payments, staffActions } from '../../db/schema';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const columns = { reference_column: 'Ref', date_column: 'Date', amount_column: 'Amount', payer_column: 'From' };

/** One successful change through a staff route: what it is recorded as, and the request that makes it. */
type Case = { action: string; send: (staff: TestClient) => Promise<LightMyRequestResponse> };

/**
 * Every route under /api/staff/ that may change data writes its audit row in the change's transaction
 * (staff-audit's auditedChange). A new unsafe staff route fails this test until it has a case here,
 * and the case fails unless a successful call leaves an audit row naming the staff member.
 */
describe('staff routes: every change is audited', () => {
  let t: TestApp;
  let staffId: number;
  let staff: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    staffId = (await createUser(t.database.db, { userType: 'staff' })).id;
    await createUser(t.database.db, { userType: 'staff' });
    staff = await signIn(t.app, t.database.db, staffId);
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const company = () => createCompany(db());
  async function payment(reference: string) {
    const [plan, { id: companyId }] = [await createPlan(db()), await company()];
    const values = { companyId, planId: plan.id, provider: 'Lonestar', paymentReference: reference, amount: 25 };
    const [row] = await db().insert(payments).values(values).returning();
    return row?.id ?? 0;
  }
  const scamRule = async () =>
    (await staff.post('/api/staff/scam-rules/', { pattern: `zz ${Math.random()}`, label: 'Test' })).json().id;

  const cases: Record<string, () => Promise<Case>> = {
    'POST /api/staff/companies/:id/suspend/': async () => {
      const { id } = await company();
      return {
        action: 'company.suspend',
        send: (s) => s.post(`/api/staff/companies/${id}/suspend/`, { reason: 'Scam' }),
      };
    },
    'POST /api/staff/companies/:id/unsuspend/': async () => {
      const { id } = await company();
      await staff.post(`/api/staff/companies/${id}/suspend/`, { reason: 'Scam' });
      return {
        action: 'company.unsuspend',
        send: (s) => s.post(`/api/staff/companies/${id}/unsuspend/`, { reason: 'Ok' }),
      };
    },
    'POST /api/staff/companies/:id/verification/': async () => {
      const { id } = await company();
      return {
        action: 'company.verify',
        send: (s) => s.post(`/api/staff/companies/${id}/verification/`, { verified: true }),
      };
    },
    'POST /api/staff/jobs/:id/decision/': async () => {
      const job = await createJob(db(), (await company()).id, { moderation: 'held' });
      return {
        action: 'job.release',
        send: (s) => s.post(`/api/staff/jobs/${job.id}/decision/`, { action: 'release' }),
      };
    },
    'POST /api/staff/payments/:id/reject/': async () => {
      const id = await payment('REJECT-1');
      return {
        action: 'payment.reject',
        send: (s) => s.post(`/api/staff/payments/${id}/reject/`, { reason: 'No money' }),
      };
    },
    'POST /api/staff/payments/:id/verify/': async () => {
      const id = await payment('VERIFY-1');
      return { action: 'payment.verify', send: (s) => s.post(`/api/staff/payments/${id}/verify/`, { note: '' }) };
    },
    'POST /api/staff/payments/import/': async () => {
      const { provider } = await createProvider(db());
      await staff.put('/api/staff/payments/statement-formats/', { provider, ...columns });
      const csv = Buffer.from('Ref,Date,Amount,From\nX-1,2026-01-01,25,A\n');
      const file = { field: 'statement', filename: 's.csv', data: csv, contentType: 'text/csv' };
      const { payload, headers } = multipartBody({ provider }, [file]);
      return {
        action: 'payment.import_statement',
        send: (s) => s.post('/api/staff/payments/import/', undefined, { payload, headers }),
      };
    },
    'PUT /api/staff/news-settings/': async () => ({
      action: 'staff.news_settings',
      send: (s) => s.put('/api/staff/news-settings/', { staff_summary: false }),
    }),
    'PUT /api/staff/payments/rules/': async () => ({
      action: 'setting.payment_rules',
      send: (s) => s.put('/api/staff/payments/rules/', { grace_days: 5, verification_required: true }),
    }),
    'PUT /api/staff/payments/statement-formats/': async () => {
      const { provider } = await createProvider(db());
      return {
        action: 'payment.statement_format',
        send: (s) => s.put('/api/staff/payments/statement-formats/', { provider, ...columns }),
      };
    },
    'POST /api/staff/reports/:id/decision/': async () => {
      const job = await createJob(db(), (await company()).id, { moderation: 'reported' });
      const reporter = await createUser(db());
      await db()
        .insert(jobReports)
        .values({ jobId: job.id, userId: reporter.id, reporterAddress: 'test', reason: 'scam' });
      return {
        action: 'job_reports.dismiss',
        send: (s) => s.post(`/api/staff/reports/${job.id}/decision/`, { decision: 'dismiss' }),
      };
    },
    'POST /api/staff/scam-rules/': async () => ({
      action: 'scam_rule.create',
      send: (s) => s.post('/api/staff/scam-rules/', { pattern: 'zz pay a fee first', label: 'Fee' }),
    }),
    'PUT /api/staff/scam-rules/:id/': async () => {
      const id = await scamRule();
      return {
        action: 'scam_rule.update',
        send: (s) => s.put(`/api/staff/scam-rules/${id}/`, { pattern: 'zz x', label: 'X' }),
      };
    },
    'DELETE /api/staff/scam-rules/:id/': async () => {
      const id = await scamRule();
      return { action: 'scam_rule.delete', send: (s) => s.delete(`/api/staff/scam-rules/${id}/`) };
    },
    'PUT /api/staff/settings/flags/': async () => ({
      action: 'setting.update',
      send: (s) => s.put('/api/staff/settings/flags/', { key: 'enable_console_logs', on: true }),
    }),
    'POST /api/staff/settings/industries/': async () => ({
      action: 'industry.add',
      send: (s) => s.post('/api/staff/settings/industries/', { name: 'Audited industry' }),
    }),
    'POST /api/staff/settings/plans/': async () => ({
      action: 'plan.add',
      send: (s) => s.post('/api/staff/settings/plans/', { name: 'audited', amount: 10 }),
    }),
    'PATCH /api/staff/settings/plans/:id/': async () => {
      const { id } = await createPlan(db(), { amount: 10 });
      return { action: 'plan.edit', send: (s) => s.patch(`/api/staff/settings/plans/${id}/`, { amount: 12 }) };
    },
    'PUT /api/staff/settings/plans/:id/active/': async () => {
      const { id } = await createPlan(db());
      return {
        action: 'plan.deactivate',
        send: (s) => s.put(`/api/staff/settings/plans/${id}/active/`, { active: false }),
      };
    },
    'POST /api/staff/settings/providers/': async () => ({
      action: 'provider.add',
      send: (s) => s.post('/api/staff/settings/providers/', { name: 'Audited Money' }),
    }),
    'PATCH /api/staff/settings/providers/:id/': async () => {
      const { id } = await createProvider(db());
      return {
        action: 'provider.edit',
        send: (s) =>
          s.patch(`/api/staff/settings/providers/${id}/`, {
            instructions: 'Dial *144# and pay merchant 0775 100 201.',
          }),
      };
    },
    'PUT /api/staff/settings/providers/:id/active/': async () => {
      const { id } = await createProvider(db());
      return {
        action: 'provider.deactivate',
        send: (s) => s.put(`/api/staff/settings/providers/${id}/active/`, { active: false }),
      };
    },
    'POST /api/staff/users/:id/deactivate/': async () => {
      const { id } = await createUser(db());
      return { action: 'user.deactivate', send: (s) => s.post(`/api/staff/users/${id}/deactivate/`, { reason: '' }) };
    },
    'POST /api/staff/users/:id/password-reset/': async () => {
      const { id } = await createUser(db());
      return {
        action: 'user.password_reset',
        send: (s) => s.post(`/api/staff/users/${id}/password-reset/`, { reason: '' }),
      };
    },
    'POST /api/staff/users/:id/reactivate/': async () => {
      const { id } = await createUser(db());
      await staff.post(`/api/staff/users/${id}/deactivate/`, { reason: '' });
      return { action: 'user.reactivate', send: (s) => s.post(`/api/staff/users/${id}/reactivate/`, { reason: '' }) };
    },
    'POST /api/staff/users/:id/role/': async () => {
      const { id } = await createUser(db());
      return {
        action: 'user.role',
        send: (s) => s.post(`/api/staff/users/${id}/role/`, { role: 'company', reason: '' }),
      };
    },
  };

  const unsafeStaffRoutes = () =>
    t.app.declaredRoutes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => UNSAFE.has(method) && route.url.startsWith('/api/staff/'))
        .map((method) => `${method} ${route.url}`),
    );

  it('when the app registers its unsafe staff routes, then each has a case below (and no case names a route that is gone)', () => {
    expect(Object.keys(cases).sort()).toEqual(unsafeStaffRoutes().sort());
  });

  it('when staff make a change through each unsafe staff route, then its audit row names them and the action', async () => {
    const outcomes: string[] = [];
    for (const route of unsafeStaffRoutes()) {
      const make = cases[route];
      if (!make) continue;
      const { action, send } = await make();
      const [last] = await db()
        .select({ id: max(staffActions.id) })
        .from(staffActions);
      const response = await send(staff);
      const rows = await db()
        .select()
        .from(staffActions)
        .where(gt(staffActions.id, last?.id ?? 0));
      const recorded = rows.map((row) => `${row.via}:${row.staffUserId}:${row.action}`);
      outcomes.push(`${route} ${response.statusCode} ${recorded.includes(`console:${staffId}:${action}`)}`);
    }
    // A rule is created (201); every other change answers 200.
    const succeeded = (route: string) => `${route} ${route === 'POST /api/staff/scam-rules/' ? 201 : 200} true`;
    expect(outcomes).toEqual(unsafeStaffRoutes().map(succeeded));
  });
});
