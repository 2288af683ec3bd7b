import { jobListQuerySchema, searchParamsObject } from '@lj/contract';
import { and, desc, eq, gt, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { companies, jobAlertSentJobs, jobAlerts, jobSeekerProfiles, jobs, users } from '../../db/schema';
import type { Mail, Mailer } from '../../lib/mailer';
import type { Sms, SmsSender } from '../../lib/sms/sms-sender';
import { jobFilters } from '../jobs';
import { type DigestJob, digestMail } from './digest-mail';
import { digestSms } from './digest-sms';

/**
 * decisions.md: a digest looks back at most LOOKBACK_DAYS (a job released by moderation days after it
 * was posted still comes, once); it records at most MAX_MATCHES jobs per run (10 are listed, the link
 * shows the rest). Sent-job rows older than the look-back can never match again and are pruned.
 */
export const LOOKBACK_DAYS = 14;
/** Every morning at 07:00 UTC (Liberia keeps GMT all year): daily alerts each day, weekly ones every 7th. */
export const ALERT_DIGEST_CRON = '0 7 * * *';
export const MAX_MATCHES = 100;
/** A run a little early (the cron's minute, a slow run before) still counts a daily alert as due. */
const DUE_SLACK = "interval '1 hour'";
const PERIOD = { daily: "interval '1 day'", weekly: "interval '7 days'" } as const;

export type DigestDeps = { config: Config; db: Db; mailer: Mailer; sms: SmsSender };
/** Where a failed alert is written down (the server's log, or the CLI's terminal). */
export type DigestLog = { error(details: object, message: string): void };
/** `everyAlert`: the operator's "run now" (npm run admin -- run-alerts all): every alert that sends is due. */
export type DigestRunOptions = { everyAlert?: boolean };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Alerts that send by e-mail or by SMS to a confirmed number (the query joins the owner's profile:
 * an SMS-only alert whose number was removed is not due, so its jobs stay untold until it sends
 * again), and whose period has passed since their last look (or their creation).
 */
function dueCondition(everyAlert: boolean): SQL {
  const sends = sql`not ${jobAlerts.paused} and (${jobAlerts.email} or (${jobAlerts.sms} and ${jobSeekerProfiles.smsPhone} is not null))`;
  if (everyAlert) return sends;
  const since = sql`coalesce(${jobAlerts.lastSentAt}, ${jobAlerts.createdAt})`;
  const passed = (frequency: keyof typeof PERIOD) =>
    sql`(${jobAlerts.frequency} = ${frequency} and ${since} <= now() - ${sql.raw(PERIOD[frequency])} + ${sql.raw(DUE_SLACK)})`;
  return sql`${sends} and (${passed('daily')} or ${passed('weekly')})`;
}

/** The open, public jobs matching the alert's search, newer than the alert, not told of yet; newest first. */
function newMatches(tx: Db, alert: typeof jobAlerts.$inferSelect): Promise<DigestJob[]> {
  const query = jobListQuerySchema.parse(searchParamsObject(alert.search));
  const lookback = new Date(Date.now() - LOOKBACK_DAYS * 24 * 3600_000);
  const told = sql`exists (select 1 from ${jobAlertSentJobs} where ${jobAlertSentJobs.alertId} = ${alert.id} and ${jobAlertSentJobs.jobId} = ${jobs.id})`;
  return tx
    .select({ id: jobs.id, title: jobs.title, location: jobs.location, company: companies.name })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        jobFilters(query).where,
        eq(jobs.isActive, true),
        or(isNull(jobs.deadline), gte(jobs.deadline, today())),
        gt(jobs.createdAt, alert.createdAt),
        gt(jobs.createdAt, lookback),
        sql`not ${told}`,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(MAX_MATCHES);
}

type Digest = { mail: Mail | null; sms: Sms | null };

/**
 * One alert's digest, in one transaction: the alert row is locked (SKIP LOCKED: another worker takes
 * the next alert instead of waiting) and checked due again, its new jobs are recorded as told, and
 * its look is stamped. Returns the mail and the SMS to queue (the same new jobs, by each channel the
 * alert uses), or null when nothing is new (or another worker had it).
 */
function digestOne(deps: DigestDeps, alertId: number, everyAlert: boolean): Promise<Digest | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        alert: jobAlerts,
        email: users.email,
        firstName: users.firstName,
        smsPhone: jobSeekerProfiles.smsPhone,
      })
      .from(jobAlerts)
      .innerJoin(users, eq(users.id, jobAlerts.userId))
      .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, jobAlerts.userId))
      .where(and(eq(jobAlerts.id, alertId), dueCondition(everyAlert)))
      .for('update', { of: jobAlerts, skipLocked: true });
    if (!row) return null;
    const matches = await newMatches(tx, row.alert);
    await tx.update(jobAlerts).set({ lastSentAt: sql`now()` }).where(eq(jobAlerts.id, alertId));
    if (matches.length === 0) return null;
    const recorded = await tx
      .insert(jobAlertSentJobs)
      .values(matches.map((job) => ({ alertId, jobId: job.id })))
      .onConflictDoNothing()
      .returning({ jobId: jobAlertSentJobs.jobId });
    const fresh = new Set(recorded.map((entry) => entry.jobId));
    const news = matches.filter((job) => fresh.has(job.id));
    if (news.length === 0) return null;
    const { alert, smsPhone } = row;
    return {
      mail: alert.email
        ? digestMail(deps.config, { ...alert, email: row.email, firstName: row.firstName }, news)
        : null,
      sms: alert.sms && smsPhone ? digestSms(deps.config, { ...alert, smsPhone }, news) : null,
    };
  });
}

/**
 * One digest run: every due alert gets the new jobs of its search, once. Safe with several workers at
 * once (row locks), and a crash between a commit and the queueing loses that one digest rather than
 * sending it twice. Returns how many digests were queued (one per alert, by e-mail, SMS or both).
 */
export async function runAlertDigests(
  deps: DigestDeps,
  log: DigestLog,
  options: DigestRunOptions = {},
): Promise<number> {
  const everyAlert = options.everyAlert ?? false;
  const pruneBefore = new Date(Date.now() - (LOOKBACK_DAYS + 1) * 24 * 3600_000);
  await deps.db.delete(jobAlertSentJobs).where(lt(jobAlertSentJobs.sentAt, pruneBefore));
  const due = await deps.db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, jobAlerts.userId))
    .where(dueCondition(everyAlert));
  let queued = 0;
  for (const { id } of due) {
    try {
      const digest = await digestOne(deps, id, everyAlert);
      if (!digest) continue;
      if (digest.mail) await deps.mailer.send(digest.mail);
      if (digest.sms) await deps.sms.send(digest.sms);
      queued += 1;
    } catch (error) {
      log.error({ err: error, alertId: id }, 'job alert digest failed');
    }
  }
  return queued;
}
