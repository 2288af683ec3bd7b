import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, payments } from '../../db/schema';
import type { NewsDeps, SmsNewsDeps } from './application-news';
import { smsCompany } from './company-sms';
import { tellCompany } from './company-news';

/** A job's moderation state, as staff decisions and reports leave it. */
export type JobModeration = 'visible' | 'held' | 'reported' | 'hidden';

const editJobPath = (jobId: number) => `/company/edit-job/${jobId}`;
const reasonLine = (reason: string) => (reason.trim() ? [`Reason: ${reason.trim()}`] : []);

async function findJob(db: Db, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, companyId: jobs.companyId })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

/** What the company reads when its job moves from one state to another; null when nothing changed. */
function jobNewsWords(title: string, from: JobModeration | null, to: JobModeration) {
  if (from === to) return null;
  if (to === 'held')
    return { notice: `Your job ${title} is waiting for review.`, subject: `Job waiting for review: ${title}` };
  if (to === 'reported')
    return {
      notice: `Your job ${title} is hidden while staff check reports about it.`,
      subject: `Job hidden while staff check reports: ${title}`,
    };
  if (to === 'hidden') return { notice: `Staff hid your job ${title}.`, subject: `Job hidden: ${title}` };
  if (from === 'held')
    return { notice: `Your job ${title} passed review and is now public.`, subject: `Job now public: ${title}` };
  return { notice: `Your job ${title} is public again.`, subject: `Job public again: ${title}` };
}

/**
 * Staff (or reports) moved a job: held for review, released, hidden or restored. The company hears
 * it with the reason, unless it turned job news off.
 */
export async function tellCompanyOfJob(
  deps: NewsDeps,
  log: FastifyBaseLogger,
  jobId: number,
  change: { from: JobModeration | null; to: JobModeration; reason: string },
): Promise<void> {
  const job = await findJob(deps.db, jobId);
  if (!job) return;
  const words = jobNewsWords(job.title, change.from, change.to);
  if (!words) return;
  const next =
    change.to === 'held'
      ? 'Staff look at it soon; job seekers see it once they release it. We will write when they decide.'
      : change.to === 'visible'
        ? 'Job seekers can find it and apply.'
        : 'Job seekers cannot see it. You can read the reason and edit the job:';
  await tellCompany(deps, log, job.companyId, 'job', {
    notice: [words.notice, ...reasonLine(change.to === 'visible' ? '' : change.reason)].join(' '),
    subject: words.subject,
    lines: [words.notice, ...reasonLine(change.to === 'visible' ? '' : change.reason), '', next],
    link: editJobPath(jobId),
    jobId,
  });
}

/**
 * Staff verified a payment (by hand or from a statement) or rejected it: always told; a rejection by
 * SMS too, to a confirmed number (the company may have paid and wait to post).
 */
export async function tellCompanyOfPayment(
  deps: SmsNewsDeps,
  log: FastifyBaseLogger,
  paymentId: number,
  outcome: { state: 'verified' | 'rejected'; reason: string },
): Promise<void> {
  const [payment] = await deps.db
    .select({ companyId: payments.companyId, reference: payments.paymentReference, provider: payments.provider })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment) return;
  const which = `${payment.provider} ${payment.reference}`;
  const verified = outcome.state === 'verified';
  const notice = verified
    ? `Your payment ${which} is verified. Thank you.`
    : `Your payment ${which} was not accepted.${outcome.reason.trim() ? ` Reason: ${outcome.reason.trim()}` : ''}`;
  const told = await tellCompany(deps, log, payment.companyId, 'money', {
    notice,
    subject: verified ? 'Payment verified' : 'Payment not accepted',
    lines: [
      notice,
      '',
      verified
        ? 'Your subscription is active. See its end date here:'
        : 'If you paid, check the reference and send it again here:',
    ],
    link: '/company/subscribe',
  });
  if (told && !verified)
    await smsCompany(deps, log, payment.companyId, {
      lines: [notice, 'Check the reference and send it again:'],
      path: '/company/subscribe',
    });
}

/** Staff suspended the company, or lifted the suspension: always told, with the reason. */
export async function tellCompanyOfSuspension(
  deps: NewsDeps,
  log: FastifyBaseLogger,
  companyId: number,
  change: { suspended: boolean; reason: string },
): Promise<void> {
  const notice = change.suspended
    ? 'Staff suspended your company: your jobs are hidden and you cannot post.'
    : 'Staff lifted the suspension of your company: your jobs are public again.';
  await tellCompany(deps, log, companyId, 'account', {
    notice: [notice, ...reasonLine(change.reason)].join(' '),
    subject: change.suspended ? 'Your company is suspended' : 'Your company is no longer suspended',
    lines: [notice, ...reasonLine(change.reason), '', 'Your company profile:'],
    link: '/companies/profile/',
  });
}
