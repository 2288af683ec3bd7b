import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companies, jobAlerts, jobSeekerProfiles, payments, sessions, subscriptions, users } from '../db/schema';
import { verifyPassword } from '../lib/passwords';
import type { Db } from '../db/client';
import { addIndustry as addIndustryAs, listIndustries } from '../modules/industries';
import { readSettings as listFlags, setFlag as setFlagAs } from '../modules/settings';
import { cliActor } from '../modules/staff-audit';
import { listAllPayments as listPayments } from '../modules/staff-payments';
import { createAccount } from '../modules/staff-users';
import {
  addPlan as addPlanAs,
  addProvider as addProviderAs,
  grantSubscription as grantAs,
  listAllPlans as listPlans,
  listAllProviders as listProviders,
  revokeSubscription as revokeAs,
} from '../modules/subscription';
import { CliError, type Command, type CommandServices } from './command';
import { deactivatePlanCommand, editPlanCommand } from './commands/plans';
import { deactivateProviderCommand } from './commands/providers';
import { setSmsPhoneCommand } from './commands/sms-phone';
import { runDatabaseCommand } from './run-command';

/** The module functions the commands call, as the command line calls them (its audit rows say cli). */
type Input<F> = F extends (db: Db, actor: typeof cliActor, input: infer I) => unknown ? I : never;
const createUser = (db: Db, input: Input<typeof createAccount>) => createAccount(db, cliActor, input);
const setFlag = (db: Db, key: 'enable_console_logs', on: boolean) => setFlagAs(db, cliActor, key, on);
const addPlan = (db: Db, input: Input<typeof addPlanAs>) => addPlanAs(db, cliActor, input);
const addProvider = (db: Db, input: Input<typeof addProviderAs>) => addProviderAs(db, cliActor, input);
const addIndustry = (db: Db, input: Input<typeof addIndustryAs>) => addIndustryAs(db, cliActor, input);
const grantSubscription = (db: Db, input: Input<typeof grantAs>) => grantAs(db, cliActor, input);
const revokeSubscription = (db: Db, email: string) => revokeAs(db, cliActor, email);

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a command may ask of the process running it; here nothing is stored outside the database. */
const noServices: CommandServices = { runAlertDigests: async () => 0, removeMedia: async () => {} };

/** Runs a command as the CLI and the admin socket run it: its printed lines, or its refusal thrown. */
async function command(name: string, args: string[]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const output = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
  const code = await runDatabaseCommand(t.database.db, { name, args, options: {} }, output, noServices);
  if (code !== 0) throw new CliError(err.join('\n'), code);
  return out.join('\n');
}
const setSmsPhone = (_db: Db, email: string, phone: string | null) =>
  command('set-sms-phone', [email, phone ?? 'none']);
