import { ALERT_CHANNEL_NEEDED, ALERT_SMS_NEEDS_PHONE, MAX_ALERTS } from '@lj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { confirmSmsPhone, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobAlerts } from '../../db/schema';

describe('job alerts', () => {
  let t: TestApp;
  const newSeeker = async () => {
    const user = await createUser(t.database.db, { userType: 'job_seeker' });
    return { user, client: await signIn(t.app, t.database.db, user.id) };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when a seeker creates an alert from a /jobs search, then it is listed with the search in canonical form', async () => {
    const { client } = await newSeeker();
    const created = await client.post('/accounts/api/alerts/', {
      name: 'Drivers in Monrovia',
      search: '?search=driver&location=Monrovia&page=2&job_type=',
      frequency: 'daily',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Drivers in Monrovia',
      search: 'search=driver&location=Monrovia',
      frequency: 'daily',
      email: true,
      sms: false,
      paused: false,
      last_sent_at: null,
    });
    expect((await client.get('/accounts/api/alerts/')).json()).toEqual([created.json()]);
  });

  it('when the search is not one /jobs accepts, then the alert is refused with its sentence', async () => {
    const { client } = await newSeeker();
    const refused = await client.post('/accounts/api/alerts/', {
      name: 'Rich',
      search: 'salary_min=900&salary_max=100',
      frequency: 'weekly',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The minimum salary cannot be above the maximum.');
    const unnamed = await client.post('/accounts/api/alerts/', { name: ' ', search: '', frequency: 'weekly' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body).toContain('Give the alert a name.');
  });

  it('when a seeker pauses, edits and deletes their alert, then each change holds; another seeker gets 404', async () => {
    const { client } = await newSeeker();
    const other = (await newSeeker()).client;
    const { id } = (
      await client.post('/accounts/api/alerts/', { name: 'Nurses', search: 'search=nurse', frequency: 'daily' })
    ).json();
    expect((await other.patch(`/accounts/api/alerts/${id}/`, { paused: true })).statusCode).toBe(404);
    expect((await other.delete(`/accounts/api/alerts/${id}/`)).statusCode).toBe(404);
    const paused = await client.patch(`/accounts/api/alerts/${id}/`, {
      paused: true,
      frequency: 'weekly',
      name: 'Nurses, weekly',
    });
    expect(paused.json()).toMatchObject({ paused: true, frequency: 'weekly', name: 'Nurses, weekly' });
    expect((await client.delete(`/accounts/api/alerts/${id}/`)).statusCode).toBe(204);
    expect((await client.get('/accounts/api/alerts/')).json()).toEqual([]);
  });

  it(`when a seeker keeps ${MAX_ALERTS} alerts, then more are refused, even sent at once`, async () => {
    const { user, client } = await newSeeker();
    await t.database.db
      .insert(jobAlerts)
      .values(
        Array.from({ length: MAX_ALERTS - 2 }, (_, i) => ({ userId: user.id, name: `A${i}`, frequency: 'daily' })),
      );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client.post('/accounts/api/alerts/', { name: `B${i}`, search: '', frequency: 'daily' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().detail).toBe(`You can keep up to ${MAX_ALERTS} job alerts. Delete one to make another.`);
    expect(await t.database.db.$count(jobAlerts, eq(jobAlerts.userId, user.id))).toBe(MAX_ALERTS);
  });

  it('when a seeker without a confirmed number asks for SMS, then it is refused and points to the profile; with one, it is kept', async () => {
    const { user, client } = await newSeeker();
    const alert = { name: 'Miners', search: 'search=miner', frequency: 'daily' };
    const refused = await client.post('/accounts/api/alerts/', { ...alert, sms: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: ALERT_SMS_NEEDS_PHONE, sms: [ALERT_SMS_NEEDS_PHONE] });
    const { id } = (await client.post('/accounts/api/alerts/', alert)).json();
    expect((await client.patch(`/accounts/api/alerts/${id}/`, { sms: true })).json().detail).toBe(
      ALERT_SMS_NEEDS_PHONE,
    );

    await confirmSmsPhone(t.database.db, user.id, '+231770123456');
    const smsOnly = await client.patch(`/accounts/api/alerts/${id}/`, { sms: true, email: false });
    expect(smsOnly.json()).toMatchObject({ sms: true, email: false });
    const created = await client.post('/accounts/api/alerts/', { ...alert, email: false, sms: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ email: false, sms: true });
  });

  it('when an edit would leave an alert with neither e-mail nor SMS, then it is refused and the alert is unchanged', async () => {
    const { client } = await newSeeker();
    const { id } = (
      await client.post('/accounts/api/alerts/', { name: 'Cooks', search: 'search=cook', frequency: 'daily' })
    ).json();
    const refused = await client.patch(`/accounts/api/alerts/${id}/`, { email: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: ALERT_CHANNEL_NEEDED, email: [ALERT_CHANNEL_NEEDED] });
    expect((await client.get('/accounts/api/alerts/')).json()[0]).toMatchObject({ email: true, sms: false });
  });

  it('when a guest or a company calls the routes, then 401 and 403', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get('/accounts/api/alerts/')).statusCode).toBe(401);
    const company = await signIn(t.app, t.database.db, (await createUser(t.database.db, { userType: 'company' })).id);
    expect((await company.get('/accounts/api/alerts/')).statusCode).toBe(403);
    expect(
      (await company.post('/accounts/api/alerts/', { name: 'x', search: '', frequency: 'daily' })).statusCode,
    ).toBe(403);
  });
});
