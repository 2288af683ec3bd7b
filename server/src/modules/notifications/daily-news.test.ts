import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan, subscribe } from '../../../test/company-fixtures';
import { createApplicant, createCompany, createJob, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { subscriptions } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import { runApplicationSummaries, runSubscriptionNews } from './daily-news';

/** A busy company is not flooded: one summary a day, never the same application twice. */
describe('daily company news', () => {
  let t: TestApp;
  const sent: Mail[] = [];
  let planId = 0;
  const deps = () => ({
    config: t.config,
    db: t.database.db,
    mailer: { send: async (mail: Mail) => void sent.push(mail) },
  });

  beforeAll(async () => {
    t = await createTestApp({ mailer: { send: async (mail) => void sent.push(mail) } });
    planId = (await createPlan(t.database.db, { name: 'basic', amount: 25, durationDays: 30 })).id;
  });
  afterAll(async () => t.close());

  async function newCompany(name: string) {
    const company = await createCompany(t.database.db, { name });
    await subscribe(t.database.db, company.id, planId, 30);
    const client = await signIn(t.app, t.database.db, company.userId);
    const email = ((await client.get('/accounts/api/auth/profile/')).json() as { email: string }).email;
    return { company, client, email };
  }

  /** `count` seekers apply to the job at the same moment. */
  async function applyAtOnce(jobId: number, count: number) {
    const seekers = await Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const user = await createApplicant(t.database.db, { firstName: `Seeker${n}`, lastName: 'Doe' });
        return signIn(t.app, t.database.db, user.id);
      }),
    );
    const answers = await Promise.all(seekers.map((seeker) => seeker.post(`/api/jobs/${jobId}/apply/`, {})));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(count).fill(201));
  }

  it('when 50 seekers apply to a "daily" job at once and two summary runs race, then the company gets one summary of all 50', async () => {
    const c = await newCompany('Busy Mining');
    const job = await createJob(t.database.db, c.company.id, { title: 'Driller' });
    const chosen = await c.client.put(`/api/company/jobs/${job.id}/application-news/`, { application_news: 'daily' });
    expect(chosen.json()).toEqual({ application_news: 'daily' });
    await applyAtOnce(job.id, 50);
    expect(sent.filter((mail) => mail.to === c.email)).toEqual([]);

    await Promise.all([runApplicationSummaries(deps(), t.app.log), runApplicationSummaries(deps(), t.app.log)]);
    const mails = sent.filter((mail) => mail.to === c.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('50 new applications');
    expect(mails[0]?.text).toContain('Driller: 50 new (');
    expect(mails[0]?.text).toContain('and 40 more');
    const list = (await c.client.get('/accounts/api/notifications/')).json();
    expect(list.results).toEqual([expect.objectContaining({ text: "50 new applications since yesterday's summary." })]);

    await runApplicationSummaries(deps(), t.app.log);
    expect(sent.filter((mail) => mail.to === c.email)).toHaveLength(1);
  });

  it('when 50 seekers apply at once with "each application", then 50 messages go, each application once, and no summary', async () => {
    const c = await newCompany('Each Co');
    const job = await createJob(t.database.db, c.company.id, { title: 'Loader' });
    await applyAtOnce(job.id, 50);
    await runApplicationSummaries(deps(), t.app.log);
    const mails = sent.filter((mail) => mail.to === c.email);
    expect(mails).toHaveLength(50);
    const links = mails.map((mail) => /\/company\/applications\/(\d+)/.exec(mail.text)?.[1]);
    expect(new Set(links).size).toBe(50);
    expect((await c.client.get('/accounts/api/notifications/unread/')).json()).toEqual({ unread: 50 });
  });

  it('when the company chose one summary a day for all jobs and then turns it off for one job, then only the other is summarised', async () => {
    const c = await newCompany('Two Jobs Ltd');
    await c.client.put('/api/company/notification-settings/', { applications: 'daily', job_news: true });
    const listed = await createJob(t.database.db, c.company.id, { title: 'Cook' });
    const quiet = await createJob(t.database.db, c.company.id, { title: 'Cleaner' });
    await applyAtOnce(listed.id, 2);
    await applyAtOnce(quiet.id, 2);
    await c.client.put(`/api/company/jobs/${quiet.id}/application-news/`, { application_news: 'off' });
    await runApplicationSummaries(deps(), t.app.log);
    const mails = sent.filter((mail) => mail.to === c.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Cook: 2 new');
    expect(mails[0]?.text).not.toContain('Cleaner');
  });

  it('when a subscription ends within 3 days and then ends, then each is told once', async () => {
    const c = await newCompany('Ending Co');
    const setEnd = (interval: string) =>
      t.database.db
        .update(subscriptions)
        .set({ activeUntil: sql`now() + ${interval}::interval` })
        .where(sql`${subscriptions.companyId} = ${c.company.id}`);
    await setEnd('2 days');
    await runSubscriptionNews(deps(), t.app.log);
    await runSubscriptionNews(deps(), t.app.log);
    await setEnd('-1 hour');
    await runSubscriptionNews(deps(), t.app.log);
    await runSubscriptionNews(deps(), t.app.log);
    const subjects = sent.filter((mail) => mail.to === c.email).map((mail) => mail.subject);
    expect(subjects).toEqual(['Your subscription ends soon', 'Your subscription has ended']);
  });
});
