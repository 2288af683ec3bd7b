import { NOTIFICATIONS_SHOWN } from '@lj/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, companies, jobSeekerProfiles, jobs, notifications, users } from '../../db/schema';
import { smsPhone } from '../sms-phone';

/** Who sent an application and to which job, while their account is open: what the receipts (e-mail, SMS) and the status news need. */
export async function findApplicant(db: Db, applicationId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: companies.name,
      smsPhone,
      smsReceipts: jobSeekerProfiles.smsReceipts,
      smsStatusNews: jobSeekerProfiles.smsStatusNews,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    // A closed account hears nothing more: its owner asked to leave, or staff closed it.
    .where(and(eq(applications.id, applicationId), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}

export type Applicant = NonNullable<Awaited<ReturnType<typeof findApplicant>>>;

export async function insertNotification(
  db: Db,
  values: { userId: number; applicationId?: number | null; jobId?: number | null; text: string; link?: string | null },
): Promise<void> {
  await db.insert(notifications).values(values);
}

/** The user's newest NOTIFICATIONS_SHOWN notifications. */
export function listNotifications(db: Db, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
}

export const countUnread = (db: Db, userId: number): Promise<number> =>
  db.$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)));

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
