import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import {
  createApplication,
  createCompany,
  createJob,
  createUser,
  FIXTURE_PASSWORD,
  signIn,
} from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies, jobSeekerProfiles, sessions, staffActions, users } from '../../db/schema';
import { mediaFilePath, saveMedia } from '../../lib/uploads';
import { cliActor } from '../staff-audit';
import { changeUserRole, LAST_STAFF_REFUSAL } from '.';
import { changeRole } from './role-change';

describe('staff: change a role', () => {
  let t: TestApp;
  let staffId: number;
  let staff: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    staffId = (await createUser(t.database.db, { userType: 'staff', email: 'roles@example.com' })).id;
    staff = await signIn(t.app, t.database.db, staffId);
  });
  afterAll(async () => t.close());

  const auditOf = (userId: number) =>
    t.database.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.targetType, 'user'), eq(staffActions.targetId, String(userId))));
  const setRole = (id: number, role: string, reason = '') =>
    staff.post(`/api/staff/users/${id}/role/`, { role, reason });
  const login = (email: string) =>
    new TestClient(t.app, freshIp()).post('/accounts/api/login/', { email, password: FIXTURE_PASSWORD });
  const userInfo = (client: TestClient, token?: string) =>
    client.get('/accounts/api/auth/user-info/', token ? { headers: { authorization: `Token ${token}` } } : {});

  it('when a job seeker becomes a company, then a company row is made, every cookie and token is refused, and the audit row shows before/after', async () => {
    const db = t.database.db;
    const user = await createUser(db, { email: 'hr@bong-farms.example.com' });
    await db.insert(jobSeekerProfiles).values({ userId: user.id });
    const phone = await signIn(t.app, db, user.id);
    const token = (await login(user.email)).json().token as string;

    const response = await setRole(user.id, 'company', 'Registered as a seeker by mistake.');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      detail: 'hr@bong-farms.example.com is now a company and signed out everywhere.',
      user: { id: user.id, user_type: 'company', is_staff: false },
    });
    expect(await db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await userInfo(phone)).json().authenticated).toBe(false);
    expect((await userInfo(new TestClient(t.app), token)).statusCode).toBe(401);
    const [company] = await db.select().from(companies).where(eq(companies.userId, user.id));
    expect(company).toMatchObject({ name: 'Bong Farms', nameChosen: false });

    // Signing in again gives the new role.
    const again = await login(user.email);
    expect(again.json().user).toMatchObject({ user_type: 'company' });

    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({
        staffUserId: staffId,
        action: 'user.role',
        before: { email: user.email, user_type: 'job_seeker', is_staff: false },
        after: { email: user.email, user_type: 'company', is_staff: false, ended_sessions: 2 },
        reason: 'Registered as a seeker by mistake.',
      }),
    ]);
  });

  it('when an empty company becomes staff, then its company row leaves the public lists and is_staff follows', async () => {
    const db = t.database.db;
    const company = await createCompany(db, { name: 'Empty Traders' });
    const response = await setRole(company.userId, 'staff');
    expect(response.json().user).toMatchObject({ user_type: 'staff', is_staff: true });
    expect(await db.$count(companies, eq(companies.userId, company.userId))).toBe(0);
    const back = await setRole(company.userId, 'job_seeker');
    expect(back.json()).toMatchObject({ user: { user_type: 'job_seeker', is_staff: false } });
    expect(await db.$count(jobSeekerProfiles, eq(jobSeekerProfiles.userId, company.userId))).toBe(1);
    // The same role again changes nothing and records nothing.
    expect((await setRole(company.userId, 'job_seeker')).json().detail).toMatch(/is already a job seeker\.$/);
    expect((await auditOf(company.userId)).map((row) => row.action)).toEqual(['user.role', 'user.role']);
  });

  it('when a company with an uploaded logo becomes a job seeker, then its company row and its logo file are gone', async () => {
    const db = t.database.db;
    const logo = await saveMedia(t.config, 'logos', 'webp', Buffer.from('a logo'));
    const company = await createCompany(db, { name: 'Logo Traders', logo });
    expect(existsSync(mediaFilePath(t.config, logo))).toBe(true);
    const response = await setRole(company.userId, 'job_seeker');
    expect(response.statusCode).toBe(200);
    expect(await db.$count(companies, eq(companies.userId, company.userId))).toBe(0);
    expect(existsSync(mediaFilePath(t.config, logo))).toBe(false);
  });

  it('when a role change that dropped a company row is rolled back, then the row and its logo file are both kept', async () => {
    const db = t.database.db;
    const logo = await saveMedia(t.config, 'logos', 'webp', Buffer.from('a logo'));
    const company = await createCompany(db, { logo });
    let reported: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        const change = await changeRole(tx, company.userId, 'job_seeker');
        reported = change?.changed ? change.removedFiles : [];
        throw new Error('something after the change failed');
      }),
    ).rejects.toThrow('something after the change failed');
    // The key is reported for the caller to remove after a commit; nothing was removed before it.
    expect(reported).toEqual([logo]);
    expect(await db.$count(companies, eq(companies.id, company.id))).toBe(1);
    expect(existsSync(mediaFilePath(t.config, logo))).toBe(true);
  });

  it('when the account holds records of its role, then the change is refused in one sentence and nothing changes', async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    const job = await createJob(db, company.id);
    const seeker = await createUser(db);
    await createApplication(db, job.id, seeker.id);
    const withCv = await createUser(db);
    await db.insert(jobSeekerProfiles).values({ userId: withCv.id, resumePages: ['cv/page-1.jpg'] });
    const companyPhone = await signIn(t.app, db, company.userId);

    const cases = [
      [company.userId, 'job_seeker', 'This company has posted jobs: a company with jobs cannot change its role.'],
      [
        seeker.id,
        'company',
        'This job seeker has applied to jobs: an account with applications cannot change its role.',
      ],
      [withCv.id, 'staff', 'This job seeker has a CV: an account with a CV cannot change its role.'],
    ] as const;
    for (const [id, role, detail] of cases) {
      const response = await setRole(id, role);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(detail);
      expect(await auditOf(id)).toEqual([]);
    }
    const [row] = await db.select().from(users).where(eq(users.id, company.userId));
    expect(row?.userType).toBe('company');
    expect((await userInfo(companyPhone)).json().authenticated).toBe(true);
  });

  it('when staff change their own role, an unknown id or a made-up role, or a non-staff caller tries, then it is refused', async () => {
    const db = t.database.db;
    const self = await setRole(staffId, 'company');
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe('You cannot change your own role.');
    expect((await setRole(999999, 'company')).statusCode).toBe(404);
    const madeUp = await setRole(staffId, 'admin');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().detail).toContain('Choose job seeker, company or staff.');
    const company = await createCompany(db);
    const asCompany = await signIn(t.app, db, company.userId);
    const refused = await asCompany.post(`/api/staff/users/${company.userId}/role/`, { role: 'staff' });
    expect(refused.statusCode).toBe(403);
    const [row] = await db.select().from(users).where(eq(users.id, company.userId));
    expect(row).toMatchObject({ userType: 'company', isStaff: false });
    expect(await auditOf(staffId)).toEqual([]);
  });
});

