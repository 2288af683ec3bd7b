import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { confirmSmsPhone, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { startSmtp } from '../../../test/smtp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobAlerts, jobSeekerProfiles, users } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import type { Sms } from '../../lib/sms/sms-sender';
import { smsStopPath } from '../../lib/sms/stop-link';
import { runAlertDigests } from './digest';

/** Alerts and SMS go to active job seekers only: deactivation and a role change stop them, and STOP always works. */
describe('alerts of an account that is no longer an active job seeker', () => {
  let t: TestApp;
  let staff: TestClient;
  let companyId: number;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let lastPhone = 0;
  /** The SMS sender's edge: what the digest hands over to be sent. */
  const texts: Sms[] = [];
  const db = () => t.database.db;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` } });
    staff = await signIn(t.app, db(), (await createUser(db(), { userType: 'staff' })).id);
    companyId = (await createCompany(db(), { name: 'Harbel Rubber' })).id;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const run = () =>
    runAlertDigests(
      {
        config: t.config,
        db: db(),
        mailer: createMailer(t.config, t.app.log),
        sms: { send: async (text: Sms) => void texts.push(text) },
      },
      t.app.log,
      { everyAlert: true },
    );

  /** A seeker with a confirmed number and SMS receipts, and a daily alert on `search` by e-mail and SMS made an hour ago. */
  async function seekerWithAlert(search: string) {
    const user = await createUser(db());
    const phone = `+23177030${String(++lastPhone).padStart(4, '0')}`;
    await confirmSmsPhone(db(), user.id, phone, true);
    await db()
      .insert(jobAlerts)
      .values({
        userId: user.id,
        name: search,
        search: `search=${search}`,
        frequency: 'daily',
        email: true,
        sms: true,
        createdAt: new Date(Date.now() - 3600_000),
      });
    return { ...user, phone };
  }
  const sentTo = (seeker: { email: string; phone: string }) => ({
    mails: smtp.inbox.filter((mail) => mail.to.includes(seeker.email)).length,
    texts: texts.filter((text) => text.to === seeker.phone).length,
  });
  /** What the seeker's alerts and profile still send: e-mail alerts, SMS alerts, SMS receipts. */
  async function channels(userId: number) {
    const alerts = await db().select().from(jobAlerts).where(eq(jobAlerts.userId, userId));
    const [profile] = await db().select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, userId));
    return {
      email: alerts.some((alert) => !alert.paused && alert.email),
      sms: alerts.some((alert) => !alert.paused && alert.sms),
      receipts: profile?.smsReceipts ?? false,
    };
  }

  it('when the account is inactive or no longer a seeker, then the digest run sends it nothing, by e-mail or SMS', async () => {
    const active = await seekerWithAlert('tapper');
    const inactive = await seekerWithAlert('tapper');
    const company = await seekerWithAlert('tapper');
    // Straight in the table: the digest itself must check, whatever the alerts' own state says.
    await db().update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    await db().update(users).set({ userType: 'company' }).where(eq(users.id, company.id));
    await createJob(db(), companyId, { title: 'Rubber Tapper' });
    await run();
    expect([sentTo(active), sentTo(inactive), sentTo(company)]).toEqual([
      { mails: 1, texts: 1 },
      { mails: 0, texts: 0 },
      { mails: 0, texts: 0 },
    ]);
  });

  it('when staff deactivate a seeker, then their alerts pause and every SMS stops; reactivating turns nothing back on', async () => {
    const seeker = await seekerWithAlert('latex');
    const other = await seekerWithAlert('latex');
    const on = { email: true, sms: true, receipts: true };
    expect(await channels(seeker.id)).toEqual(on);
    const off = await staff.post(`/api/staff/users/${seeker.id}/deactivate/`, { reason: 'Asked to close it.' });
    expect(off.statusCode, off.body).toBe(200);
    const silent = { email: false, sms: false, receipts: false };
    expect([await channels(seeker.id), await channels(other.id)]).toEqual([silent, on]);
    expect((await staff.post(`/api/staff/users/${seeker.id}/reactivate/`, { reason: '' })).statusCode).toBe(200);
    expect(await channels(seeker.id)).toEqual(silent);
  });

  it('when staff make a seeker a company, then their alerts pause and every SMS stops', async () => {
    const seeker = await seekerWithAlert('grader');
    const changed = await staff.post(`/api/staff/users/${seeker.id}/role/`, { role: 'company', reason: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await channels(seeker.id)).toEqual({ email: false, sms: false, receipts: false });
  });

  it('when a seeker who was sent a STOP link is deactivated or becomes a company, then the link still stops every SMS', async () => {
    const deactivated = await seekerWithAlert('clerk');
    const company = await seekerWithAlert('clerk');
    // Flipped in the table, so that only the link can turn the SMS off.
    await db().update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    await db().update(users).set({ userType: 'company' }).where(eq(users.id, company.id));
    for (const seeker of [deactivated, company]) {
      const path = smsStopPath(t.config, seeker.id);
      const asked = await t.app.inject({ method: 'GET', url: path });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.body).toContain('Stop SMS from us?');
      const stopped = await new TestClient(t.app).postForm(path, {}, { csrfField: null });
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(stopped.body).toContain('SMS stopped');
    }
    const profiles = await db()
      .select()
      .from(jobSeekerProfiles)
      .where(inArray(jobSeekerProfiles.userId, [deactivated.id, company.id]));
    expect(profiles.map((profile) => profile.smsReceipts)).toEqual([false, false]);
    expect((await channels(deactivated.id)).sms || (await channels(company.id)).sms).toBe(false);
  });
});
