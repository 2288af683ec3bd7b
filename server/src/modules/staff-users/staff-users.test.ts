import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { confirmSmsPhone, createCompany, createUser, FIXTURE_PASSWORD, signIn } from '../../../test/fixtures';
import { decodeQuotedPrintable, startSmtp } from '../../../test/smtp';
import { waitFor } from '../../../test/wait-for';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sessions, staffActions, users } from '../../db/schema';

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