describe('the last staff account keeps its role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  const keepFiles = async () => {};
  /** The role change as the command line makes it (set-role), by the account's id. */
  const setRoleFromCli = (id: number, role: 'job_seeker' | 'company') =>
    changeUserRole(t.database.db, cliActor, { id, role }, keepFiles);
  const roleOf = async (id: number) =>
    (await t.database.db.select({ userType: users.userType }).from(users).where(eq(users.id, id)))[0]?.userType;
  const audited = () => t.database.db.$count(staffActions);

  it('when no other active staff account exists, then changeRole and the CLI set-role refuse it and nothing is recorded', async () => {
    const db = t.database.db;
    const only = await createUser(db, { userType: 'staff', email: 'only.staff@example.com' });
    const change = await db.transaction((tx) => changeRole(tx, only.id, 'company'));
    expect(change).toMatchObject({ changed: false, refusal: LAST_STAFF_REFUSAL });
    expect(LAST_STAFF_REFUSAL).toBe('This is the last staff account: make another account staff first.');
    await expect(setRoleFromCli(only.id, 'job_seeker')).rejects.toThrow(LAST_STAFF_REFUSAL);
    // A deactivated staff account can't run the console either: it doesn't count.
    const inactive = await createUser(db, { userType: 'staff', email: 'gone.staff@example.com' });
    await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    await expect(setRoleFromCli(only.id, 'company')).rejects.toThrow(LAST_STAFF_REFUSAL);
    expect(await roleOf(only.id)).toBe('staff');
    expect(await audited()).toBe(0);
  });

  it('when another active staff account exists, then the staff account can change its role, and that one becomes the last', async () => {
    const db = t.database.db;
    const [only] = await db.select().from(users).where(eq(users.email, 'only.staff@example.com'));
    const other = await createUser(db, { userType: 'staff', email: 'second.staff@example.com' });
    expect(await setRoleFromCli(only?.id ?? 0, 'company')).toMatchObject({ changed: true, endedSessions: 0 });
    expect(await roleOf(only?.id ?? 0)).toBe('company');
    const change = await db.transaction((tx) => changeRole(tx, other.id, 'job_seeker'));
    expect(change).toMatchObject({ changed: false, refusal: LAST_STAFF_REFUSAL });
    expect(await roleOf(other.id)).toBe('staff');
  });

  it('when two staff accounts lose their role at the same moment, then both changes finish cleanly and the third stays staff', async () => {
    const db = t.database.db;
    const pair = await Promise.all(
      ['pair.one@example.com', 'pair.two@example.com'].map((email) => createUser(db, { userType: 'staff', email })),
    );
    // On PostgreSQL each change locks its own row, then the other staff rows: without one change at a
    // time, the two would wait for each other until the database aborts one.
    const changes = await Promise.all(pair.map((user) => db.transaction((tx) => changeRole(tx, user.id, 'company'))));
    expect(changes.map((change) => change?.changed)).toEqual([true, true]);
    expect(await roleOf(pair[0]?.id ?? 0)).toBe('company');
    expect(
      (
        await db
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.userType, 'staff'), eq(users.isActive, true)))
      ).map((row) => row.email),
    ).toEqual(['second.staff@example.com']);
  });
});
