import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { confirmSmsPhone, createCompany, createUser, FIXTURE_PASSWORD, signIn } from '../../../test/fixtures';
import { decodeQuotedPrintable, startSmtp } from '../../../test/smtp';
import { waitFor } from '../../../test/wait-for';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { weekOf } from '../../../test/weeks';
import { sessions, staffActions, users } from '../../db/schema';
import { phoneOnlySeeker } from '../accounts';

describe('staff: users', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let staffId: number;
  let staff: TestClient;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` } });
    staffId = (await createUser(t.database.db, { userType: 'staff', email: 'ops@example.com' })).id;
    staff = await signIn(t.app, t.database.db, staffId);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const auditOf = (userId: number) =>
    t.database.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.targetType, 'user'), eq(staffActions.targetId, String(userId))))
      .orderBy(staffActions.id);

  const login = (email: string) =>
    new TestClient(t.app, freshIp()).post('/accounts/api/login/', { email, password: FIXTURE_PASSWORD });

  it('when staff search by part of an address in any case, then matching accounts come back, and 2 letters are refused', async () => {
    const db = t.database.db;
    await createUser(db, { email: 'musa.kamara@example.com', firstName: 'Musa', lastName: 'Kamara' });
    await createUser(db, { email: 'musa_k@example.com' });
    const found = await staff.get('/api/staff/users/', { query: { q: 'MUSA.' } });
    expect(found.statusCode).toBe(200);
    expect(found.json().results).toEqual([
      expect.objectContaining({ email: 'musa.kamara@example.com', name: 'Musa Kamara', is_active: true }),
    ]);
    // _ is a letter here, not a wildcard.
    expect((await staff.get('/api/staff/users/', { query: { q: 'musa_' } })).json().results).toHaveLength(1);
    const short = await staff.get('/api/staff/users/', { query: { q: 'mu' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Type at least 3 characters of a name, e-mail address or phone number.');
  });

  it('when staff search by a name, a company name or a phone number however it is written, then the account comes back', async () => {
    const db = t.database.db;
    const seeker = await createUser(db, { email: 'k.doe@example.com', firstName: 'Korto', lastName: 'Doe-Sumo' });
    await confirmSmsPhone(db, seeker.id, '+231886004411');
    const company = await createCompany(db, { name: 'Gbarnga Rice Mill', contactPhone: '0777 55 12 90' });
    const emails = async (q: string) =>
      (await staff.get('/api/staff/users/', { query: { q } }))
        .json()
        .results.map((user: { email: string }) => user.email);
    expect(await emails('korto doe')).toEqual(['k.doe@example.com']);
    // The SMS number as a person reads it out, and in the international form.
    expect(await emails('0886 004 411')).toEqual(['k.doe@example.com']);
    expect(await emails('+231 886004411')).toEqual(['k.doe@example.com']);
    const owner = (await db.select().from(users).where(eq(users.id, company.userId)))[0]?.email;
    expect(await emails('rice mill')).toEqual([owner]);
    expect(await emails('+231-777-551290')).toEqual([owner]);
  });

  it("when staff open a week's new seekers, then the accounts listed are the ones the weekly figure counts, newest first", async () => {
    const db = t.database.db;
    const joined = async (id: number, at: Date) => db.update(users).set({ dateJoined: at }).where(eq(users.id, id));
    const week = weekOf(2);
    const { at } = week;
    const first = await createUser(db, { email: 'week.first@example.com' });
    await joined(first.id, at(0));
    const phoneOnly = await phoneOnlySeeker(db, '+231886770011', 'Sumo Flomo');
    await joined(phoneOnly, at(50));
    const last = await createUser(db, { email: 'week.last@example.com' });
    await joined(last.id, at(7 * 24 - 0.001));
    const company = await createCompany(db, { name: 'Week Traders' });
    await joined(company.userId, at(30));
    const nextWeek = await createUser(db, { email: 'week.next@example.com' });
    await joined(nextWeek.id, at(7 * 24));
    const before = await createUser(db, { email: 'week.before@example.com' });
    await joined(before.id, at(-0.001));

    const figures = (await staff.get('/api/staff/overview/weeks/')).json().weeks as Array<{
      week: string;
      new_seekers: number;
    }>;
    const counted = figures.find((row) => row.week === week.from)?.new_seekers;
    const seekers = await staff.get('/api/staff/users/', {
      query: { role: 'job_seeker', from: week.from, to: week.to },
    });
    expect(seekers.statusCode).toBe(200);
    const ids = (seekers.json().results as Array<{ id: number }>).map((user) => user.id);
    expect(ids).toEqual([last.id, phoneOnly, first.id]);
    expect(counted).toBe(ids.length);

    // Without the role, the company's owner joined that week too; a search narrows the week.
    const everyone = await staff.get('/api/staff/users/', { query: { from: week.from, to: week.to } });
    expect((everyone.json().results as Array<{ id: number }>).map((user) => user.id)).toEqual([
      last.id,
      phoneOnly,
      company.userId,
      first.id,
    ]);
    const searched = await staff.get('/api/staff/users/', { query: { q: 'week.', from: week.from, to: week.to } });
    expect(searched.json().results.map((user: { email: string }) => user.email)).toEqual([
      'week.first@example.com',
      'week.last@example.com',
    ]);
    // The role narrows a search too; an empty search beside a week is no search.
    const companies = await staff.get('/api/staff/users/', { query: { q: 'week traders', role: 'company' } });
    expect(companies.json().results.map((user: { id: number }) => user.id)).toEqual([company.userId]);
    expect(
      (await staff.get('/api/staff/users/', { query: { q: 'week traders', role: 'staff' } })).json().results,
    ).toEqual([]);
    const blank = await staff.get('/api/staff/users/', {
      query: { q: '', role: 'job_seeker', from: week.from, to: week.to },
    });
    expect(blank.json().results).toHaveLength(3);
  });

  it('when the week or the search is wrong or missing, then 400 with the message of the field', async () => {
    const detail = async (query: Record<string, string>) => {
      const response = await staff.get('/api/staff/users/', { query });
      expect(response.statusCode).toBe(400);
      return response.json().detail as string;
    };
    expect(await detail({})).toBe('Q is required.');
    expect(await detail({ role: 'job_seeker' })).toBe('Q is required.');
    expect(await detail({ q: 'mu', from: '2026-03-02', to: '2026-03-09' })).toBe(
      'Type at least 3 characters of a name, e-mail address or phone number.',
    );
    expect(await detail({ from: '2026-03-02', to: '2026-13-09' })).toBe(
      'To must be a date written as YYYY-MM-DD, like 2026-03-02.',
    );
    expect(await detail({ from: '2026-03-02' })).toBe('Give both From and To dates, or neither.');
    expect(await detail({ from: '2026-03-09', to: '2026-03-02' })).toBe('To must be a later date than From.');
    expect(await detail({ q: 'musa', role: 'admin' })).toBe('Choose a role from the list.');
    const company = await createCompany(t.database.db);
    const asCompany = await (await signIn(t.app, t.database.db, company.userId)).get('/api/staff/users/', {
      query: { from: '2026-03-02', to: '2026-03-09' },
    });
    expect(asCompany.statusCode).toBe(403);
  });

  it('when staff deactivate a user, then every device is signed out, login fails, and the audit row says why', async () => {
    const db = t.database.db;
    const user = await createUser(db, { email: 'scammer@example.com' });
    const phone = await signIn(t.app, db, user.id);
    const signedIn = await login('scammer@example.com');
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().token as string;

    const response = await staff.post(`/api/staff/users/${user.id}/deactivate/`, { reason: 'Asked seekers for fees.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      detail: 'scammer@example.com is deactivated and signed out everywhere.',
      user: { id: user.id, is_active: false },
    });
    expect(await db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await phone.get('/accounts/api/auth/user-info/')).json().authenticated).toBe(false);
    const byToken = await new TestClient(t.app).get('/accounts/api/auth/user-info/', {
      headers: { authorization: `Token ${token}` },
    });
    expect(byToken.statusCode).toBe(401);
    expect((await login('scammer@example.com')).statusCode).toBe(400);

    const [row] = await auditOf(user.id);
    expect(row).toMatchObject({
      staffUserId: staffId,
      action: 'user.deactivate',
      before: { email: 'scammer@example.com', is_active: true },
      after: { email: 'scammer@example.com', is_active: false, ended_sessions: 2 },
      reason: 'Asked seekers for fees.',
    });

    // Deactivating again changes nothing and records nothing.
    expect((await staff.post(`/api/staff/users/${user.id}/deactivate/`, {})).statusCode).toBe(200);
    expect(await auditOf(user.id)).toHaveLength(1);
  });

  it('when staff reactivate a user, then they can log in again and the audit row shows the change', async () => {
    const db = t.database.db;
    const user = await createUser(db, { email: 'back@example.com' });
    await staff.post(`/api/staff/users/${user.id}/deactivate/`, {});
    const response = await staff.post(`/api/staff/users/${user.id}/reactivate/`, {});
    expect(response.json()).toMatchObject({ detail: 'back@example.com can sign in again.', user: { is_active: true } });
    expect((await login('back@example.com')).statusCode).toBe(200);
    expect((await auditOf(user.id)).map((row) => [row.action, row.after])).toEqual([
      ['user.deactivate', expect.objectContaining({ is_active: false })],
      ['user.reactivate', { email: 'back@example.com', is_active: true }],
    ]);
  });

  it('when staff try to deactivate themselves or an unknown id, then it is refused and nothing is recorded', async () => {
    const self = await staff.post(`/api/staff/users/${staffId}/deactivate/`, {});
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe('You cannot deactivate your own account.');
    const missing = await staff.post('/api/staff/users/999999/deactivate/', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No account with this id.');
    expect(await auditOf(staffId)).toEqual([]);
  });

  it('when staff resend a password reset, then the person gets the usual reset mail and it is recorded', async () => {
    const db = t.database.db;
    const user = await createUser(db, { email: 'forgot@example.com' });
    const before = smtp.inbox.length;
    const response = await staff.post(`/api/staff/users/${user.id}/password-reset/`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toBe('A reset link was sent to forgot@example.com.');
    const mail = await waitFor(() => smtp.inbox.slice(before).find((m) => m.to.includes('forgot@example.com')));
    expect(decodeQuotedPrintable(mail.message)).toMatch(/\/reset-password\/confirm\?uid=\S+&token=\S+/);
    expect((await auditOf(user.id)).map((row) => row.action)).toEqual(['user.password_reset']);

    await staff.post(`/api/staff/users/${user.id}/deactivate/`, {});
    const inactive = await staff.post(`/api/staff/users/${user.id}/password-reset/`, {});
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().detail).toBe('This account is deactivated: reactivate it before sending a reset link.');
  });
});
