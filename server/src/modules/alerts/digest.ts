import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { jobAlertSentJobs, jobAlerts, jobSeekerProfiles, jobs, users } from '../../db/schema';
import type { Mail, Mailer } from '../../lib/mailer';
import type { Sms, SmsSender } from '../../lib/sms/sms-sender';
import { type DigestJob, digestMail } from './digest-mail';
import { openJob } from '../jobs';
import { smsPhone } from '../sms-phone';
import { type Candidate, LOOKBACK_DAYS, pickNews } from './digest-matches';
import { digestSms } from './digest-sms';
import { type DueAlert, loadCandidates, searchCandidates } from './search-candidates';

/** Every morning at 07:00 UTC (Liberia keeps GMT all year): daily alerts each day, weekly ones every 7th. */
export const ALERT_DIGEST_CRON = '0 7 * * *';
/**
 * Alerts digested at once in a run (docs/decisions/0076-alert-digest-scale.md): on PostgreSQL each on a connection of the pool
 * (10: requests and the mail queue keep 2 for the minute of the run), so each one's waits for the
 * database overlap the others' work; 4 left the 2 cores half idle (bench:alerts 78 s, 8: 44 s).
 */
export const DIGEST_WORKERS = 8;
/** A run a little early (the cron's minute, a slow run before) still counts a daily alert as due. */
const DUE_SLACK = "interval '1 hour'";
const PERIOD = { daily: "interval '1 day'", weekly: "interval '7 days'" } as const;

export type DigestDeps = { config: Config; db: Db; mailer: Mailer; sms: SmsSender };
/** Where a failed alert is written down (the server's log, or the CLI's terminal). */
export type DigestLog = { error(details: object, message: string): void };
/** `everyAlert`: the operator's "run now" (npm run admin -- run-alerts all): every alert that sends is due. */
export type DigestRunOptions = { everyAlert?: boolean };

/**
 * Alerts of an active job seeker's account that send by e-mail or by SMS to a confirmed number (the
 * query joins the owner's account and profile: an SMS-only alert whose number was removed is not due,
 * so its jobs stay untold until it sends again), and whose period has passed since their last look (or
 * their creation). A deactivated account, or one that is no longer a seeker's, gets no digest whatever
 * its alerts say.
 */
function dueCondition(everyAlert: boolean): SQL {
  const activeSeeker = sql`${users.isActive} and ${users.userType} = 'job_seeker'`;
  const sends = sql`${activeSeeker} and not ${jobAlerts.paused} and (${jobAlerts.email} or (${jobAlerts.sms} and ${smsPhone} is not null))`;
  if (everyAlert) return sends;
  const since = sql`coalesce(${jobAlerts.lastSentAt}, ${jobAlerts.createdAt})`;
  const passed = (frequency: keyof typeof PERIOD) =>
    sql`(${jobAlerts.frequency} = ${frequency} and ${since} <= now() - ${sql.raw(PERIOD[frequency])} + ${sql.raw(DUE_SLACK)})`;
  return sql`${sends} and (${passed('daily')} or ${passed('weekly')})`;
}

/** The job ids the alert already told of (read under its lock: what no other run can add to meanwhile). */
async function toldJobs(tx: Db, alertId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ jobId: jobAlertSentJobs.jobId })
    .from(jobAlertSentJobs)
    .where(eq(jobAlertSentJobs.alertId, alertId));
  return new Set(rows.map((row) => row.jobId));
}

/**
 * Stamps the alert's look and records `news` as told; returns the jobs recorded now (ON CONFLICT
 * RETURNING: a job another run recorded first is not sent twice, whatever the reads before). The jobs
 * are read again as they are now: the run's candidates were read at its start, and a job hidden,
 * closed or deleted since is neither sent nor recorded (it comes if it opens again).
 */
