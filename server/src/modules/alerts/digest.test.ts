import { DIGEST_JOBS_SHOWN } from '@lj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { confirmSmsPhone, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { decodeQuotedPrintable, type Received, startSmtp } from '../../../test/smtp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobAlertSentJobs, jobAlerts, jobSeekerProfiles, jobs } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { smsSegments } from '../../lib/sms/segments';
import type { Sms } from '../../lib/sms/sms-sender';
import { smsStopLink } from '../../lib/sms/stop-link';
import { recordNews, runAlertDigests } from './digest';
import { unsubscribeSignature } from './unsubscribe-link';

/** A seeker's job alert mails the new matching jobs, once each, and stops by a signed link. */
describe('job alert digests', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let companyId = 0;
  /** The SMS sender's edge: what the digest hands over to be sent. */
  const texts: Sms[] = [];
  const sms = {
    send: async (message: Sms) => {
      texts.push(message);
    },
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` } });
    companyId = (await createCompany(t.database.db, { name: 'Bong Mines Ltd' })).id;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const run = (everyAlert = true) =>
    runAlertDigests(
      { config: t.config, db: t.database.db, mailer: createMailer(t.config, t.app.log), sms },
      t.app.log,
      { everyAlert },
    );
  const textsTo = (phone: string) => texts.filter((text) => text.to === phone);
  const mailsTo = (email: string): Received[] => smtp.inbox.filter((mail) => mail.to.includes(email));
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

  /**
   * A seeker with an alert made an hour ago on `search`; jobs posted "now" are newer than it. With
   * `phone`, the seeker confirmed that number first and the alert sends by the channels given.
   */
  async function seekerWithAlert(
    search: string,
    frequency: 'daily' | 'weekly' = 'daily',
    channels: { email: boolean; sms: boolean; phone?: string } = { email: true, sms: false },
  ) {
    const user = await createUser(t.database.db, { userType: 'job_seeker', firstName: 'Korto' });
    if (channels.phone) await confirmSmsPhone(t.database.db, user.id, channels.phone);
    const client = await signIn(t.app, t.database.db, user.id);
    const created = await client.post('/accounts/api/alerts/', {
      name: 'Mine work',
      search,
      frequency,
      email: channels.email,
      sms: channels.sms,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    await t.database.db
      .update(jobAlerts)
      .set({ createdAt: hoursAgo(1) })
      .where(eq(jobAlerts.id, id));
    return { user, client, id };
  }

  it('when a job the run read at its start is closed, hidden or deleted before its alert is digested, then it is neither sent nor recorded', async () => {
    const { id } = await seekerWithAlert('location=Lofa');
    const posted = await Promise.all(
      ['Open Driver', 'Closed Driver', 'Hidden Driver', 'Deleted Driver'].map((title) =>
        createJob(t.database.db, companyId, { title, location: 'Lofa' }),
      ),
    );
    // As the run read them at its start.
    const news = posted.map((job) => ({ id: job.id, title: job.title, location: 'Lofa', company: 'Bong Mines Ltd' }));
    const [, closed, hidden, deleted] = posted.map((job) => eq(jobs.id, job.id));
    await t.database.db.update(jobs).set({ isActive: false }).where(closed);
    await t.database.db.update(jobs).set({ moderation: 'hidden' }).where(hidden);
    await t.database.db.update(jobs).set({ isDeleted: true }).where(deleted);

    const told = await t.database.db.transaction((tx) => recordNews(tx, id, news));
    expect(told.map((job) => job.title)).toEqual(['Open Driver']);
    const recorded = await t.database.db.select().from(jobAlertSentJobs).where(eq(jobAlertSentJobs.alertId, id));
    expect(recorded.map((row) => row.jobId)).toEqual([posted[0]?.id]);
  });

  it('when a matching job is posted, then the digest has it and not an older one or a non-matching one; never twice', async () => {
    const { user } = await seekerWithAlert('search=geologist&location=Bong');
    await createJob(t.database.db, companyId, { title: 'Old Geologist', location: 'Bong', createdAt: hoursAgo(2) });
    await createJob(t.database.db, companyId, { title: 'Geologist', location: 'Bong County' });
    await createJob(t.database.db, companyId, { title: 'Cook', location: 'Bong County' });
    await createJob(t.database.db, companyId, { title: 'Closed Geologist', location: 'Bong', isActive: false });
    await createJob(t.database.db, companyId, { title: 'Late Geologist', location: 'Bong', deadline: '2020-01-01' });
    await createJob(t.database.db, companyId, { title: 'Held Geologist', location: 'Bong', moderation: 'held' });

    expect(await run()).toBeGreaterThanOrEqual(1);
    const [mail] = mailsTo(user.email);
    expect(mail).toBeDefined();
    // Long headers are folded onto the next line: unfolded here, as a mail app reads them.
    const message = decodeQuotedPrintable(mail?.message ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(message).toContain('Subject: 1 new job: Mine work');
    expect(message).toContain('Geologist - Bong Mines Ltd, Bong County');
    for (const absent of ['Old Geologist', 'Cook', 'Closed Geologist', 'Late Geologist', 'Held Geologist'])
      expect(message).not.toContain(absent);
    expect(message).toContain('Content-Type: text/plain');
    expect(message).toContain('Content-Type: text/html');
    expect(message).toMatch(/List-Unsubscribe: <http[^>]+\/alerts\/unsubscribe\/\?alert=\d+&sig=[0-9a-f]{64}>/);
    expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(message).toContain('/jobs?search=geologist&location=Bong');

    await run();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('when an alert has a salary range and a county, then it brings only jobs paid in its currency in that county', async () => {
    const inLrd = await seekerWithAlert(
      'search=welder&salary_min=20000&salary_max=40000&salary_currency=LRD&county=Nimba',
    );
    const inUsd = await seekerWithAlert('search=welder&salary_min=100&salary_max=400');
    const job = (title: string, location: string, salaryCurrency: 'USD' | 'LRD', salaryMin: number) =>
      createJob(t.database.db, companyId, { title, location, salaryCurrency, salaryMin, salaryMax: salaryMin + 50 });
    await job('Welder Paid In LRD', 'Ganta', 'LRD', 30000);
    await job('Welder Paid In USD', 'Ganta, Nimba', 'USD', 300);
    await job('Welder Far Away', 'Harper, Maryland', 'LRD', 30000);
    // 300 LRD is not 300 USD.
    await job('Welder Paid Little', 'Ganta', 'LRD', 300);
    await run();
    const told = (user: { email: string }) =>
      decodeQuotedPrintable(mailsTo(user.email)[0]?.message ?? '').match(/Welder [A-Za-z ]+? -/g);
    expect(told(inLrd.user)).toEqual(['Welder Paid In LRD -']);
    expect(told(inUsd.user)).toEqual(['Welder Paid In USD -']);
  });

  it('when nothing new matches, then nothing is sent; two runs at once send one digest', async () => {
    const { user } = await seekerWithAlert('search=surveyor');
    await run();
    expect(mailsTo(user.email)).toHaveLength(0);
    await createJob(t.database.db, companyId, { title: 'Surveyor' });
    await Promise.all([run(), run()]);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it(`when more than ${DIGEST_JOBS_SHOWN} jobs are new, then ${DIGEST_JOBS_SHOWN} are listed and the rest are one link away`, async () => {
    const { user } = await seekerWithAlert('search=blaster');
    await t.database.db
      .insert(jobs)
      .values(Array.from({ length: 12 }, (_, i) => ({ companyId, title: `Blaster ${i}`, description: 'x' })));
    await run();
    const message = decodeQuotedPrintable(mailsTo(user.email)[0]?.message ?? '');
    expect(message).toContain('Subject: 12 new jobs: Mine work');
    expect(message.match(/^Blaster \d+ - /gm)).toHaveLength(DIGEST_JOBS_SHOWN);
    expect(message).toContain('And 2 more: see them all');
  });

  it('when a daily alert looked less than a day ago, then the scheduled run skips it; a day later it is due', async () => {
    const { user, id } = await seekerWithAlert('search=welder');
    await createJob(t.database.db, companyId, { title: 'Welder' });
    await run(false);
    expect(mailsTo(user.email)).toHaveLength(0);
    await t.database.db
      .update(jobAlerts)
      .set({ createdAt: hoursAgo(24) })
      .where(eq(jobAlerts.id, id));
    await t.database.db
      .update(jobs)
      .set({ createdAt: hoursAgo(2) })
      .where(eq(jobs.title, 'Welder'));
    await run(false);
    expect(mailsTo(user.email)).toHaveLength(1);
    const [alert] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
    expect(alert?.lastSentAt).not.toBeNull();
  });

  it('when the signed link is followed, then GET asks, POST (one-click, no sign-in) turns it off; a forged one is refused', async () => {
    const { user, id } = await seekerWithAlert('search=driller');
    const path = `/alerts/unsubscribe/?alert=${id}&sig=${unsubscribeSignature(t.config, id)}`;
    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Stop this job alert?');
    const paused = async () =>
      (await t.database.db.select({ paused: jobAlerts.paused }).from(jobAlerts).where(eq(jobAlerts.id, id)))[0]?.paused;
    expect(await paused()).toBe(false);

    const forged = `/alerts/unsubscribe/?alert=${id}&sig=${unsubscribeSignature({ ...t.config, secretKey: 'guess' }, id)}`;
    for (const method of ['GET', 'POST'] as const)
      expect((await t.app.inject({ method, url: forged })).statusCode).toBe(404);
    expect(await paused()).toBe(false);

    // A mail client's one-click POST (RFC 8058): form-encoded, no session, no CSRF token.
    const oneClick = await new TestClient(t.app).postForm(
      path,
      { 'List-Unsubscribe': 'One-Click' },
      { csrfField: null },
    );
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain('Alert stopped');
    expect(await paused()).toBe(true);

    await createJob(t.database.db, companyId, { title: 'Driller' });
    await run();
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it('when an alert sends by e-mail and SMS, then both bring the same new job, the SMS in 2 segments with one link and STOP', async () => {
    const phone = '+231770200100';
    const { user } = await seekerWithAlert('search=assayer', 'daily', { email: true, sms: true, phone });
    await createJob(t.database.db, companyId, { title: 'Old Assayer', createdAt: hoursAgo(2) });
    await createJob(t.database.db, companyId, { title: 'Gold Assayer' });
    await run();
    expect(mailsTo(user.email)).toHaveLength(1);
    const [message] = textsTo(phone);
    expect(message?.text).toContain('1 new job for your alert "Mine work":');
    expect(message?.text).toContain('Gold Assayer - Bong Mines Ltd');
    expect(message?.text).not.toContain('Old Assayer');
    expect(message?.text).toContain(`See them: ${t.config.siteUrl.replace(/\/+$/, '')}/jobs?search=assayer`);
    expect(message?.text).toContain(`Stop SMS: ${smsStopLink(t.config, user.id)}`);
    expect(smsSegments(message?.text ?? '')).toBeLessThanOrEqual(2);
    await run();
    expect(textsTo(phone)).toHaveLength(1);
  });

  it('when an SMS-only alert is due, then it sends by SMS alone; many new jobs still fit 2 segments, titles first', async () => {
    const phone = '+231880200200';
    const { user, id } = await seekerWithAlert('search=smelter', 'weekly', { email: false, sms: true, phone });
    await t.database.db
      .insert(jobs)
      .values(
        Array.from({ length: 15 }, (_, i) => ({ companyId, title: `Smelter Operator Grade ${i}`, description: 'x' })),
      );
    await run(false);
    expect(textsTo(phone)).toHaveLength(0);
    await t.database.db
      .update(jobAlerts)
      .set({ createdAt: hoursAgo(7 * 24) })
      .where(eq(jobAlerts.id, id));
    await t.database.db
      .update(jobs)
      .set({ createdAt: hoursAgo(2) })
      .where(eq(jobs.description, 'x'));
    expect(await run(false)).toBeGreaterThanOrEqual(1);
    expect(mailsTo(user.email)).toHaveLength(0);
    const text = textsTo(phone)[0]?.text ?? '';
    expect(text).toContain('15 new jobs for your alert "Mine work":');
    expect(text).toMatch(/^Smelter Operator Grade \d+/m);
    expect(smsSegments(text)).toBeLessThanOrEqual(2);
    expect(text).toContain('Stop SMS: ');
  });

  it("when an SMS alert's owner has no confirmed number, then nothing goes by SMS and its jobs wait for the number", async () => {
    const { user, client } = await seekerWithAlert('search=prospector', 'daily', {
      email: false,
      sms: true,
      phone: '+231770200300',
    });
    const [alert] = (await client.get('/accounts/api/alerts/')).json();
    // The number is no longer confirmed after the alert was made (the operator's set-sms-phone none).
    await t.database.db
      .update(jobSeekerProfiles)
      .set({ phoneConfirmedAt: null })
      .where(eq(jobSeekerProfiles.userId, user.id));
    await createJob(t.database.db, companyId, { title: 'Prospector' });
    await run();
    expect(textsTo('+231770200300')).toHaveLength(0);
    expect(mailsTo(user.email)).toHaveLength(0);

    await confirmSmsPhone(t.database.db, user.id, '+231770200301');
    await run();
    expect(textsTo('+231770200301')[0]?.text).toContain('Prospector');
    expect(alert.sms).toBe(true);
  });
});
