import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, registerThroughApi, STRONG_PASSWORD } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies, jobSeekerProfiles, users } from '../../db/schema';
import { companyNameFromEmail } from './company-name';

describe('POST /accounts/api/register/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const register = (client: TestClient, email: string, password: string, password2 = password) =>
    client.post('/accounts/api/register/', { email, password, password2, user_type: 'job_seeker' });

  it('when a job seeker registers, then it answers 201 like login and the new session works', async () => {
    const email = freshEmail('Musu');
    const { client, response } = await registerThroughApi(t.app, { email });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[0-9a-f]{40}$/);
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      user_type: 'job_seeker',
      first_name: '',
      last_name: '',
      company: null,
      profile: { picture: null, resume: null, skills_api: [], skills: '', birth_date: null },
    });
    const info = await client.get('/accounts/api/auth/user-info/');
    expect(info.json()).toEqual({ authenticated: true, user: body.user });
    const [profile] = await t.database.db
      .select()
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.userId, body.user.id));
    expect(profile).toBeDefined();
  });

  it('when a company registers, then its user carries a company named after the e-mail domain', async () => {
    const { response } = await registerThroughApi(t.app, {
      userType: 'company',
      email: `hr-${process.pid}@lonestar-mining.com.lr`,
    });
    expect(response.statusCode).toBe(201);
    const user = response.json().user;
    expect(user).toMatchObject({ user_type: 'company', profile: null, company: { name: 'Lonestar Mining' } });
    const [company] = await t.database.db.select().from(companies).where(eq(companies.userId, user.id));
    expect(company?.id).toBe(user.company.id);
  });

  it('when the e-mail is a personal mailbox, then the company is named after the part before the @', () => {
    expect(companyNameFromEmail('bong.farms@gmail.com')).toBe('Bong Farms');
  });

  it('when the e-mail is taken, in any letter case, then it answers email_exists and creates nothing', async () => {
    const { email } = await registerThroughApi(t.app);
    for (const variant of [email, email.toUpperCase()]) {
      const response = await register(new TestClient(t.app, freshIp()), variant, STRONG_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'email_exists',
        email: ['This email is already taken.'],
        detail: 'This email is already taken.',
      });
    }
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['short', 'Ab3$xyz', 'This password is too short: use at least 8 characters.'],
    ['all numeric', '4815162342971', 'This password is only numbers: add letters or symbols.'],
    ['common', 'Password123', 'This password is too common: choose one that is harder to guess.'],
    ['like the e-mail', 'kollie.flomo2026', 'This password is too like your email: choose one without it.'],
  ])('when the password is %s, then it answers a field error on password', async (_kind, password, message) => {
    const client = new TestClient(t.app, freshIp());
    const email = `kollie.flomo-${process.pid}-${password.length}@example.com`;
    const response = await register(client, email, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().password).toContain(message);
    expect(client.cookies.has('sessionid')).toBe(false);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('when the confirmation differs or fields are missing, then each field gets its message', async () => {
    const client = new TestClient(t.app, freshIp());
    const mismatch = await register(client, freshEmail(), STRONG_PASSWORD, 'something-else-42');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().password2).toEqual(['Passwords do not match']);
    const empty = await client.post('/accounts/api/register/', {
      email: '',
      password: '',
      password2: '',
      user_type: 'job_seeker',
    });
    expect(empty.json()).toMatchObject({
      email: expect.arrayContaining(['Email is required']),
      password: ['Password is required'],
      password2: ['Please confirm your password'],
    });
  });

  it('when someone tries to register as staff, then the user type is refused', async () => {
    const response = await new TestClient(t.app, freshIp()).post('/accounts/api/register/', {
      email: freshEmail(),
      password: STRONG_PASSWORD,
      password2: STRONG_PASSWORD,
      user_type: 'staff',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().user_type).toBeDefined();
  });

  it('when the CSRF header is missing, then it answers 403 and no account is created', async () => {
    const client = new TestClient(t.app, freshIp());
    await client.ensureCsrf();
    const email = freshEmail();
    const response = await client.post(
      '/accounts/api/register/',
      { email, password: STRONG_PASSWORD, password2: STRONG_PASSWORD, user_type: 'job_seeker' },
      { noCsrf: true },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/^CSRF Failed/);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
