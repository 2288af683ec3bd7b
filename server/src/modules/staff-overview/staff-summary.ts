import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { users } from '../../db/schema';
import { type NewsDeps, readNewsSettings } from '../notifications';
import { overviewCounts } from './overview-counts';

/** The overview's figures that are work waiting for staff: the daily summary reports these. */
const WAITING = ['payments_waiting', 'jobs_held', 'reports_waiting'];

/** Where each waiting figure's list is in the console (its screen opens on what waits). */
const LIST_PATHS: Record<string, string> = {
  payments_waiting: '/staff/payments',
  jobs_held: '/staff/jobs',
  reports_waiting: '/staff/reports',
};

function summaryMail(config: Config, to: string, figures: Array<{ key: string; label: string; count: number }>) {
  const site = config.siteUrl.replace(/\/+$/, '');
  const total = figures.reduce((sum, figure) => sum + figure.count, 0);
  return {
    to,
    subject: `Waiting for staff: ${total}`,
    text: [
      'Hello,',
      '',
      'This is waiting for staff today:',
      '',
      ...figures.map((figure) => `${figure.label}: ${figure.count}\n${site}${LIST_PATHS[figure.key] ?? '/staff'}`),
      '',
      `To stop this daily e-mail, untick it on the overview: ${site}/staff`,
      '',
      config.siteName,
    ].join('\n'),
  };
}

/**
 * The staff's daily summary (docs/decisions/0092-company-and-staff-news.md): when payments, held jobs
 * or reports wait, one e-mail to each active staff account that did not turn it off; nothing when
 * nothing waits. Answers how many were sent.
 */
export async function runStaffSummary(deps: NewsDeps, log: FastifyBaseLogger): Promise<number> {
  const figures = [];
  for (const figure of overviewCounts.filter((entry) => WAITING.includes(entry.key))) {
    const count = await figure.count(deps.db, new Date());
    if (count > 0) figures.push({ key: figure.key, label: figure.label, count });
  }
  if (figures.length === 0) return 0;
  const staff = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'staff'), eq(users.isActive, true)));
  let sent = 0;
  for (const member of staff) {
    if (!(await readNewsSettings(deps.db, member.id)).staffSummary) continue;
    await deps.mailer
      .send(summaryMail(deps.config, member.email, figures))
      .catch((error: unknown) => log.error({ err: error }, 'staff summary not sent'));
    sent += 1;
  }
  return sent;
}
