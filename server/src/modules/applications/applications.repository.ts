import { desc, eq, and, type SQL, asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, companies, jobs, jobSeekerProfiles, users } from '../../db/schema';
import { deadlinePassed, listedJob } from '../jobs';
import { applicantHasCv } from './applicant-profile';

/** What applying needs to know about a job; deleted, held and hidden jobs count as missing. */
export async function findJobForApplying(db: Db, jobId: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      isActive: jobs.isActive,
      deadlinePassed,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), listedJob))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the account is still an active job seeker, its row locked until the transaction ends.
 * The request's user was read when it arrived; a staff member may have changed the role or deactivated
 * the account since. Both lock the row FOR UPDATE (staff-users), so they wait for an application being
 * made, or it waits for them and reads what they left. `update` when the application may write the
 * account's name: two applications of one seeker holding share locks would each wait for the other's.
 */
export async function lockActiveSeeker(db: Db, userId: number, lock: 'share' | 'update'): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'job_seeker'), eq(users.isActive, true)))
    .for(lock);
  return row !== undefined;
}

/** Inserts the application unless this seeker already applied (the unique index decides); null then. */
export async function insertApplication(
  db: Db,
  values: { jobId: number; userId: number; coverLetter: string; byPhone: boolean },
) {
  const [row] = await db
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: [applications.jobId, applications.userId] })
    .returning({
      id: applications.id,
      status: applications.status,
      appliedAt: applications.appliedAt,
      coverLetter: applications.coverLetter,
    });
  return row ?? null;
}

/** The job with the account of the company that owns it, deleted or not (applicants keep their history). */
export async function findJobWithOwner(db: Db, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, ownerUserId: companies.userId })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ?? null;
}

/**
 * An application and how to reach who sent it: what every view of an application selects
 * (the job's list here, the company's detail in company-applications), joined to users and profiles.
 */
export const applicationWithApplicant = {
  id: applications.id,
  status: applications.status,
  appliedAt: applications.appliedAt,
  coverLetter: applications.coverLetter,
  byPhone: applications.byPhone,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: jobSeekerProfiles.phoneNumber,
  location: jobSeekerProfiles.location,
  picture: jobSeekerProfiles.picture,
  hasCv: applicantHasCv,
};

/** What an employer would see of this job seeker's profile: their name, phone and whether they have a CV. */
export async function findApplicantProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: jobSeekerProfiles.phoneNumber,
      hasCv: applicantHasCv,
      city: jobSeekerProfiles.city,
      location: jobSeekerProfiles.location,
      skills: jobSeekerProfiles.skills,
    })
    .from(users)
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Applications of one job, oldest first; `onlyUserId` narrows them to one applicant's own. */
export function listApplicationsOfJob(db: Db, jobId: number, onlyUserId: number | null) {
  const where: SQL =
    onlyUserId === null
      ? eq(applications.jobId, jobId)
      : (and(eq(applications.jobId, jobId), eq(applications.userId, onlyUserId)) as SQL);
  return db
    .select({ ...applicationWithApplicant, userId: users.id })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id))
    .where(where)
    .orderBy(asc(applications.appliedAt), asc(applications.id));
}

export type JobApplicationRow = Awaited<ReturnType<typeof listApplicationsOfJob>>[number];
/** What applicationWithApplicant reads, with the applicant's profile fields null when they have none. */
export type ApplicationWithApplicantRow = Pick<JobApplicationRow, keyof typeof applicationWithApplicant>;

/** A job seeker's applications, newest first, with the job title and company even for deleted jobs. */
export function listApplicationsOfUser(db: Db, userId: number) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      appliedAt: applications.appliedAt,
      job: { id: jobs.id, title: jobs.title },
      company: { id: companies.id, name: companies.name },
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.appliedAt), desc(applications.id));
}
