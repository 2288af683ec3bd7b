import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { NewsDeps } from './application-news';
import { tellCompany } from './company-news';
import { insertNotification } from './notifications.repository';
import { companyMail } from './company-news';
import { sendLater } from './send-later';

/** docs/decisions/0092-company-and-staff-news.md: every day at 07:00 UTC, Liberia's own time (GMT all year). */
export const DAILY_NEWS_CRON = '0 7 * * *';

/** Names a summary lists per job before "and N more": a job with 200 applications stays one short mail. */
const NAMES_PER_JOB = 10;
/** Days before a subscription's end that the company is reminded. */
export const ENDING_NOTICE_DAYS = 3;

type Summarised = { company_id: number; job_id: number; title: string; name: string; news: string };

/**
 * Marks every application of one company not yet told (whatever its job's choice is now) as told, and
 * answers them; in the caller's transaction. A second run at once waits for the first's row locks and
 * then finds nothing left: no application is summarised twice.
 */
async function markWaiting(tx: Db, companyId: number): Promise<Summarised[]> {
  const result = await tx.execute(sql`
    update applications a set company_told_at = now()
    from jobs j
    join companies c on c.id = j.company_id
    left join notification_settings s on s.user_id = c.user_id
    join users u on true
    where a.job_id = j.id and u.id = a.user_id and j.company_id = ${companyId} and a.company_told_at is null
    returning j.company_id, j.id as job_id, j.title, trim(u.first_name || ' ' || u.last_name) as name,
      coalesce(j.application_news, s.applications, 'each')::text as news`);
  return (result as unknown as { rows: Summarised[] }).rows;
}

/** The summary's lines: each job with its count and the first names, the jobs with most applications first. */
function summaryLines(rows: Summarised[]) {
  const byJob = new Map<number, { title: string; names: string[] }>();
  for (const row of rows) {
    const job = byJob.get(row.job_id) ?? { title: row.title, names: [] };
    job.names.push(row.name || 'A job seeker');
    byJob.set(row.job_id, job);
  }
  const jobsByCount = [...byJob.entries()].sort((a, b) => b[1].names.length - a[1].names.length);
  const lines = jobsByCount.map(([, job]) => {
    const shown = job.names.slice(0, NAMES_PER_JOB).join(', ');
    const more = job.names.length - NAMES_PER_JOB;
    return `${job.title}: ${job.names.length} new (${shown}${more > 0 ? ` and ${more} more` : ''})`;
  });
  return { lines, jobs: jobsByCount };
}

/**
 * One company's summary: its waiting applications marked and its notification written in one
 * transaction, then one mail. Applications of jobs now set to "off" are marked and not told.
 */
async function summariseCompany(deps: NewsDeps, log: FastifyBaseLogger, companyId: number): Promise<boolean> {
  const told = await deps.db.transaction(async (tx) => {
    const rows = (await markWaiting(tx, companyId)).filter((row) => row.news !== 'off');
    if (rows.length === 0) return null;
    const [company] = (
      (await tx.execute(sql`
        select u.id as user_id, u.email, c.name, u.is_active as active
        from companies c join users u on u.id = c.user_id where c.id = ${companyId}`)) as unknown as {
        rows: Array<{ user_id: number; email: string; name: string; active: boolean }>;
      }
    ).rows;
    if (!company?.active) return null;
    const { lines, jobs } = summaryLines(rows);
    const onlyJob = jobs.length === 1 ? jobs[0]?.[0] : undefined;
    const link = onlyJob ? `/company/jobs/${onlyJob}/applications` : '/company/jobs';
    const notice = `${rows.length} new application${rows.length === 1 ? '' : 's'} since yesterday's summary.`;
    await insertNotification(tx, { userId: company.user_id, jobId: onlyJob ?? null, link, text: notice });
    return { company, notice, lines, link, count: rows.length };
  });
  if (!told) return false;
  const mail = companyMail(
    deps.config,
    told.company,
    {
      subject: `${told.count} new application${told.count === 1 ? '' : 's'}`,
      lines: [told.notice, '', ...told.lines, '', 'See them all:'],
      link: told.link,
    },
    true,
  );
  sendLater(deps.mailer, log, mail, 'application summary');
  return true;
}

/** Companies with applications not yet told, whatever their choice (a run finds only the "daily" ones waiting). */
async function companiesWaiting(db: Db): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct j.company_id from applications a join jobs j on j.id = a.job_id where a.company_told_at is null`);
  return (result as unknown as { rows: Array<{ company_id: number }> }).rows.map((row) => row.company_id);
}

/** How many companies are summarised at once: each is its own short transaction. */
const AT_ONCE = 8;

/** Sends each company waiting for one its daily summary of new applications; answers how many were sent. */
export async function runApplicationSummaries(deps: NewsDeps, log: FastifyBaseLogger): Promise<number> {
  const waiting = await companiesWaiting(deps.db);
  let sent = 0;
  for (let start = 0; start < waiting.length; start += AT_ONCE) {
    const done = await Promise.all(
      waiting.slice(start, start + AT_ONCE).map((companyId) => summariseCompany(deps, log, companyId)),
    );
    sent += done.filter(Boolean).length;
  }
  return sent;
}

const day = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * A subscription ending within ENDING_NOTICE_DAYS, and one that ended in the last days: each end told
 * once (the end told is kept on the row, so a renewed subscription is told again at its new end).
 */
export async function runSubscriptionNews(deps: NewsDeps, log: FastifyBaseLogger): Promise<number> {
  const ending = (
    (await deps.db.execute(sql`
      update subscriptions set ending_told_for = active_until
      where active_until > now() and active_until <= now() + make_interval(days => ${ENDING_NOTICE_DAYS})
        and ending_told_for is distinct from active_until
      returning company_id, active_until`)) as unknown as { rows: Array<{ company_id: number; active_until: string }> }
  ).rows;
  const ended = (
    (await deps.db.execute(sql`
      update subscriptions set ended_told_for = active_until
      where active_until <= now() and active_until > now() - make_interval(days => ${ENDING_NOTICE_DAYS})
        and ended_told_for is distinct from active_until
      returning company_id, active_until`)) as unknown as { rows: Array<{ company_id: number; active_until: string }> }
  ).rows;
  for (const row of ending) {
    const notice = `Your subscription ends on ${day(new Date(row.active_until))}.`;
    await tellCompany(deps, log, row.company_id, 'money', {
      notice,
      subject: 'Your subscription ends soon',
      lines: [notice, 'To keep posting and editing jobs, renew it here:'],
      link: '/company/subscribe',
    });
  }
  for (const row of ended) {
    const notice = 'Your subscription has ended.';
    await tellCompany(deps, log, row.company_id, 'money', {
      notice,
      subject: 'Your subscription has ended',
      lines: [notice, 'To post and edit jobs again, renew it here:'],
      link: '/company/subscribe',
    });
  }
  return ending.length + ended.length;
}
