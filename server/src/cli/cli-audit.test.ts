import { existsSync } from 'node:fs';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob, createUser, signIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companies, staffActions, users } from '../db/schema';
import { mediaFilePath, removeMedia, saveMedia } from '../lib/uploads';
import { auditedChange, staffActor } from '../modules/staff-audit';
import type { CommandServices } from './command';
import { runDatabaseCommand } from './run-command';

/** The commands that change data each leave their audit row, marked as the command line's (via 'cli'). */
describe('admin CLI: the audit log', () => {
  let t: TestApp;
  let staffId: number;
  let services: CommandServices;
  beforeAll(async () => {
    t = await createTestApp();
    staffId = (await createUser(t.database.db, { userType: 'staff', email: 'reader@example.com' })).id;
    services = { runAlertDigests: async () => 0, removeMedia: (key) => removeMedia(t.config, key, t.app.log) };
  });
  afterAll(async () => t.close());

  /** Runs a command the way the CLI and the admin socket run it; answers its exit code and lines. */
  async function admin(name: string, args: string[], password?: string) {
    const out: string[] = [];
    const err: string[] = [];
    const exitCode = await runDatabaseCommand(
      t.database.db,
      { name, args, options: {}, password },
      { out: (line) => out.push(line), err: (line) => err.push(line) },
      services,
    );
    return { exitCode, out, err };
  }

  /** The audit rows the commands run inside `act` wrote. */
  async function rowsWrittenBy(act: () => Promise<unknown>) {
    const db = t.database.db;
    const [last] = await db.select({ id: max(staffActions.id) }).from(staffActions);
    await act();
    return db
      .select()
      .from(staffActions)
      .where(gt(staffActions.id, last?.id ?? 0))
      .orderBy(staffActions.id);
  }

  it('when set-role gives an account another role, then exactly one user.role row says cli, names no staff account and holds the before and after', async () => {
    const seeker = await createUser(t.database.db, { email: 'to-company@example.com' });
    const rows = await rowsWrittenBy(async () => {
      expect((await admin('set-role', ['to-company@example.com', 'company'])).exitCode).toBe(0);
    });
    expect(rows).toEqual([
      expect.objectContaining({
        via: 'cli',
        staffUserId: null,
        action: 'user.role',
        targetType: 'user',
        targetId: String(seeker.id),
        before: { email: 'to-company@example.com', user_type: 'job_seeker', is_staff: false },
        after: { email: 'to-company@example.com', user_type: 'company', is_staff: false, ended_sessions: 0 },
        reason: null,
      }),
    ]);
  });

  it('when a flag is turned on, then exactly one setting.update row holds its value before and after', async () => {
    const rows = await rowsWrittenBy(() => admin('flag', ['show_company_bookkeeping', 'on']));
    expect(rows).toEqual([
      expect.objectContaining({
        via: 'cli',
        staffUserId: null,
        action: 'setting.update',
        targetType: 'setting',
        targetId: 'show_company_bookkeeping',
        before: { show_company_bookkeeping: false },
        after: { show_company_bookkeeping: true },
      }),
    ]);
  });

  it('when create-user makes an account, then exactly one user.create row names it and never its password', async () => {
    const rows = await rowsWrittenBy(async () => {
      expect((await admin('create-user', ['New.Ops@example.com', 'staff'], 'a-long-password')).exitCode).toBe(0);
    });
    const [created] = await t.database.db.select().from(users).where(eq(users.email, 'new.ops@example.com'));
    expect(rows).toEqual([
      expect.objectContaining({
        via: 'cli',
        staffUserId: null,
        action: 'user.create',
        targetId: String(created?.id),
        before: null,
        after: { email: 'new.ops@example.com', user_type: 'staff', is_staff: true },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('a-long-password');
  });

  it("when plans, providers, industries, subscriptions and an SMS number change, then each change leaves its console action's row", async () => {
    await createUser(t.database.db, { email: 'sms-seeker@example.com' });
    await createCompany(t.database.db, {
      userId: (await createUser(t.database.db, { userType: 'company', email: 'hr@kru.example.com' })).id,
      name: 'Kru Traders',
    });
    const rows = await rowsWrittenBy(async () => {
      for (const [name, ...args] of [
        ['add-plan', 'monthly', '20', '30', 'One month'],
        ['edit-plan', 'monthly', 'amount', '22'],
        ['edit-plan', 'monthly', 'amount', '22'],
        ['deactivate-plan', 'monthly'],
        ['deactivate-plan', 'monthly'],
        ['reactivate-plan', 'monthly'],
        ['add-provider', 'MTN MoMo', 'Send to 0880 000 000.'],
        ['edit-provider', 'mtn momo', 'Send to 0880 000 001.'],
        ['deactivate-provider', 'mtn momo'],
        ['reactivate-provider', 'MTN MoMo'],
        ['add-industry', 'Fishing', 'water'],
        ['grant-subscription', 'hr@kru.example.com', '10', 'monthly'],
        ['revoke-subscription', 'hr@kru.example.com'],
        ['set-sms-phone', 'sms-seeker@example.com', '0770 123 456'],
        ['set-sms-phone', 'sms-seeker@example.com', 'none'],
      ] as const) {
        expect((await admin(name, args)).err).toEqual([]);
      }
    });
    // Setting what already is (the second edit and deactivation) records nothing, as in the console.
    expect(rows.map((row) => [row.via, row.staffUserId, row.action])).toEqual(
      [
        'plan.add',
        'plan.edit',
        'plan.deactivate',
        'plan.reactivate',
        'provider.add',
        'provider.edit',
        'provider.deactivate',
        'provider.reactivate',
        'industry.add',
        'subscription.grant',
        'subscription.revoke',
        'user.sms_phone',
        'user.sms_phone',
      ].map((action) => ['cli', null, action]),
    );
    const byAction = (action: string) => rows.filter((row) => row.action === action);
    expect(byAction('plan.edit')[0]).toMatchObject({
      before: expect.objectContaining({ name: 'monthly', amount: 20 }),
      after: expect.objectContaining({ name: 'monthly', amount: 22 }),
    });
    expect(byAction('provider.deactivate')[0]).toMatchObject({
      before: { provider: 'MTN MoMo', is_active: true },
      after: { provider: 'MTN MoMo', is_active: false },
    });
    expect(byAction('subscription.grant')[0]).toMatchObject({
      targetType: 'company',
      before: null,
      after: expect.objectContaining({ plan: 'monthly', days: 10 }),
    });
    expect(byAction('user.sms_phone').map((row) => [row.before, row.after])).toEqual([
      [
        { email: 'sms-seeker@example.com', phone_number: '', sms_phone: null, sms_receipts: false },
        {
          email: 'sms-seeker@example.com',
          phone_number: '+231770123456',
          sms_phone: '+231770123456',
          sms_receipts: false,
        },
      ],
      [
        {
          email: 'sms-seeker@example.com',
          phone_number: '+231770123456',
          sms_phone: '+231770123456',
          sms_receipts: false,
        },
        {
          email: 'sms-seeker@example.com',
          phone_number: '+231770123456',
          sms_phone: null,
          sms_receipts: false,
          sms_alerts_off: 0,
        },
      ],
    ]);
  });

  it('when a command is refused (unknown e-mail, a refusal, a bad value) or only reads, then no audit row is written', async () => {
    const company = await createCompany(t.database.db);
    await createJob(t.database.db, company.id);
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, company.userId));
    const rows = await rowsWrittenBy(async () => {
      const refused = [
        await admin('set-role', ['nobody@example.com', 'staff']),
        await admin('set-role', [owner?.email ?? '', 'job_seeker']),
        await admin('create-user', ['not-an-email', 'job_seeker'], 'a-long-password'),
        await admin('create-user', ['reader@example.com', 'job_seeker'], 'a-long-password'),
        await admin('add-plan', ['monthly', '5']),
        await admin('edit-plan', ['monthly', 'days', 'many']),
        await admin('grant-subscription', ['nobody@example.com', '5']),
        await admin('flag', ['no_such_flag', 'on']),
      ];
      expect(refused.map((result) => result.exitCode)).not.toContain(0);
      expect(refused[1]?.err).toEqual(['This company has posted jobs: a company with jobs cannot change its role.']);
      for (const name of ['flags', 'list-plans', 'list-providers', 'list-industries', 'list-payments']) {
        expect((await admin(name, [])).exitCode).toBe(0);
      }
    });
    expect(rows).toEqual([]);
  });

  it('when a company with a logo becomes a job seeker from the command line, then its logo file is gone once the change commits', async () => {
    const db = t.database.db;
    const logo = await saveMedia(t.config, 'logos', 'webp', Buffer.from('a logo'));
    const company = await createCompany(db, { logo });
    const [owner] = await db.select().from(users).where(eq(users.id, company.userId));
    expect(existsSync(mediaFilePath(t.config, logo))).toBe(true);
    expect((await admin('set-role', [owner?.email ?? '', 'job_seeker'])).exitCode).toBe(0);
    expect(await db.$count(companies, eq(companies.id, company.id))).toBe(0);
    expect(existsSync(mediaFilePath(t.config, logo))).toBe(false);
  });

  it('when staff read the audit log, then command-line rows come back with via cli and no staff member, and the staff filter leaves them out', async () => {
    const db = t.database.db;
    const audit = { action: 'user.deactivate', targetType: 'user', targetId: 1 };
    await auditedChange(db, staffActor(staffId), async () => ({ result: undefined, audit }));
    const client = await signIn(t.app, db, staffId);
    const all = (await client.get('/api/staff/audit/', { query: { action: 'user.' } })).json();
    expect(all.results[0]).toMatchObject({ via: 'console', staff: { id: staffId, email: 'reader@example.com' } });
    expect(all.results).toContainEqual(
      expect.objectContaining({
        via: 'cli',
        staff: null,
        action: 'user.role',
        target_type: 'user',
        before: expect.objectContaining({ email: 'to-company@example.com', user_type: 'job_seeker' }),
        after: expect.objectContaining({ email: 'to-company@example.com', user_type: 'company' }),
      }),
    );
    const mine = (await client.get('/api/staff/audit/', { query: { staff: 'reader@example.com' } })).json();
    expect(mine.results.map((row: { action: string }) => row.action)).toEqual(['user.deactivate']);
    const cliRows = (await client.get('/api/staff/audit/', { query: { action: 'user.create' } })).json();
    expect(cliRows).toMatchObject({ count: 1, results: [{ via: 'cli', staff: null }] });
  });
});
