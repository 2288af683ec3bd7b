import { formatPhone } from '@lj/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { fitToSegments } from '../../lib/sms/segments';
import { type AuthUser, activeUser } from '../../plugins/auth-context';
import { phoneOnlySeeker } from '../accounts';
import { type ApplyDeps, applyAndTell, listApplicationsOfUser } from '../applications';
import { confirmNetworkNumber, seekerOfNumber } from '../sms-phone';
import { sendLater } from '../notifications';
import { type OpenJob, payText } from './ussd-jobs';
import { ask, close, cut, type UssdAnswer } from './ussd-text';

/** What a step of the menu reaches: the database (the step's transaction), senders, and who dialled. */
export type MenuDeps = ApplyDeps & { log: FastifyBaseLogger; phone: string };

/** The seeker whose confirmed number dialled, or null: then applying asks for a name first. */
export async function seekerOfCaller(deps: MenuDeps): Promise<AuthUser | null> {
  const userId = await seekerOfNumber(deps.db, deps.phone);
  return userId === null ? null : activeUser(deps.db, userId);
}

/**
 * The caller's account: the seeker whose confirmed number dialled, else, once a name was typed, the
 * phone-only seeker of the number (accounts) with the number confirmed by the network (sms-phone).
 */
export async function callerAccount(deps: MenuDeps, fullName: string | null): Promise<AuthUser | null> {
  const seeker = await seekerOfCaller(deps);
  if (seeker || !fullName) return seeker;
  const userId = await phoneOnlySeeker(deps.db, deps.phone, fullName);
  // A phone-only account staff closed stays closed: the number is not confirmed for it again.
  const account = await activeUser(deps.db, userId);
  if (account) await confirmNetworkNumber(deps.db, userId, deps.phone);
  return account;
}

/** Whether the caller must type a name before applying: a number we do not know, or an account without one. */
export const needsName = (seeker: AuthUser | null): boolean =>
  !seeker || `${seeker.firstName}${seeker.lastName}`.trim() === '';

/**
 * Applies for the caller, as the web's apply step does (applications' applyAndTell: its rules, its
 * race on the unique index, its receipt and the company's news), marked as made by phone; a number we
 * do not know becomes a phone-only seeker named `fullName` first (callerAccount). Answers null when
 * applied, else what refused it (closed, already applied), in the rules' words. `door` 'sms': the
 * caller's reply is the receipt, no second SMS is sent; a USSD screen vanishes, so its receipt is an SMS.
 */
export async function applyForCaller(
  deps: MenuDeps,
  job: OpenJob,
  fullName: string | null,
  door: 'ussd' | 'sms' = 'ussd',
): Promise<string | null> {
  const seeker = await callerAccount(deps, fullName);
  if (!seeker)
    return fullName ? 'This number cannot apply. Please contact us on the website.' : 'Type your name to apply.';
  try {
    // Found by county and kind of work in the menu (or by an SMS keyword): a search, for the job's figures.
    await applyAndTell(
      deps,
      deps.log,
      seeker,
      job.id,
      { byPhone: true, ...(fullName && needsName(seeker) ? { fullName } : {}) },
      'search',
      { receiptBySms: door === 'ussd' },
    );
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return error.detail;
    throw error;
  }
}

/** The USSD menu's last screen of applying: what applyForCaller did. */
export async function applyByPhone(deps: MenuDeps, job: OpenJob, fullName: string | null): Promise<UssdAnswer> {
  const refused = await applyForCaller(deps, job, fullName);
  if (refused) return close(cut(refused, 160));
  return close(
    cut(`Applied: ${job.title} at ${job.company.name}.`, 90),
    `The company may call you on ${formatPhone(deps.phone)}. We will send you an SMS.`,
  );
}

/** "2 Send me this job by SMS": the job's facts and its link to the caller's number, in one or two segments. */
export function sendJobBySms(deps: MenuDeps, job: OpenJob): UssdAnswer {
  const link = `${deps.config.siteUrl.replace(/\/+$/, '')}/jobs/${job.id}`;
  const lines = [`${job.title} at ${job.company.name}, ${job.location}.`, `Pay: ${payText(job)}.`];
  sendLater(deps.sms, deps.log, { to: deps.phone, text: fitToSegments(lines, link, 2) }, 'job by SMS');
  return close('We are sending you this job by SMS.');
}

/** The caller's last five applications, each as "Title: status" (none for a number we do not know). */
export async function callerApplications(deps: MenuDeps): Promise<string[]> {
  const seeker = await seekerOfCaller(deps);
  const rows = seeker ? await listApplicationsOfUser(deps.db, seeker.id).limit(5) : [];
  return rows.map((row) => `${row.job?.title ?? 'Job removed'}: ${row.status}`);
}

/** "2 My applications": the caller's last five, each with its status. */
export async function applicationsScreen(deps: MenuDeps): Promise<UssdAnswer> {
  const lines = await callerApplications(deps);
  if (lines.length === 0) return ask('You have not applied for a job from this phone yet.', '0 Back');
  return ask('Your applications:', ...lines.map((line) => cut(line, 32)), '0 Back');
}
