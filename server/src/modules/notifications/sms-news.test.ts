import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { subscribe } from '../../../test/company-fixtures';
import { createApplicant, createApplication, createCompany, createJob, signIn } from '../../../test/fixtures';
import { outboxSms } from '../../../test/sms-outbox';
import { createNewsTestApp } from '../../../test/news-app';
import type { TestApp } from '../../../test/test-app';
import { jobSeekerProfiles, jobSmsNews } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import { smsSegments } from '../../lib/sms/segments';
import { createOutboxSmsSender } from '../../lib/sms/sms-sender';
import { smsStopPath } from '../../lib/sms/stop-link';
import { sendWaitingApplicationCounts } from './company-sms';

/**
 * News by SMS (docs/decisions/0093-sms-news.md): a company hears of new applications (one SMS per job
 * per hour, then a count) and of a rejected payment; a seeker of each change of an application's status.
 * Only to a confirmed number, and never when turned off.
 */
describe('news by SMS', () => {
  let t: TestApp;
  let sent: Mail[] = [];
  let staff: TestClient;
  let planId = 0;
  let lastPhone = 0;

  beforeAll(async () => {
    ({ t, sent, planId, staff } = await createNewsTestApp());
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const freshPhone = () => {
    lastPhone += 1;
    return `+231777${String(lastPhone).padStart(6, '0')}`;
  };
  /** The SMS written to `phone` so far (the test app's sender is the outbox). */
  const smsTo = (phone: string) => outboxSms(t.config.dataDir).filter((sms) => sms.to === phone);

  /** A subscribed company; with a confirmed number unless `confirmed` is false (the number then only typed). */
  async function newCompany(name: string, confirmed = true) {
    const phone = freshPhone();
    const company = await createCompany(db(), {
      name,
      contactPhone: phone,
      contactPhoneConfirmedAt: confirmed ? new Date() : null,
    });
    await subscribe(db(), company.id, planId, 30);
    const client = await signIn(t.app, db(), company.userId);
    return { company, client, phone };
  }

  const seekerApplies = async (jobId: number, firstName = 'Musu') => {
    const user = await createApplicant(db(), { firstName, lastName: 'Kollie' });
    const seeker = await signIn(t.app, db(), user.id);
    const answer = await seeker.post(`/api/jobs/${jobId}/apply/`, { cover_letter: 'Hello.' });
    expect(answer.statusCode).toBe(201);
    return answer.json().id as number;
  };

  /** The job's hour as if its last SMS went `minutes` ago. */
  const lastSmsAgo = (jobId: number, minutes: number) =>
    db()
      .update(jobSmsNews)
      .set({ sentAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(jobSmsNews.jobId, jobId));

  it('when seekers apply to a company with a confirmed number, then the first sends one SMS, the rest of the hour none, and the next after the hour counts them', async () => {
    const c = await newCompany('Harbel Rubber Co');
    const job = await createJob(db(), c.company.id, { title: 'Driver' });
    const first = await seekerApplies(job.id, 'Musu');
    expect(smsTo(c.phone)).toHaveLength(1);
    const [news] = smsTo(c.phone);
    const site = t.config.siteUrl.replace(/\/+$/, '');
    expect(news?.text).toBe(`New application for Driver from Musu Kollie.\n${site}/company/applications/${first}`);
    await seekerApplies(job.id, 'Jartu');
    await seekerApplies(job.id, 'Comfort');
    expect(smsTo(c.phone)).toHaveLength(1);

    await lastSmsAgo(job.id, 61);
    await seekerApplies(job.id, 'Kebeh');
    const texts = smsTo(c.phone).map((sms) => sms.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(/^3 more applications for Driver since \d\d:\d\d, the latest from Kebeh Kollie\.\n/);
    expect(texts[1]).toContain(`/company/jobs/${job.id}/applications`);
    // Each application still has its own mail.
    expect(sent.filter((mail) => mail.subject === 'New application: Driver')).toHaveLength(4);
  });

  it('when applications wait out the hour with none after them, then their count goes by SMS on its own, once, and a new hour starts', async () => {
    const c = await newCompany('Quiet Hour Co');
    const job = await createJob(db(), c.company.id, { title: 'Cook' });
    await seekerApplies(job.id, 'Musu');
    await seekerApplies(job.id, 'Jartu');
    await seekerApplies(job.id, 'Comfort');
    const deps = {
      db: db(),
      config: t.config,
      mailer: { send: async (mail: Mail) => void sent.push(mail) },
      sms: createOutboxSmsSender(t.config.dataDir, t.app.log),
    };
    // Inside the hour the count waits.
    await sendWaitingApplicationCounts(deps, t.app.log);
    expect(smsTo(c.phone)).toHaveLength(1);

    await lastSmsAgo(job.id, 61);
    // Two runs at once (two processes): one count.
    await Promise.all([sendWaitingApplicationCounts(deps, t.app.log), sendWaitingApplicationCounts(deps, t.app.log)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const texts = smsTo(c.phone).map((sms) => sms.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(/^2 more applications for Cook since \d\d:\d\d\.\n/);
    expect(texts[1]).toContain(`/company/jobs/${job.id}/applications`);
    // Nothing waits now; the next application falls in the new hour and waits for its count.
    await sendWaitingApplicationCounts(deps, t.app.log);
    await seekerApplies(job.id, 'Kebeh');
    expect(smsTo(c.phone)).toHaveLength(2);
  });

  it('when 50 seekers apply to one job at the same moment, then the company gets one SMS in the hour, and 50 mails, none twice', async () => {
    const c = await newCompany('Busy Employer');
    const job = await createJob(db(), c.company.id, { title: 'Security Guard' });
    const seekers = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => {
        const user = await createApplicant(db(), { firstName: `Seeker${n}`, lastName: 'Doe' });
        return signIn(t.app, db(), user.id);
      }),
    );
    const from = sent.length;
    const answers = await Promise.all(seekers.map((seeker) => seeker.post(`/api/jobs/${job.id}/apply/`, {})));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    expect(smsTo(c.phone)).toHaveLength(1);
    const mails = sent.slice(from).filter((mail) => mail.subject === 'New application: Security Guard');
    expect(mails).toHaveLength(50);
    expect(new Set(mails.map((mail) => mail.text)).size).toBe(50);
    const [window] = await db().select().from(jobSmsNews).where(eq(jobSmsNews.jobId, job.id));
    expect(window?.waiting).toBe(49);
  });

  it('when the number is not confirmed, or the job is told in a daily summary or not at all, then no application SMS goes', async () => {
    const unconfirmed = await newCompany('Unconfirmed Co', false);
    await seekerApplies((await createJob(db(), unconfirmed.company.id)).id);
    expect(smsTo(unconfirmed.phone)).toEqual([]);

    for (const applications of ['daily', 'off'] as const) {
      const c = await newCompany(`Quiet ${applications}`);
      const saved = await c.client.put('/api/company/notification-settings/', { applications, job_news: true });
      expect(saved.statusCode).toBe(200);
      await seekerApplies((await createJob(db(), c.company.id)).id);
      expect(smsTo(c.phone)).toEqual([]);
    }
    // A job's own "off" wins over the company's "each".
    const c = await newCompany('Per Job Off');
    const job = await createJob(db(), c.company.id, { applicationNews: 'off' });
    await seekerApplies(job.id);
    expect(smsTo(c.phone)).toEqual([]);
  });

  it('when staff reject a payment, then the company gets one SMS with the reason even with every setting off; a verified payment sends none', async () => {
    const c = await newCompany('Paying Co');
    await c.client.put('/api/company/notification-settings/', { applications: 'off', job_news: false });
    const pay = async (reference: string) => {
      await c.client.post('/api/companies/payment/confirm/', {
        provider: 'MTN Mobile Money',
        payment_reference: reference,
        amount: 25,
        plan_id: planId,
      });
      const list = (await staff.get('/api/staff/payments/')).json() as {
        results: Array<{ id: number; payment_reference: string }>;
      };
      return list.results.find((row) => row.payment_reference === reference)?.id;
    };
    const verified = await pay('MP-SMS-1');
    expect((await staff.post(`/api/staff/payments/${verified}/verify/`, { note: '' })).statusCode).toBe(200);
    expect(smsTo(c.phone)).toEqual([]);
    const rejected = await pay('MP-SMS-2');
    const reason = 'No money came in under this reference.';
    expect((await staff.post(`/api/staff/payments/${rejected}/reject/`, { reason })).statusCode).toBe(200);
    const texts = smsTo(c.phone).map((sms) => sms.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('Your payment MTN Mobile Money MP-SMS-2 was not accepted. Reason: No money came in');
    expect(texts[0]).toContain('/company/subscribe');
    expect(smsSegments(texts[0] ?? '')).toBeLessThanOrEqual(2);

    // Without a confirmed number, the mail alone.
    const unconfirmed = await newCompany('Unconfirmed Payer', false);
    const id = await (async () => {
      await unconfirmed.client.post('/api/companies/payment/confirm/', {
        provider: 'MTN Mobile Money',
        payment_reference: 'MP-SMS-3',
        amount: 25,
        plan_id: planId,
      });
      const list = (await staff.get('/api/staff/payments/')).json() as {
        results: Array<{ id: number; payment_reference: string }>;
      };
      return list.results.find((row) => row.payment_reference === 'MP-SMS-3')?.id;
    })();
    expect((await staff.post(`/api/staff/payments/${id}/reject/`, { reason })).statusCode).toBe(200);
    expect(smsTo(unconfirmed.phone)).toEqual([]);
  });

  describe('a seeker hears of a status change by SMS', () => {
    /** A seeker who applied to a job of a company; their number confirmed with status news on, unless told. */
    async function applied(title: string, profile: { confirmed?: boolean; statusNews?: boolean } = {}) {
      const c = await newCompany(`${title} Employer`, false);
      const job = await createJob(db(), c.company.id, { title });
      const seeker = await createApplicant(db(), { firstName: 'Musu' });
      const phone = freshPhone();
      await db()
        .update(jobSeekerProfiles)
        .set({
          phoneNumber: phone,
          phoneConfirmedAt: profile.confirmed === false ? null : new Date(),
          smsStatusNews: profile.statusNews ?? true,
        })
        .where(eq(jobSeekerProfiles.userId, seeker.id));
      const application = await createApplication(db(), job.id, seeker.id);
      const change = (status: string) =>
        c.client.patch(`/accounts/api/applications/${application.id}/status/`, { status });
      return { seeker, phone, change, jobId: job.id };
    }

    it("when the company approves it, then one SMS says so with the next step and the seeker's own number, within 2 segments", async () => {
      const a = await applied('Accountant');
      expect((await a.change('approved')).statusCode).toBe(200);
      const texts = smsTo(a.phone).map((sms) => sms.text);
      expect(texts).toHaveLength(1);
      const local = `0${a.phone.slice(4, 7)} ${a.phone.slice(7, 10)} ${a.phone.slice(10)}`;
      expect(texts[0]).toContain('Your application for Accountant at Accountant Employer is approved.');
      expect(texts[0]).toContain(`The employer may call you on ${local}: keep your phone on.`);
      expect(texts[0]).toContain(`/jobs/${a.jobId}`);
      expect(texts[0]).toContain(`Stop SMS: `);
      expect(smsSegments(texts[0] ?? '')).toBeLessThanOrEqual(2);
      // The same status again is no change: nothing more.
      await a.change('approved');
      expect(smsTo(a.phone)).toHaveLength(1);
    });

    it('when the company rejects it, then one SMS says so kindly', async () => {
      const a = await applied('Nurse');
      await a.change('rejected');
      const texts = smsTo(a.phone).map((sms) => sms.text);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain('is not successful this time.');
      expect(texts[0]).toContain('Thank you for applying.');
    });

    it('when a long job title and company name meet, then the SMS is cut to 2 segments and keeps its links', async () => {
      const a = await applied(`Senior ${'Very Long Title '.repeat(12)}`);
      await a.change('approved');
      const [news] = smsTo(a.phone);
      expect(smsSegments(news?.text ?? '')).toBe(2);
      expect(news?.text).toContain('Stop SMS: ');
    });

    it('when the number is not confirmed, or the seeker turned these SMS off, then no SMS goes (the mail still does)', async () => {
      const unconfirmed = await applied('Cook', { confirmed: false });
      const from = sent.length;
      await unconfirmed.change('approved');
      expect(smsTo(unconfirmed.phone)).toEqual([]);
      expect(sent.length).toBe(from + 1);
      const off = await applied('Baker', { statusNews: false });
      await off.change('approved');
      expect(smsTo(off.phone)).toEqual([]);
    });

    it('when the seeker used the STOP link, then a status change sends no SMS', async () => {
      const a = await applied('Cleaner');
      const stopped = await t.app.inject({ method: 'POST', url: smsStopPath(t.config, a.seeker.id) });
      expect(stopped.statusCode).toBe(200);
      await a.change('rejected');
      expect(smsTo(a.phone)).toEqual([]);
    });
  });
});
