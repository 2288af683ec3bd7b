import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { subscribe } from '../../../test/company-fixtures';
import { createApplicant, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createNewsTestApp } from '../../../test/news-app';
import type { TestApp } from '../../../test/test-app';
import type { Mail } from '../../lib/mailer';
import { REPORTS_TO_HIDE } from '../job-moderation';

/** Word to a company of each thing that happens to it: one notification and one e-mail, none when turned off. */
describe('company news', () => {
  let t: TestApp;
  /** The queue's edge: every mail the app hands over to be sent. */
  let sent: Mail[] = [];
  let staff: TestClient;
  let planId = 0;
  let lastAddress = 0;

  beforeAll(async () => {
    ({ t, sent, planId, staff } = await createNewsTestApp());
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;

  async function newCompany(name: string) {
    const company = await createCompany(db(), { name });
    await subscribe(db(), company.id, planId, 30);
    const client = await signIn(t.app, db(), company.userId);
    const owner = (await client.get('/accounts/api/auth/profile/')).json() as { email?: string };
    return { company, client, email: owner.email ?? '' };
  }

  /** What the company was told since `from`: its mails and its notifications' texts. */
  async function toldSince(company: { client: TestClient; email: string }, mailsFrom: number) {
    const mails = sent.slice(mailsFrom).filter((mail) => mail.to === company.email);
    const list = (await company.client.get('/accounts/api/notifications/')).json() as {
      results: Array<{ text: string; link: string | null }>;
    };
    return { mails, notices: list.results };
  }

  const seekerApplies = async (jobId: number, firstName = 'Musu') => {
    const user = await createApplicant(db(), { firstName, lastName: 'Kollie' });
    const seeker = await signIn(t.app, db(), user.id);
    const answer = await seeker.post(`/api/jobs/${jobId}/apply/`, { cover_letter: 'Hello.' });
    expect(answer.statusCode).toBe(201);
    return answer.json().id as number;
  };

  it('when a seeker applies, then the company gets one e-mail and one notification with the name and a link to the application', async () => {
    const c = await newCompany('Harbel Rubber Co');
    const job = await createJob(db(), c.company.id, { title: 'Tapper' });
    const from = sent.length;
    const applicationId = await seekerApplies(job.id);
    const { mails, notices } = await toldSince(c, from);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New application: Tapper');
    expect(mails[0]?.text).toContain('Musu Kollie applied for Tapper.');
    expect(mails[0]?.text).toContain(`/company/applications/${applicationId}`);
    expect(mails[0]?.text).toContain('To choose which messages you get');
    expect(notices).toEqual([
      expect.objectContaining({
        text: 'Musu Kollie applied for Tapper.',
        link: `/company/applications/${applicationId}`,
      }),
    ]);
    expect((await c.client.get('/accounts/api/notifications/unread/')).json()).toEqual({ unread: 1 });
  });

  it('when the company turned application news off, then an application tells it nothing', async () => {
    const c = await newCompany('Quiet Traders');
    const saved = await c.client.put('/api/company/notification-settings/', { applications: 'off', job_news: true });
    expect(saved.json()).toEqual({ applications: 'off', job_news: true });
    const job = await createJob(db(), c.company.id, { title: 'Cashier' });
    const from = sent.length;
    await seekerApplies(job.id);
    expect(await toldSince(c, from)).toEqual({ mails: [], notices: [] });
  });

  it('when staff hold, release, hide and restore a job, then each is told once with the reason; with job news off, none', async () => {
    const c = await newCompany('Gbarnga Builders');
    const job = await createJob(db(), c.company.id, { title: 'Mason', moderation: 'held', moderationReason: 'Check' });
    const decide = async (action: string, reason = '') =>
      expect((await staff.post(`/api/staff/jobs/${job.id}/decision/`, { action, reason })).statusCode).toBe(200);
    const from = sent.length;
    await decide('release');
    await decide('hide', 'The pay is not stated honestly.');
    await decide('restore');
    const { mails, notices } = await toldSince(c, from);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Job now public: Mason',
      'Job hidden: Mason',
      'Job public again: Mason',
    ]);
    expect(mails[1]?.text).toContain('Reason: The pay is not stated honestly.');
    expect(notices.map((notice) => notice.text)).toEqual([
      'Your job Mason is public again.',
      'Staff hid your job Mason. Reason: The pay is not stated honestly.',
      'Your job Mason passed review and is now public.',
    ]);

    await c.client.put('/api/company/notification-settings/', { applications: 'each', job_news: false });
    const quiet = sent.length;
    await decide('hide', 'Again.');
    expect((await toldSince(c, quiet)).mails).toEqual([]);
    expect((await toldSince(c, quiet)).notices).toHaveLength(3);
  });

  it('when enough reports hide a job, then the company is told once', async () => {
    const c = await newCompany('Reported Ltd');
    const job = await createJob(db(), c.company.id, { title: 'Driver' });
    const from = sent.length;
    for (let n = 0; n < REPORTS_TO_HIDE + 1; n += 1) {
      lastAddress += 1;
      const reporter = await signIn(t.app, db(), (await createUser(db())).id, `10.9.0.${lastAddress}`);
      await reporter.post(`/api/jobs/${job.id}/report/`, { reason: 'scam', note: 'Asked for money.' });
    }
    const { mails, notices } = await toldSince(c, from);
    expect(mails.map((mail) => mail.subject)).toEqual(['Job hidden while staff check reports: Driver']);
    expect(notices).toHaveLength(1);
  });

  it('when staff verify or reject a payment, then the company is told even with every setting off', async () => {
    const c = await newCompany('Paying Co');
    await c.client.put('/api/company/notification-settings/', { applications: 'off', job_news: false });
    const confirm = (reference: string) =>
      c.client.post('/api/companies/payment/confirm/', {
        provider: 'MTN Mobile Money',
        payment_reference: reference,
        amount: 25,
        plan_id: planId,
      });
    expect((await confirm('MP-NEWS-1')).statusCode).toBe(200);
    const ids = (await staff.get('/api/staff/payments/')).json() as {
      results: Array<{ id: number; payment_reference: string }>;
    };
    const idOf = (reference: string) => ids.results.find((row) => row.payment_reference === reference)?.id;
    const from = sent.length;
    expect((await staff.post(`/api/staff/payments/${idOf('MP-NEWS-1')}/verify/`, { note: '' })).statusCode).toBe(200);
    await confirm('MP-NEWS-2');
    const again = (await staff.get('/api/staff/payments/')).json() as typeof ids;
    const second = again.results.find((row) => row.payment_reference === 'MP-NEWS-2')?.id;
    const rejected = await staff.post(`/api/staff/payments/${second}/reject/`, { reason: 'No money came in.' });
    expect(rejected.statusCode).toBe(200);
    const { mails, notices } = await toldSince(c, from);
    expect(mails.map((mail) => mail.subject)).toEqual(['Payment verified', 'Payment not accepted']);
    expect(mails[1]?.text).toContain('Reason: No money came in.');
    expect(mails[1]?.text).not.toContain('To choose which messages you get');
    expect(notices).toHaveLength(2);
  });

  it('when staff suspend the company and lift it, then it is told each time with the reason', async () => {
    const c = await newCompany('Suspended Co');
    const from = sent.length;
    const path = (what: string) => `/api/staff/companies/${c.company.id}/${what}/`;
    expect((await staff.post(path('suspend'), { reason: 'Fake jobs.' })).statusCode).toBe(200);
    expect((await staff.post(path('unsuspend'), { reason: 'Papers checked.' })).statusCode).toBe(200);
    const { mails, notices } = await toldSince(c, from);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your company is suspended',
      'Your company is no longer suspended',
    ]);
    expect(notices[1]?.text).toContain('Reason: Fake jobs.');
  });

  it('when a company reads notifications, then it sees only its own', async () => {
    const a = await newCompany('Company A');
    const b = await newCompany('Company B');
    await seekerApplies((await createJob(db(), a.company.id, { title: 'Welder' })).id);
    expect((await b.client.get('/accounts/api/notifications/')).json()).toEqual({ unread: 0, results: [] });
    expect((await a.client.get('/accounts/api/notifications/')).json().results).toHaveLength(1);
  });
});