const setRole = (_db: Db, email: string, role: string) => command('set-role', [email, role]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('admin CLI: flags', () => {
  it('when a flag is turned on then off, then the settings endpoint follows it', async () => {
    const db = t.database.db;
    expect(await setFlag(db, 'enable_console_logs', true)).toMatchObject({ enable_console_logs: true });
    const response = await new TestClient(t.app).get('/companies/api/settings/');
    expect(response.json()).toEqual({ show_company_bookkeeping: false, enable_console_logs: true });
    await setFlag(db, 'enable_console_logs', false);
    expect(await listFlags(db)).toEqual({ show_company_bookkeeping: false, enable_console_logs: false });
  });
});

describe('admin CLI: create-user', () => {
  it('when a job seeker is created, then the account has a profile and the password verifies', async () => {
    const db = t.database.db;
    const user = await createUser(db, {
      email: ' Musa.Kamara@Example.com ',
      type: 'job_seeker',
      password: 'monrovia-2026',
      name: 'Musa Kamara',
    });
    expect(user.email).toBe('musa.kamara@example.com');
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ userType: 'job_seeker', isStaff: false, firstName: 'Musa', lastName: 'Kamara' });
    expect(await verifyPassword(row?.passwordHash ?? '', 'monrovia-2026')).toBe(true);
    expect(await db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, user.id))).toHaveLength(1);
  });

  it('when a company is created, then it owns a company named from --name (public) or else its e-mail (not public until named)', async () => {
    const db = t.database.db;
    const named = await createUser(db, {
      email: 'hr@kpelle.example.com',
      type: 'company',
      password: 'company-pass',
      name: 'Kpelle Traders',
    });
    const unnamed = await createUser(db, { email: 'jobs@sapo.example.com', type: 'company', password: 'company-pass' });
    const [a] = await db.select().from(companies).where(eq(companies.userId, named.id));
    const [b] = await db.select().from(companies).where(eq(companies.userId, unnamed.id));
    expect(a).toMatchObject({ name: 'Kpelle Traders', nameChosen: true });
    expect(b).toMatchObject({ name: 'jobs@sapo.example.com', nameChosen: false });
  });

  it('when a staff user is created, then it is marked staff', async () => {
    const user = await createUser(t.database.db, {
      email: 'ops@example.com',
      type: 'staff',
      password: 'operator-pass',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ userType: 'staff', isStaff: true });
  });

  it('when the e-mail is taken (in any case) or the password is short, then nothing is created', async () => {
    const db = t.database.db;
    await expect(
      createUser(db, { email: 'OPS@example.com', type: 'job_seeker', password: 'another-pass' }),
    ).rejects.toThrow('A user with the e-mail ops@example.com already exists.');
    await expect(createUser(db, { email: 'new@example.com', type: 'job_seeker', password: 'short' })).rejects.toThrow(
      'The password must be at least 8 characters long.',
    );
    await expect(
      createUser(db, { email: 'not-an-email', type: 'job_seeker', password: 'long-enough' }),
    ).rejects.toThrow('Not a valid e-mail address: not-an-email');
    expect(await db.select().from(users).where(eq(users.email, 'new@example.com'))).toHaveLength(0);
  });
});

describe('admin CLI: plans, providers, industries', () => {
  it('when a plan is added, then it is listed, and a second one with that name is refused', async () => {
    const db = t.database.db;
    const plan = await addPlan(db, { name: 'Gold', amount: 99.5, days: 45, description: 'For big hirers' });
    expect(plan).toMatchObject({ name: 'gold', amount: 99.5, durationDays: 45, currency: 'USD', isActive: true });
    expect((await listPlans(db)).map((row) => row.name)).toContain('gold');
    await expect(addPlan(db, { name: 'gold', amount: 10 })).rejects.toThrow('A plan named gold already exists.');
    await expect(addPlan(db, { name: 'free', amount: 0 })).rejects.toThrow('The amount must be a number above 0.');
    // Stored in cents: an amount that rounds to 0.00 is no price either.
    await expect(addPlan(db, { name: 'tiny', amount: 0.004 })).rejects.toThrow('The amount must be a number above 0.');
  });

  it('when a provider and an industry are added, then they are listed and duplicates are refused', async () => {
    const db = t.database.db;
    await addProvider(db, { name: 'Cash at office', instructions: 'Pay at our Sinkor office.' });
    expect((await listProviders(db)).map((row) => row.provider)).toContain('Cash at office');
    await expect(addProvider(db, { name: 'cash at office' })).rejects.toThrow(
      'A provider named cash at office already exists.',
    );

    await addIndustry(db, { name: 'Energy', icon: 'lightning-charge' });
    expect(await listIndustries(db)).toContainEqual({
      id: expect.any(Number),
      name: 'Energy',
      icon: 'lightning-charge',
      companies: 0,
    });
    await expect(addIndustry(db, { name: 'energy' })).rejects.toThrow('An industry named energy already exists.');
  });
});

