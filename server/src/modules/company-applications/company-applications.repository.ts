import type { ApplicationStatus } from '@lj/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, companies, jobSeekerProfiles, jobs, structuredCvs, users } from '../../db/schema';

/** Applications to jobs of the company run by this user; anyone else's are invisible (404). */
const ofCompanyUser = (applicationId: number, companyUserId: number) =>
  and(
    eq(applications.id, applicationId),
    sql`${applications.jobId} in (select ${jobs.id} from ${jobs} join ${companies} on ${companies.id} = ${jobs.companyId} where ${companies.userId} = ${companyUserId})`,
  );

export async function findApplicationForCompany(db: Db, applicationId: number, companyUserId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      appliedAt: applications.appliedAt,
      coverLetter: applications.coverLetter,
      job: { id: jobs.id, title: jobs.title },
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: jobSeekerProfiles.phoneNumber,
      location: jobSeekerProfiles.location,
      picture: jobSeekerProfiles.picture,
      resume: jobSeekerProfiles.resume,
      cv: {
        userId: structuredCvs.userId,
        summary: structuredCvs.summary,
        skills: structuredCvs.skills,
        education: structuredCvs.education,
        experience: structuredCvs.experience,
        certifications: structuredCvs.certifications,
        languages: structuredCvs.languages,
        hobbies: structuredCvs.hobbies,
      },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id))
    .leftJoin(structuredCvs, eq(structuredCvs.userId, users.id))
    .where(ofCompanyUser(applicationId, companyUserId))
    .limit(1);
  return row ?? null;
}

export type CompanyApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationForCompany>>>;

/** Sets the status of an application to one of the company's jobs; false when there is none. */
export async function updateApplicationStatus(
  db: Db,
  applicationId: number,
  companyUserId: number,
  status: ApplicationStatus,
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ status, updatedAt: sql`now()` })
    .where(ofCompanyUser(applicationId, companyUserId))
    .returning({ id: applications.id });
  return rows.length > 0;
}
