import {
  PAYMENT_ALREADY_REJECTED,
  STATEMENT_AMOUNT_DIFFERS,
  STATEMENT_AMOUNT_PAID_OUT,
  STATEMENT_AMOUNT_UNREADABLE,
  STATEMENT_NOT_CSV,
} from '@lj/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { createPlan, createProvider } from '../../../test/company-fixtures';
import { createCompany, createUser, signIn } from '../../../test/fixtures';
import { multipartBody } from '../../../test/sample-files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { payments, staffActions } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const MTN_HEADING = 'Id,Financial Transaction Id,Date,Status,From,Amount,Currency';

describe('staff payments', () => {
  let t: TestApp;
  let staff: TestClient;
  let staffUserId: number;
  let plan: Awaited<ReturnType<typeof createPlan>>;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    plan = await createPlan(db, { name: 'basic', amount: 25, durationDays: 30 });
    await createProvider(db, { provider: 'MTN Mobile Money' });
    await createProvider(db, { provider: 'Orange Money' });
    staffUserId = (await createUser(db, { userType: 'staff' })).id;
    staff = await signIn(t.app, db, staffUserId);
  });
  afterAll(async () => t.close());

  /** A company that confirms a payment the way the subscribe screen does. */
  async function companyThatPaid(reference: string, provider = 'MTN Mobile Money') {
    const company = await createCompany(t.database.db);
    const client = await signIn(t.app, t.database.db, company.userId);
    const response = await client.post('/api/companies/payment/confirm/', {
      provider,
      payment_reference: reference,
      amount: 25,
      plan_id: plan.id,
    });
    expect(response.statusCode).toBe(200);
    return { company, client };
  }

  const paymentOf = async (reference: string) => {
    const [row] = await t.database.db.select().from(payments).where(eq(payments.paymentReference, reference));
    if (!row) throw new Error(`no payment ${reference}`);
    return row;
  };
  /** Moves the payment's confirmation back in time, as days passing would. */
  const ageBy = (reference: string, days: number) =>
    t.database.db
      .update(payments)
      .set({ createdAt: sql`${payments.createdAt} - make_interval(days => ${days})` })
      .where(eq(payments.paymentReference, reference));
  const importStatement = (
    provider: string,
    csv: string | Buffer,
    filename = 'statement.csv',
    contentType = 'text/csv',
  ) => {
    const { payload, headers } = multipartBody({ provider }, [
      { field: 'statement', filename, data: Buffer.from(csv), contentType },
    ]);
    return staff.post('/api/staff/payments/import/', undefined, { payload, headers });
  };
  const auditRows = (action: string) =>
    t.database.db.select().from(staffActions).where(eq(staffActions.action, action));

  it('when staff import a statement, then the matching payment turns verified and the report names every row', async () => {
    const { client } = await companyThatPaid('MP261120.0001.A00001');
    await companyThatPaid('MP261120.0002.A00002');
    await companyThatPaid('MP261120.0003.A00003');
    const csv = [
      MTN_HEADING,
      '1,mp261120.0001.a00001,2026-11-20 09:12,SUCCESSFUL,231880000001,25.00,USD',
      '2,MP261120.0002.A00002,2026-11-20 09:40,SUCCESSFUL,231880000002,20.00,USD',
      '3,MP261120.9999.Z99999,2026-11-20 10:02,SUCCESSFUL,231880000003,25.00,USD',
    ].join('\r\n');
    const response = await importStatement('mtn mobile money', csv);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      provider: 'MTN Mobile Money',
      rows: 3,
      matched: [{ payment_reference: 'MP261120.0001.A00001', amount: 25 }],
      mismatches: [
        {
          line: 3,
          payment_reference: 'MP261120.0002.A00002',
          claimed: 25,
          received: '20.00',
          reason: STATEMENT_AMOUNT_DIFFERS,
        },
      ],
      unmatched: [{ line: 4, payment_reference: 'MP261120.9999.Z99999', amount: '25.00', payer: '231880000003' }],
      already_verified: [],
      ambiguous: [],
    });
    const verified = await paymentOf('MP261120.0001.A00001');
    expect(verified).toMatchObject({ state: 'verified', reviewedBy: staffUserId });
    expect((await paymentOf('MP261120.0002.A00002')).state).toBe('unverified');
    expect((await paymentOf('MP261120.0003.A00003')).state).toBe('unverified');
    // Verified payments never end a subscription, however old.
    await ageBy('MP261120.0001.A00001', 10);
    expect((await client.get('/api/companies/subscription/')).json()).toMatchObject({
      active: true,
      payment_issue: null,
    });
    const [audit] = (await auditRows('payment.verify')).filter((row) => row.targetId === String(verified.id));
    expect(audit).toMatchObject({ staffUserId, before: { state: 'unverified' }, after: { state: 'verified' } });
    expect(await auditRows('payment.import_statement')).toHaveLength(1);

    const again = await importStatement('MTN Mobile Money', csv);
    expect(again.json()).toMatchObject({
      matched: [],
      already_verified: [{ payment_reference: 'MP261120.0001.A00001' }],
    });
  });

  it('when statement rows pay money out or hold no plain amount, then they verify nothing and the report says why', async () => {
    for (const reference of ['MTN-OUT-1', 'MTN-OUT-2', 'MTN-OUT-3']) await companyThatPaid(reference);
    const csv = [
      MTN_HEADING,
      '1,MTN-OUT-1,2026-11-20 09:12,SUCCESSFUL,231880000001,-25.00,USD',
      '2,MTN-OUT-2,2026-11-20 09:13,SUCCESSFUL,231880000002,(25.00),USD',
      '3,MTN-OUT-3,2026-11-20 09:14,SUCCESSFUL,231880000003,25abc,USD',
    ].join('\n');
    const report = (await importStatement('MTN Mobile Money', csv)).json();
    expect(report.matched).toEqual([]);
    expect(report.mismatches).toEqual([
      expect.objectContaining({
        line: 2,
        payment_reference: 'MTN-OUT-1',
        received: '-25.00',
        reason: STATEMENT_AMOUNT_PAID_OUT,
      }),
      expect.objectContaining({
        line: 3,
        payment_reference: 'MTN-OUT-2',
        received: '(25.00)',
        reason: STATEMENT_AMOUNT_PAID_OUT,
      }),
      expect.objectContaining({
        line: 4,
        payment_reference: 'MTN-OUT-3',
        received: '25abc',
        reason: STATEMENT_AMOUNT_UNREADABLE,
      }),
    ]);
    for (const reference of ['MTN-OUT-1', 'MTN-OUT-2', 'MTN-OUT-3']) {
      expect((await paymentOf(reference)).state).toBe('unverified');
    }
  });

  it('when a statement was saved as UTF-16 or Windows-1252, then it is read and its payments verified', async () => {
    await companyThatPaid('MTN-UTF16-1');
    await companyThatPaid('MTN-1252-1');
    const utf16 = Buffer.from(
      `\uFEFF${MTN_HEADING}\r\n1,MTN-UTF16-1,2026-11-20,OK,Société Générale,25.00,USD\r\n`,
      'utf16le',
    );
    const windows1252 = Buffer.from(
      `${MTN_HEADING}\r\n1,MTN-1252-1,2026-11-20,OK,Société Générale,25.00,USD\r\n`,
      'latin1',
    );
    for (const [statement, reference] of [
      [utf16, 'MTN-UTF16-1'],
      [windows1252, 'MTN-1252-1'],
    ] as const) {
      const response = await importStatement('MTN Mobile Money', statement);
      expect(response.statusCode).toBe(200);
      expect(response.json().matched).toEqual([expect.objectContaining({ payment_reference: reference })]);
      expect((await paymentOf(reference)).state).toBe('verified');
    }
  });

  it('when a subscription runs on a payment staff have not verified, then the status says it is being checked until they do', async () => {
    const { client } = await companyThatPaid('MTN-CHECKING-1');
    const payment = await paymentOf('MTN-CHECKING-1');
    const checking = (await client.get('/api/companies/subscription/')).json();
    expect(checking).toMatchObject({
      active: true,
      payment_issue: null,
      payment_being_checked: { payment_reference: 'MTN-CHECKING-1' },
    });
    expect(new Date(checking.payment_being_checked.grace_until).getTime()).toBe(
      payment.createdAt.getTime() + 3 * DAY_MS,
    );
    await staff.post(`/api/staff/payments/${payment.id}/verify/`, {});
    expect((await client.get('/api/companies/subscription/')).json()).toMatchObject({
      active: true,
      payment_being_checked: null,
    });
  });

  it('when a company confirms a made-up reference, then its subscription runs through the grace days and ends after them', async () => {
    const { client } = await companyThatPaid('OM-MADE-UP-1', 'Orange Money');
    await ageBy('OM-MADE-UP-1', 2);
    expect((await client.get('/api/companies/subscription/')).json()).toMatchObject({
      active: true,
      payment_being_checked: { payment_reference: 'OM-MADE-UP-1' },
    });
    expect((await client.get('/accounts/api/company/jobs/')).statusCode).toBe(200);

    await ageBy('OM-MADE-UP-1', 2);
    const status = (await client.get('/api/companies/subscription/')).json();
    expect(status).toMatchObject({
      active: false,
      payment_issue: { kind: 'not_verified_in_time', payment_reference: 'OM-MADE-UP-1' },
      payment_being_checked: null,
    });
    expect((await client.get('/accounts/api/company/jobs/')).statusCode).toBe(402);

    // The grace is the operator's: at 7 days the same payment still counts.
    expect(
      (await staff.put('/api/staff/payments/rules/', { grace_days: 7, verification_required: false })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/companies/subscription/')).json()).toMatchObject({ active: true });
    await staff.put('/api/staff/payments/rules/', { grace_days: 3, verification_required: false });
    expect(await auditRows('setting.payment_rules')).toHaveLength(2);
  });

  it('when staff reject a payment, then its days end, the company sees the reason, and the rejection is final', async () => {
    const { client } = await companyThatPaid('MTN-REJECT-1');
    const payment = await paymentOf('MTN-REJECT-1');
    const refused = await staff.post(`/api/staff/payments/${payment.id}/reject/`, { reason: '' });
    expect(refused.statusCode).toBe(400);
    const response = await staff.post(`/api/staff/payments/${payment.id}/reject/`, {
      reason: 'No such transaction in the MTN statement.',
    });
    expect(response.statusCode).toBe(200);
    expect((await client.get('/api/companies/subscription/')).json()).toMatchObject({
      active: false,
      payment_issue: { kind: 'rejected', note: 'No such transaction in the MTN statement.' },
    });
    const verify = await staff.post(`/api/staff/payments/${payment.id}/verify/`, {});
    expect(verify.statusCode).toBe(409);
    expect(verify.json().detail).toBe(PAYMENT_ALREADY_REJECTED);
    const [audit] = (await auditRows('payment.reject')).filter((row) => row.targetId === String(payment.id));
    expect(audit).toMatchObject({ reason: 'No such transaction in the MTN statement.', after: { state: 'rejected' } });
  });

  it('when the operator requires verification, then a confirmation waits, and verifying it starts the subscription', async () => {
    await staff.put('/api/staff/payments/rules/', { grace_days: 3, verification_required: true });
    try {
      const { client } = await companyThatPaid('MTN-WAIT-1');
      const waiting = (await client.get('/api/companies/subscription/')).json();
      expect(waiting).toMatchObject({
        active: false,
        active_until: null,
        payment_issue: { kind: 'waiting_for_verification', payment_reference: 'MTN-WAIT-1' },
      });
      const payment = await paymentOf('MTN-WAIT-1');
      expect(
        (await staff.post(`/api/staff/payments/${payment.id}/verify/`, { note: 'Seen in the portal.' })).statusCode,
      ).toBe(200);
      const status = (await client.get('/api/companies/subscription/')).json();
      expect(status).toMatchObject({ active: true, payment_issue: null });
      expect(new Date(status.active_until).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    } finally {
      await staff.put('/api/staff/payments/rules/', { grace_days: 3, verification_required: false });
    }
  });

  it('when staff list payments by state, then each shows company, plan, provider, reference, amount and time', async () => {
    const { company } = await companyThatPaid('MTN-LIST-1');
    const response = await staff.get('/api/staff/payments/', { query: { state: 'unverified' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.results.every((p: { state: string }) => p.state === 'unverified')).toBe(true);
    expect(body.results[0]).toMatchObject({
      company: { id: company.id },
      plan: { id: plan.id, name: 'basic' },
      provider: 'MTN Mobile Money',
      payment_reference: 'MTN-LIST-1',
      amount: 25,
      state: 'unverified',
      reviewed_by: null,
    });
    expect(body.count).toBe(await t.database.db.$count(payments, eq(payments.state, 'unverified')));
  });

  it('when staff ask for the payments verified in a week, then only those decided that week come', async () => {
    const decided = async (reference: string, state: 'verified' | 'rejected', reviewedAt: string) => {
      await companyThatPaid(reference);
      await t.database.db
        .update(payments)
        .set({ state, reviewedAt: new Date(reviewedAt) })
        .where(eq(payments.paymentReference, reference));
    };
    await decided('MTN-WEEK-MON', 'verified', '2026-03-02T00:00:00Z');
    await decided('MTN-WEEK-SUN', 'verified', '2026-03-08T23:59:59Z');
    await decided('MTN-WEEK-REJ', 'rejected', '2026-03-04T12:00:00Z');
    await decided('MTN-WEEK-NEXT', 'verified', '2026-03-09T00:00:00Z');
    await decided('MTN-WEEK-BEFORE', 'verified', '2026-03-01T23:59:59Z');
    const references = async (query: Record<string, string>) => {
      const response = await staff.get('/api/staff/payments/', { query });
      expect(response.statusCode).toBe(200);
      return (response.json().results as Array<{ payment_reference: string }>)
        .map((row) => row.payment_reference)
        .sort();
    };
    expect(await references({ state: 'verified', from: '2026-03-02', to: '2026-03-09' })).toEqual([
      'MTN-WEEK-MON',
      'MTN-WEEK-SUN',
    ]);
    expect(await references({ state: 'all', from: '2026-03-02', to: '2026-03-09' })).toEqual([
      'MTN-WEEK-MON',
      'MTN-WEEK-REJ',
      'MTN-WEEK-SUN',
    ]);
    const bad = await staff.get('/api/staff/payments/', { query: { from: '2026-3-2', to: '2026-03-09' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('From must be a date written as YYYY-MM-DD');
  });

  it('when staff export payments, then the CSV lists them with formulas defused, and the export is audited', async () => {
    const { company } = await companyThatPaid('=HYPERLINK("http://evil.example")');
    await companyThatPaid("x;=cmd|' /C calc'!A0;y");
    const response = await staff.get('/api/staff/payments/export/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payments-all.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('"id","company","plan","provider","reference","amount","confirmed_at","state"');
    const line = lines.find((text) => text.includes('HYPERLINK'));
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(line).toContain(`"${company.name}"`);
    // Split on ";" as some spreadsheets do, no piece starts a formula.
    expect(lines.find((text) => text.includes('cmd|'))).toContain(`"x;'=cmd|' /C calc'!A0;y"`);
    const count = await t.database.db.$count(payments);
    expect(lines).toHaveLength(1 + count);
    expect(await auditRows('payment.export')).toEqual([
      expect.objectContaining({
        staffUserId,
        via: 'console',
        targetType: 'payment',
        targetId: 'all',
        after: { rows: count },
      }),
    ]);
    await staff.get('/api/staff/payments/export/', { query: { state: 'verified' } });
    expect((await auditRows('payment.export')).map((row) => row.targetId).sort()).toEqual(['all', 'verified']);
  });

  it('when the statement is not a CSV text or its columns are missing, then nothing is verified', async () => {
    await companyThatPaid('MTN-BAD-FILE');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('latin1');
    const notText = await importStatement('MTN Mobile Money', png, 'statement.csv');
    expect(notText.statusCode).toBe(400);
    expect(notText.json().detail).toBe(STATEMENT_NOT_CSV);
    const noColumns = await importStatement('MTN Mobile Money', 'Ref,Amount\nMTN-BAD-FILE,25');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().detail).toContain('"Financial Transaction Id"');
    const unknownProvider = await importStatement('Western Union', `${MTN_HEADING}\n1,MTN-BAD-FILE,d,OK,2318,25,USD`);
    expect(unknownProvider.statusCode).toBe(400);
    expect((await paymentOf('MTN-BAD-FILE')).state).toBe('unverified');
  });

  it("when staff change a provider's statement columns, then the next import reads those columns", async () => {
    const formats = (await staff.get('/api/staff/payments/statement-formats/')).json().formats;
    expect(formats).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider: 'Orange Money', reference_column: 'Transaction ID' }),
        expect.objectContaining({ provider: 'MTN Mobile Money', reference_column: 'Financial Transaction Id' }),
      ]),
    );
    const saved = await staff.put('/api/staff/payments/statement-formats/', {
      provider: 'orange money',
      reference_column: 'Reference',
      date_column: 'Date',
      amount_column: 'Montant',
      payer_column: 'Numero',
    });
    expect(saved.statusCode).toBe(200);
    await companyThatPaid('OM-COLUMNS-1', 'Orange Money');
    const response = await importStatement(
      'Orange Money',
      'Date;Reference;Numero;Montant\n20/11/2026;OM-COLUMNS-1;0770000001;25,00\n',
    );
    expect(response.json()).toMatchObject({ matched: [{ payment_reference: 'OM-COLUMNS-1' }] });
    const [format] = await t.database.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'payment.statement_format'), eq(staffActions.targetId, 'Orange Money')));
    expect(format).toMatchObject({
      before: { reference_column: 'Transaction ID' },
      after: { reference_column: 'Reference' },
    });
  });

  it('when the overview is read, then it counts the payments waiting', async () => {
    const overview = (await staff.get('/api/staff/overview/')).json() as {
      counts: Array<{ key: string; count: number }>;
    };
    const waiting = await t.database.db.$count(payments, eq(payments.state, 'unverified'));
    expect(waiting).toBeGreaterThan(0);
    expect(overview.counts.find((figure) => figure.key === 'payments_waiting')).toMatchObject({
      label: 'Payments waiting',
      count: waiting,
    });
  });
});
