import type { UserRole } from '@lj/contract';
import { and, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  applications,
  bookkeepingRecords,
  companies,
  jobSeekerProfiles,
  jobs,
  payments,
  structuredCvs,
  subscriptions,
  users,
} from '../../db/schema';
import { companyNameFromEmail, endEverySession } from '../accounts';
import { stopAccountAlerts } from '../alerts';
import { lockUser, type UserRow } from './staff-users.repository';

/** How a role reads in a sentence: "is now a job seeker". */
export const roleName: Record<UserRole, string> = {
  job_seeker: 'job seeker',
  company: 'company',
  staff: 'staff member',
};

export type RoleChange =
  | { changed: false; user: UserRow; refusal?: string }
  | {
      changed: true;
      before: UserRow;
      user: UserRow;
      endedSessions: number;
      /**
       * Media keys of the rows the change deleted (a company's logo): the caller removes the files once
       * the transaction has committed, never before, so a change rolled back keeps its files.
       */
      removedFiles: string[];
    };

/** Any number: the key of the transaction advisory lock role changes take (db/seed.ts uses 727_001). */
const ROLE_CHANGE_LOCK = 727_002;

export const LAST_STAFF_REFUSAL = 'This is the last staff account: make another account staff first.';

/**
 * Why a staff account can't stop being one: it is the last active one, and nobody could reach the
 * console again. Role changes run one at a time (changeRole's advisory lock); the other staff rows are
 * locked so that a deactivation committing meanwhile is seen before the count.
 */
async function staffRefusal(db: Db, userId: number): Promise<string | undefined> {
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'staff'), eq(users.isActive, true), ne(users.id, userId)))
    .orderBy(users.id)
    .for('update');
  return others.length === 0 ? LAST_STAFF_REFUSAL : undefined;
}

/** Whether the table holds a row matching the condition. */
const any = async (db: Db, table: PgTable, where: SQL | undefined) => (await db.$count(table, where)) > 0;

/** Why a company account can't stop being one: records that belong to its company and would be lost or orphaned. */
async function companyRefusal(db: Db, userId: number): Promise<string | undefined> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId));
  if (!company) return undefined;
  // Deleted jobs count too: their applications are still the seekers' history.
  if (await any(db, jobs, eq(jobs.companyId, company.id)))
    return 'This company has posted jobs: a company with jobs cannot change its role.';
  const billed =
    (await any(db, payments, eq(payments.companyId, company.id))) ||
    (await any(db, subscriptions, eq(subscriptions.companyId, company.id))) ||
    (await any(db, bookkeepingRecords, eq(bookkeepingRecords.companyId, company.id)));
  if (billed)
    return 'This company has payments or a subscription: a company with billing records cannot change its role.';
  return undefined;
}

/** Why a job seeker can't stop being one: applications companies hold, or a CV only a seeker can see or delete. */
async function seekerRefusal(db: Db, userId: number): Promise<string | undefined> {
  if (await any(db, applications, eq(applications.userId, userId)))
    return 'This job seeker has applied to jobs: an account with applications cannot change its role.';
  const uploadedCv = and(
    eq(jobSeekerProfiles.userId, userId),
    or(isNotNull(jobSeekerProfiles.resume), sql`cardinality(${jobSeekerProfiles.resumePages}) > 0`),
  );
  if (
    (await any(db, structuredCvs, eq(structuredCvs.userId, userId))) ||
    (await any(db, jobSeekerProfiles, uploadedCv))
  )
    return 'This job seeker has a CV: an account with a CV cannot change its role.';
  return undefined;
}

/**
 * Gives an account another role (docs/decisions/0058-staff-users.md). Call it inside a
 * transaction: the account row is locked, the refusal checked, what the new role needs created, the
 * old role's empty company row removed, and every session and token of the account ended, together.
 */
export async function changeRole(db: Db, userId: number, role: UserRole): Promise<RoleChange | null> {
  // One role change at a time, before any row is locked: two staff accounts demoted at once would each
  // hold its own row and wait for the other's in staffRefusal (a deadlock, answered 500). Rare enough to queue.
  await db.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
  const before = await lockUser(db, userId);
  if (!before) return null;
  if (before.userType === role) return { changed: false, user: before };
  const refusal =
    before.userType === 'company'
      ? await companyRefusal(db, userId)
      : before.userType === 'job_seeker'
        ? await seekerRefusal(db, userId)
        : await staffRefusal(db, userId);
  if (refusal) return { changed: false, user: before, refusal };

  // An empty company row would stay on public lists under an account that no longer runs it; its logo
  // file goes with it (by the caller, after the commit).
  const removedCompanies =
    before.userType === 'company'
      ? await db.delete(companies).where(eq(companies.userId, userId)).returning({ logo: companies.logo })
      : [];
  // A seeker's profile row is kept (not public; its picture and contact details return with the role),
  // but nothing is sent to an account that is no longer a seeker's.
  if (before.userType === 'job_seeker') await stopAccountAlerts(db, userId);
  if (role === 'job_seeker') await db.insert(jobSeekerProfiles).values({ userId }).onConflictDoNothing();
  if (role === 'company')
    await db
      .insert(companies)
      .values({ userId, name: companyNameFromEmail(before.email), nameChosen: false })
      .onConflictDoNothing({ target: companies.userId });

  const [after] = await db
    .update(users)
    .set({ userType: role, isStaff: role === 'staff' })
    .where(eq(users.id, userId))
    .returning();
  if (!after) throw new Error('user vanished inside its transaction');
  // The role is read from the account on every request, but a signed-in screen holds the old one:
  // every device signs in again and starts from the new role's home.
  const endedSessions = await endEverySession(db, userId);
  return {
    changed: true,
    before,
    user: { ...before, userType: after.userType, isStaff: after.isStaff },
    endedSessions,
    removedFiles: removedCompanies.flatMap(({ logo }) => (logo ? [logo] : [])),
  };
}

/** A role change's audit row values ('user.role'), the same from the console and the command line. */
export const roleAuditValues = (change: Extract<RoleChange, { changed: true }>) => ({
  before: { email: change.before.email, user_type: change.before.userType, is_staff: change.before.isStaff },
  after: {
    email: change.user.email,
    user_type: change.user.userType,
    is_staff: change.user.isStaff,
    ended_sessions: change.endedSessions,
  },
});