export async function recordNews(tx: Db, alertId: number, news: DigestJob[]): Promise<DigestJob[]> {
  await tx.update(jobAlerts).set({ lastSentAt: sql`now()` }).where(eq(jobAlerts.id, alertId));
  if (news.length === 0) return [];
  const stillOpen = tx
    // Every column of the table, in its order (drizzle's insert from a select asks for that).
    .select({
      alertId: sql<number>`${alertId}::integer`.as('alert_id'),
      jobId: jobs.id,
      sentAt: sql<Date>`now()`.as('sent_at'),
    })
    .from(jobs)
    .where(
      and(
        inArray(
          jobs.id,
          news.map((job) => job.id),
        ),
        openJob,
      ),
    );
  const recorded = await tx
    .insert(jobAlertSentJobs)
    .select(stillOpen)
    .onConflictDoNothing()
    .returning({ jobId: jobAlertSentJobs.jobId });
  const fresh = new Set(recorded.map((entry) => entry.jobId));
  return news.filter((job) => fresh.has(job.id));
}

type Digest = { mail: Mail | null; sms: Sms | null };
type Candidates = Awaited<ReturnType<typeof searchCandidates>>;

/**
 * One alert's digest, in one transaction: the alert row is locked (SKIP LOCKED: another worker takes
 * the next alert instead of waiting) and checked due again, its new jobs (among its search's
 * candidates, `shared`, minus those it told of) are recorded as told, and its look is stamped. Returns the mail
 * and the SMS to queue (the same new jobs, by each channel the alert uses), or null when nothing is
 * new (or another worker had it).
 *
 * The commit does not wait for its WAL flush (synchronous_commit off, docs/decisions/0076-alert-digest-scale.md): the digest is
 * queued after it by a commit that does wait (the mail queue is in the same database), and that flush
 * carries this commit's WAL too, so a digest is never queued for a look a crash could undo.
 */
function digestOne(
  deps: DigestDeps,
  listed: DueAlert,
  everyAlert: boolean,
  candidates: Candidates,
  shared: Candidate[],
): Promise<Digest | null> {
  const alertId = listed.id;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const [row] = await tx
      .select({
        alert: jobAlerts,
        email: users.email,
        firstName: users.firstName,
        phone: smsPhone,
      })
      .from(jobAlerts)
      .innerJoin(users, eq(users.id, jobAlerts.userId))
      .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, jobAlerts.userId))
      .where(and(eq(jobAlerts.id, alertId), dueCondition(everyAlert)))
      .for('update', { of: jobAlerts, skipLocked: true });
    if (!row) return null;
    const { alert, phone } = row;
    // The seeker may have changed the search since the run listed the alert: its own candidates then.
    const mine =
      alert.search === listed.search ? shared : await loadCandidates(tx, alert.search, [alert], candidates.firstLook);
    const news = await recordNews(tx, alertId, pickNews(mine, alert.createdAt, await toldJobs(tx, alertId)));
    if (news.length === 0) return null;
    return {
      mail: alert.email
        ? digestMail(deps.config, { ...alert, email: row.email, firstName: row.firstName }, news)
        : null,
      sms: alert.sms && phone ? digestSms(deps.config, { ...alert, smsPhone: phone }, news) : null,
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
  // Sent-job rows older than the look-back can never match again.
  const pruneBefore = new Date(Date.now() - (LOOKBACK_DAYS + 1) * 24 * 3600_000);
  await deps.db.delete(jobAlertSentJobs).where(lt(jobAlertSentJobs.sentAt, pruneBefore));
  // By search, so the alerts sharing one follow each other and its candidates are soon freed.
  const due = await deps.db
    .select({ id: jobAlerts.id, search: jobAlerts.search, createdAt: jobAlerts.createdAt })
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.userId))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, jobAlerts.userId))
    .where(dueCondition(everyAlert))
    .orderBy(jobAlerts.search, jobAlerts.id);
  const candidates = await searchCandidates(deps.db, due);
  let queued = 0;
  let next = 0;
  // DIGEST_WORKERS alerts at a time, each on its own pooled connection (one after the other on PGlite).
  const worker = async () => {
    for (let entry = due[next++]; entry; entry = due[next++]) {
      try {
        const shared = await candidates.of(entry);
        const digest = await digestOne(deps, entry, everyAlert, candidates, shared);
        if (!digest) continue;
        if (digest.mail) await deps.mailer.send(digest.mail);
        if (digest.sms) await deps.sms.send(digest.sms);
        queued += 1;
      } catch (error) {
        log.error({ err: error, alertId: entry.id }, 'job alert digest failed');
      } finally {
        candidates.done(entry.search);
      }
    }
  };
  await Promise.all(Array.from({ length: DIGEST_WORKERS }, worker));
  return queued;
}
