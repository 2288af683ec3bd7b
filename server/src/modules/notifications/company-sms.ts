import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, jobSmsNews, jobs, users } from '../../db/schema';
import { fitToSegments } from '../../lib/sms/segments';
import type { SmsNewsDeps } from './application-news';
import { siteLink } from './site-link';
import { sendLater } from './send-later';
import { companySmsPhone } from '../sms-phone';

/** docs/decisions/0093-sms-news.md: every SMS of news stays within 2 GSM-7 segments. */
const NEWS_SMS_SEGMENTS = 2;

/** Where SMS to this company go: its confirmed number while its account is open; else null. */
async function companySmsTo(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: companySmsPhone })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(and(eq(companies.id, companyId), eq(users.isActive, true)));
  return row?.phone ?? null;
}

/** Queues one SMS to the company's confirmed number, when it has one. */
export async function smsCompany(
  deps: SmsNewsDeps,
  log: FastifyBaseLogger,
  companyId: number,
  text: { lines: string[]; path: string },
): Promise<void> {
  const to = await companySmsTo(deps.db, companyId);
  if (!to) return;
  const message = fitToSegments(text.lines, siteLink(deps.config, text.path), NEWS_SMS_SEGMENTS);
  sendLater(deps.sms, log, { to, text: message }, 'company SMS');
}

const expired = sql`${jobSmsNews.sentAt} <= now() - interval '1 hour'`;

/**
 * Claims the job's application SMS: one per job per hour. One INSERT ... ON CONFLICT DO UPDATE on the
 * job's row, so simultaneous applications queue on its lock and exactly one finds the hour over (or
 * the row new). Answers null when this application waits (it is counted for the next SMS), else how
 * many applications the SMS tells of (1: this one) and since when (the SMS before).
 */
async function claimApplicationSms(db: Db, jobId: number): Promise<{ told: number; since: Date | null } | null> {
  const [row] = await db
    .insert(jobSmsNews)
    .values({ jobId, sentAt: sql`now()`, waiting: 0, told: 1, toldSince: null })
    .onConflictDoUpdate({
      target: jobSmsNews.jobId,
      set: {
        sentAt: sql`case when ${expired} then now() else ${jobSmsNews.sentAt} end`,
        waiting: sql`case when ${expired} then 0 else ${jobSmsNews.waiting} + 1 end`,
        told: sql`case when ${expired} then ${jobSmsNews.waiting} + 1 else ${jobSmsNews.told} end`,
        toldSince: sql`case when ${expired} then ${jobSmsNews.sentAt} else ${jobSmsNews.toldSince} end`,
      },
    })
    .returning({
      sent: sql<boolean>`${jobSmsNews.sentAt} = now()`,
      told: jobSmsNews.told,
      since: jobSmsNews.toldSince,
    });
  return row?.sent ? { told: row.told, since: row.since } : null;
}

/** A time in Liberia (GMT all year), with the day when it is not today's. */
function sinceWords(since: Date): string {
  const iso = since.toISOString();
  const time = iso.slice(11, 16);
  if (iso.slice(0, 10) === new Date().toISOString().slice(0, 10)) return time;
  return `${since.getUTCDate()} ${since.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${time}`;
}

/**
 * A new application, with the company hearing of each: an SMS when the job's hour allows (the
 * applicant's name), or, after an hour of waiting ones, the count since the last SMS. Only to a
 * confirmed number; the window is not touched without one.
 */
export async function smsCompanyOfApplication(
  deps: SmsNewsDeps,
  log: FastifyBaseLogger,
  news: { companyId: number; jobId: number; jobTitle: string; name: string; applicationId: number },
): Promise<void> {
  if (!(await companySmsTo(deps.db, news.companyId))) return;
  const claim = await claimApplicationSms(deps.db, news.jobId);
  if (!claim) return;
  const since = claim.told > 1 ? claim.since : null;
  await smsCompany(deps, log, news.companyId, {
    lines: since
      ? [
          `${claim.told} more applications for ${news.jobTitle} since ${sinceWords(since)}, the latest from ${news.name}.`,
        ]
      : [`New application for ${news.jobTitle} from ${news.name}.`],
    path: since ? `/company/jobs/${news.jobId}/applications` : `/company/applications/${news.applicationId}`,
  });
}

/** How often the counts of applications that waited out their job's hour are sent (UTC cron). */
export const APPLICATION_SMS_COUNT_CRON = '*/10 * * * *';

/**
 * The applications that waited in a job's hour with none after it to carry their count: once the hour
 * is over, the count goes by SMS on its own (within APPLICATION_SMS_COUNT_CRON's ten minutes) and a new
 * hour starts. One UPDATE claims every such job, so two runs at once never send a count twice.
 */
export async function sendWaitingApplicationCounts(deps: SmsNewsDeps, log: FastifyBaseLogger): Promise<number> {
  const due = await deps.db
    .update(jobSmsNews)
    .set({ sentAt: sql`now()`, waiting: 0, told: sql`${jobSmsNews.waiting}`, toldSince: sql`${jobSmsNews.sentAt}` })
    .where(and(expired, gt(jobSmsNews.waiting, 0)))
    .returning({ jobId: jobSmsNews.jobId, told: jobSmsNews.told, since: jobSmsNews.toldSince });
  if (due.length === 0) return 0;
  const titles = await deps.db
    .select({ id: jobs.id, title: jobs.title, companyId: jobs.companyId })
    .from(jobs)
    .where(
      inArray(
        jobs.id,
        due.map((row) => row.jobId),
      ),
    );
  for (const job of titles) {
    const { told, since } = due.find((row) => row.jobId === job.id) ?? { told: 0, since: null };
    const noun = told === 1 ? 'application' : 'applications';
    await smsCompany(deps, log, job.companyId, {
      lines: [`${told} more ${noun} for ${job.title}${since ? ` since ${sinceWords(since)}` : ''}.`],
      path: `/company/jobs/${job.id}/applications`,
    });
  }
  return due.length;
}
