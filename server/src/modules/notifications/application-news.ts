import { type ApplicationStatus, formatLocalPhone } from '@lj/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mail, Mailer } from '../../lib/mailer';
import { fitToSegments } from '../../lib/sms/segments';
import type { Sms, SmsSender } from '../../lib/sms/sms-sender';
import { smsStopLink } from '../../lib/sms/stop-link';
import { sendLater } from './send-later';
import { siteLink } from './site-link';
import { type Applicant, findApplicant, insertNotification } from './notifications.repository';

export type NewsDeps = { config: Config; db: Db; mailer: Mailer };
/** News that may also go by SMS: its deps carry the SMS sender (the durable queue in the server). */
export type SmsNewsDeps = NewsDeps & { sms: SmsSender };

/**
 * docs/decisions/0077-alert-sms.md: a receipt is one SMS segment when the job's title and company allow, two at most;
 * docs/decisions/0093-sms-news.md: so is the status news.
 */
const SEEKER_SMS_SEGMENTS = 2;

const STATUS_WORDS: Record<ApplicationStatus, string> = {
  pending: 'pending (the company is looking at it)',
  approved: 'approved',
  rejected: 'not successful this time',
};

/** The words of the status news: the app's notification and the e-mail's first line. */
export const statusNewsText = (applicant: Applicant, status: ApplicationStatus): string =>
  `Your application for ${applicant.jobTitle} at ${applicant.companyName} is ${STATUS_WORDS[status]}.`;

const jobLink = (config: Config, jobId: number) => siteLink(config, `/jobs/${jobId}`);

const greeting = (applicant: Applicant) => `Hello${applicant.firstName ? ` ${applicant.firstName}` : ''},`;

function receiptMail(config: Config, applicant: Applicant): Mail {
  return {
    to: applicant.email,
    subject: `Application sent: ${applicant.jobTitle}`,
    text: [
      greeting(applicant),
      '',
      `Your application for ${applicant.jobTitle} at ${applicant.companyName} has been sent.`,
      `We will write to you when the company changes its status. You can also see it on the job page:`,
      '',
      jobLink(config, applicant.jobId),
      '',
      `${config.siteName}`,
    ].join('\n'),
  };
}

/** The end of every SMS to a seeker: the job's link and the STOP link. */
const seekerSmsTail = (config: Config, applicant: Applicant) =>
  `${jobLink(config, applicant.jobId)}\nStop SMS: ${smsStopLink(config, applicant.userId)}`;

/** The SMS receipt: the job, its company and its link, and the STOP link (the seeker asked for these). */
function receiptSms(config: Config, applicant: Applicant, to: string): Sms {
  const sent = `Application sent: ${applicant.jobTitle} at ${applicant.companyName}.`;
  return { to, text: fitToSegments([sent], seekerSmsTail(config, applicant), SEEKER_SMS_SEGMENTS) };
}

/** What the seeker can do next, in plain words, by the new status. */
const nextStep = (status: ApplicationStatus, to: string): string =>
  status === 'approved'
    ? `The employer may call you on ${formatLocalPhone(to)}: keep your phone on.`
    : status === 'rejected'
      ? 'Thank you for applying. Do not give up: new jobs come every day.'
      : 'The employer is looking at it again. We will text you when it changes.';

/** The status news by SMS: the news, the next step, the job's link and the STOP link. */
function statusSms(config: Config, applicant: Applicant, status: ApplicationStatus, to: string): Sms {
  const lines = [statusNewsText(applicant, status), nextStep(status, to)];
  return { to, text: fitToSegments(lines, seekerSmsTail(config, applicant), SEEKER_SMS_SEGMENTS) };
}

function statusMail(config: Config, applicant: Applicant, status: ApplicationStatus): Mail {
  return {
    to: applicant.email,
    subject: `Your application for ${applicant.jobTitle}: ${status}`,
    text: [
      greeting(applicant),
      '',
      statusNewsText(applicant, status),
      '',
      jobLink(config, applicant.jobId),
      '',
      `${config.siteName}`,
    ].join('\n'),
  };
}

/**
 * The seeker's receipt for an application just made: by e-mail, and by SMS too when they asked for
 * SMS receipts and have a confirmed number, unless `bySms` is false (the application was itself made
 * by SMS, whose paid reply already says it was sent).
 */
export async function sendApplicationReceipt(
  deps: SmsNewsDeps,
  log: FastifyBaseLogger,
  applicationId: number,
  { bySms = true } = {},
) {
  const applicant = await findApplicant(deps.db, applicationId);
  if (!applicant) return;
  sendLater(deps.mailer, log, receiptMail(deps.config, applicant), 'application receipt');
  if (bySms && applicant.smsReceipts && applicant.smsPhone)
    sendLater(deps.sms, log, receiptSms(deps.config, applicant, applicant.smsPhone), 'SMS application receipt');
}

/**
 * The company changed an application's status: the seeker is told in the app, by e-mail, and by SMS
 * when their number is confirmed and they did not turn these SMS off (or STOP them).
 */
export async function tellApplicantOfStatus(
  deps: SmsNewsDeps,
  log: FastifyBaseLogger,
  applicationId: number,
  status: ApplicationStatus,
) {
  const applicant = await findApplicant(deps.db, applicationId);
  if (!applicant) return;
  await insertNotification(deps.db, {
    userId: applicant.userId,
    applicationId,
    jobId: applicant.jobId,
    text: statusNewsText(applicant, status),
  });
  sendLater(deps.mailer, log, statusMail(deps.config, applicant, status), 'status mail');
  if (applicant.smsStatusNews && applicant.smsPhone)
    sendLater(deps.sms, log, statusSms(deps.config, applicant, status, applicant.smsPhone), 'SMS status news');
}