describe('admin CLI: subscriptions and payments', () => {
  it('when a subscription is granted, extended, then revoked, then active_until follows each step', async () => {
    const db = t.database.db;
    const owner = await createUser(db, {
      email: 'owner@bassa.example.com',
      type: 'company',
      password: 'company-pass',
      name: 'Bassa Bakery',
    });
    await addPlan(db, { name: 'basic', amount: 25 });

    const granted = await grantSubscription(db, { email: 'owner@bassa.example.com', days: 10, plan: 'basic' });
    expect(granted.company).toBe('Bassa Bakery');
    expect(granted.activeUntil.getTime()).toBeGreaterThan(Date.now() + 9.9 * DAY_MS);
    const extended = await grantSubscription(db, { email: 'owner@bassa.example.com', days: 5 });
    expect(extended.activeUntil.getTime() - granted.activeUntil.getTime()).toBe(5 * DAY_MS);

    await revokeSubscription(db, 'owner@bassa.example.com');
    const [company] = await db.select().from(companies).where(eq(companies.userId, owner.id));
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company?.id ?? 0));
    expect(subscription?.activeUntil.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('when the e-mail is not a company, then grant and revoke refuse', async () => {
    await expect(grantSubscription(t.database.db, { email: 'ops@example.com', days: 5 })).rejects.toThrow(
      'No company account with the e-mail ops@example.com.',
    );
    await expect(revokeSubscription(t.database.db, 'hr@kpelle.example.com')).rejects.toThrow(
      'Kpelle Traders has no subscription.',
    );
  });

  it('when a payment was confirmed, then list-payments shows it with its company and plan', async () => {
    const db = t.database.db;
    const [company] = await db.select().from(companies).where(eq(companies.name, 'Bassa Bakery'));
    const [plan] = (await listPlans(db)).filter((row) => row.name === 'basic');
    await db.insert(payments).values({
      companyId: company?.id ?? 0,
      planId: plan?.id ?? 0,
      provider: 'Cash at office',
      paymentReference: 'CASH-0001',
      amount: 25,
    });
    expect(await listPayments(db)).toEqual([
      expect.objectContaining({
        companyName: 'Bassa Bakery',
        planName: 'basic',
        paymentReference: 'CASH-0001',
        amount: 25,
      }),
    ]);
  });
});

describe('admin CLI: edit and deactivate plans and providers', () => {
  const run = async (command: Command, args: string[]) => {
    const lines: string[] = [];
    await command.run({
      args,
      options: {},
      db: t.database.db,
      actor: cliActor,
      out: (line) => lines.push(line),
      readPassword: async () => '',
      services: noServices,
    });
    return lines;
  };

  it('when a plan is edited and deactivated by name, and a provider deactivated, then the listing shows it', async () => {
    const db = t.database.db;
    await addPlan(db, { name: 'weekly', amount: 5, days: 7 });
    await addProvider(db, { name: 'Bank transfer' });
    expect(await run(editPlanCommand, ['weekly', 'amount', '6.5'])).toEqual([
      expect.stringMatching(/^Changed plan \d+ {2}weekly {2}USD 6\.50 \/ 7 days$/),
    ]);
    await run(editPlanCommand, ['WEEKLY', 'description', 'Seven', 'days']);
    expect(await run(deactivatePlanCommand, ['weekly'])).toEqual([expect.stringContaining('(inactive)  Seven days')]);
    expect(await run(deactivateProviderCommand, ['bank TRANSFER'])).toEqual([expect.stringContaining('(inactive)')]);
    const [plan] = (await listPlans(db)).filter((row) => row.name === 'weekly');
    expect(plan).toMatchObject({ amount: 6.5, durationDays: 7, description: 'Seven days', isActive: false });
    await expect(run(editPlanCommand, ['weekly', 'days', 'many'])).rejects.toThrow(
      'The duration must be a whole number of days above 0.',
    );
    await expect(run(deactivatePlanCommand, ['nope'])).rejects.toThrow('No plan named nope.');
    await expect(run(editPlanCommand, ['weekly', 'colour', 'red'])).rejects.toThrow(CliError);
  });
});

describe('admin CLI: set-sms-phone', () => {
  it("when an operator sets a seeker's number, then it is the profile's and SMS go to it; none unconfirms it and turns their SMS off; a bad number or a company is refused", async () => {
    const db = t.database.db;
    const seeker = await createUser(db, { email: 'sms@example.com', type: 'job_seeker', password: 'sms-password-1' });
    expect(await setSmsPhone(db, 'SMS@example.com', '+231770123456')).toBe(
      'sms@example.com gets SMS at +231770123456.',
    );
    const profile = async () =>
      (await db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, seeker.id)))[0];
    expect(await profile()).toMatchObject({ phoneNumber: '+231770123456', phoneConfirmedAt: expect.any(Date) });
    await db.update(jobSeekerProfiles).set({ smsReceipts: true }).where(eq(jobSeekerProfiles.userId, seeker.id));
    await db.insert(jobAlerts).values({ userId: seeker.id, name: 'By SMS', frequency: 'daily', sms: true });

    expect(await setSmsPhone(db, 'sms@example.com', null)).toBe(
      'sms@example.com has no confirmed number now; SMS to them are off.',
    );
    // The number stays for employers to call.
    expect(await profile()).toMatchObject({ phoneNumber: '+231770123456', phoneConfirmedAt: null, smsReceipts: false });
    expect((await db.select().from(jobAlerts).where(eq(jobAlerts.userId, seeker.id)))[0]?.sms).toBe(false);

    const run = (args: string[]) =>
      setSmsPhoneCommand.run({
        args,
        options: {},
        db,
        actor: cliActor,
        out: () => {},
        readPassword: async () => '',
        services: noServices,
      });
    // A number is read as the profile reads it: written locally it is Liberian; a wrong one says why.
    await run(['sms@example.com', '0770 123 457']);
    expect(await profile()).toMatchObject({ phoneNumber: '+231770123457', phoneConfirmedAt: expect.any(Date) });
    await expect(run(['sms@example.com', '12345'])).rejects.toThrow(CliError);
    await createUser(db, { email: 'sms-company@example.com', type: 'company', password: 'sms-password-2' });
    await expect(setSmsPhone(db, 'sms-company@example.com', '+231770123457')).rejects.toThrow('is not a job seeker');
  });
});

