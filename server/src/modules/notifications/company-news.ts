import type { ApplicationNews } from '@lj/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { applications, companies, jobs, notificationSettings, users } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import type { NewsDeps, SmsNewsDeps } from './application-news';
import { smsCompanyOfApplication } from './company-sms';
import { sendLater } from './send-later';
import { siteLink } from './site-link';
import { insertNotification } from './notifications.repository';

/**
 * Which news a company may turn off (docs/decisions/0092-company-and-staff-news.md): applications and
 * its jobs' moderation; money (payments, the subscription's end) and its account's suspension always go.
 */
export type CompanyNewsKind = 'application' | 'job' | 'money' | 'account';

/** The kinds a company may turn off: their mails say where. */
const optionalKind = (kind: CompanyNewsKind) => kind === 'application' || kind === 'job';

/** One piece of news: the app's one-line notice, the mail's subject and lines, and where both lead. */
export type CompanyNews = {
  notice: string;
  subject: string;
  lines: string[];
  /** A path of the company workspace. */
  link: string;
  jobId?: number | null;
  applicationId?: number | null;
};

/** The company workspace's page of notifications and their settings (web/src/config/paths.ts). */
export const COMPANY_NOTIFICATIONS_PATH = '/company/notifications';

/** The company's account and what it chose to hear. */
async function findCompanyContact(db: Db, companyId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: companies.name,
      active: users.isActive,
      jobNews: sql<boolean>`coalesce(${notificationSettings.jobNews}, true)`,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export function companyMail(
  config: Config,
  to: { email: string; name: string },
  news: Pick<CompanyNews, 'subject' | 'lines' | 'link'>,
  optional: boolean,
): Mail {
  const footer = optional
    ? ['', `To choose which messages you get: ${siteLink(config, COMPANY_NOTIFICATIONS_PATH)}`]
    : [];
  return {
    to: to.email,
    subject: news.subject,
    text: [
      `Hello ${to.name},`,
      '',
      ...news.lines,
      '',
      siteLink(config, news.link),
      ...footer,
      '',
      config.siteName,
    ].join('\n'),
  };
}

/**
 * Tells a company one piece of news: a notification in the app and one e-mail (through the durable
 * queue). Nothing when the company turned this kind off, or its account is closed. Answers whether it
 * was told (an SMS may follow).
 */
export async function tellCompany(
  deps: NewsDeps,
  log: FastifyBaseLogger,
  companyId: number,
  kind: CompanyNewsKind,
  news: CompanyNews,
): Promise<boolean> {
  const company = await findCompanyContact(deps.db, companyId);
  if (!company?.active) return false;
  if (kind === 'job' && !company.jobNews) return false;
  await insertNotification(deps.db, {
    userId: company.userId,
    jobId: news.jobId ?? null,
    applicationId: news.applicationId ?? null,
    link: news.link,
    text: news.notice,
  });
  sendLater(deps.mailer, log, companyMail(deps.config, company, news, optionalKind(kind)), `company ${kind} news`);
  return true;
}

/** What the company can read of an applicant at a glance (the applications module gathers it). */
export type ApplicantFacts = { name: string; place: string; skills: string[]; hasCv: boolean; hasPhone: boolean };

const applicationPath = (applicationId: number) => `/company/applications/${applicationId}`;

function profileLines(facts: ApplicantFacts): string[] {
  const lines: string[] = [];
  if (facts.place) lines.push(`Lives in: ${facts.place}`);
  if (facts.skills.length) lines.push(`Skills: ${facts.skills.slice(0, 8).join(', ')}`);
  lines.push(facts.hasCv ? 'CV: yes, open the application to read it.' : 'CV: none yet.');
  lines.push(facts.hasPhone ? 'Phone number: on the profile.' : 'Phone number: not given.');
  return lines;
}

/**
 * How a job's applications are told: the job's own choice, else the company's for all jobs. One
 * statement, so the choice read is the one in force when the application is marked.
 */
const effectiveNews = sql<ApplicationNews>`coalesce(${jobs.applicationNews}, ${notificationSettings.applications}, 'each')`;

/**
 * A new application: with "each application" the company hears now, in the app, by e-mail and (to a
 * confirmed number, one per job per hour) by SMS; with "one summary a day" it waits for the summary;
 * with "off" it is marked told and nothing goes. The mark (`company_told_at`) is set by one conditional
 * update, so an application is told at most once.
 */
export async function tellCompanyOfApplication(
  deps: SmsNewsDeps,
  log: FastifyBaseLogger,
  applicationId: number,
  facts: ApplicantFacts,
): Promise<void> {
  const [row] = await deps.db
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyId: jobs.companyId,
      news: effectiveNews,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, companies.userId))
    .where(eq(applications.id, applicationId));
  if (!row || row.news === 'daily') return;
  const marked = await deps.db
    .update(applications)
    .set({ companyToldAt: sql`now()` })
    .where(and(eq(applications.id, applicationId), isNull(applications.companyToldAt)))
    .returning({ id: applications.id });
  if (marked.length === 0 || row.news === 'off') return;
  const name = facts.name || 'A job seeker';
  const told = await tellCompany(deps, log, row.companyId, 'application', {
    notice: `${name} applied for ${row.jobTitle}.`,
    subject: `New application: ${row.jobTitle}`,
    lines: [`${name} applied for ${row.jobTitle}.`, '', ...profileLines(facts), '', 'Open the application:'],
    link: applicationPath(applicationId),
    jobId: row.jobId,
    applicationId,
  });
  if (told) await smsCompanyOfApplication(deps, log, { ...row, name, applicationId });
}