describe('admin CLI: set-role', () => {
  it('when an account gets another role, then it is kept consistent and signed out; a company with payments is refused', async () => {
    const db = t.database.db;
    const seeker = await createUser(db, { email: 'role@example.com', type: 'job_seeker', password: 'role-password' });
    await db
      .insert(sessions)
      .values({ idHash: 'set-role-session', userId: seeker.id, expiresAt: new Date(Date.now() + DAY_MS) });
    expect(await setRole(db, ' Role@Example.com ', 'staff')).toBe(
      'role@example.com is now a staff member; 1 sign-in(s) ended.',
    );
    const [row] = await db.select().from(users).where(eq(users.id, seeker.id));
    expect(row).toMatchObject({ userType: 'staff', isStaff: true });
    expect(await db.$count(sessions, eq(sessions.userId, seeker.id))).toBe(0);
    expect(await setRole(db, 'role@example.com', 'staff')).toBe('role@example.com is already a staff member.');

    // Bassa Bakery has a confirmed payment (above).
    const [bakery] = await db.select().from(companies).where(eq(companies.name, 'Bassa Bakery'));
    const [owner] = await db
      .select()
      .from(users)
      .where(eq(users.id, bakery?.userId ?? 0));
    await expect(setRole(db, owner?.email ?? '', 'job_seeker')).rejects.toThrow(
      'This company has payments or a subscription: a company with billing records cannot change its role.',
    );
    await expect(setRole(db, 'nobody@example.com', 'company')).rejects.toThrow(CliError);
  });
});

describe('admin CLI: the real command line', () => {
  const serverDir = fileURLToPath(new URL('../..', import.meta.url));
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lj-admin-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs `node --import tsx src/cli/admin.ts ...args` on an embedded database in its own data folder. */
  function admin(args: string[], stdin?: string) {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'src/cli/admin.ts', ...args],
        { cwd: serverDir, env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'test' } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin?.end(stdin ?? '');
    });
  }

  // Each run opens the embedded database afresh (seconds each), so the shell is exercised sparingly;
  // the commands' logic is covered in-process above.
  it('when a flag is set and a user created from the shell, then both are kept; unknown commands exit with 2', async () => {
    const set = await admin(['flag', 'enable_console_logs', 'on']);
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('enable_console_logs: on');

    const created = await admin(['create-user', 'piped@example.com', 'job_seeker'], 'piped-password\nignored\n');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created job_seeker piped@example.com \(id \d+\)\./);

    const unknown = await admin(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command: frobnicate.');

    const listed = await admin(['flags']);
    expect(listed.stdout.trim().split('\n')).toEqual(['show_company_bookkeeping: off', 'enable_console_logs: on']);
  }, 240_000);
});
