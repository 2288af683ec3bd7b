import type { ApplicationStatus } from '@lj/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, jobSeekerProfiles, jobs, structuredCvs, users } from '../../db/schema';
import { applicationWithApplicant } from '../applications';

/** Applications to jobs of this company; anyone else's are invisible (404). */
const ofCompany = (applicationId: number, companyId: number) =>
  and(
    eq(applications.id, applicationId),
    sql`${applications.jobId} in (select ${jobs.id} from ${jobs} where ${jobs.companyId} = ${companyId})`,
  );

export async function findApplicationForCompany(db: Db, applicationId: number, companyId: number) {
  const [row] = await db
    .select({
      ...applicationWithApplicant,
      job: { id: jobs.id, title: jobs.title },
      resume: jobSeekerProfiles.resume,
      resumePages: jobSeekerProfiles.resumePages,
      // The seeker's one skills list (the profile's), shown with the structured CV.
      skills: jobSeekerProfiles.skills,
      cv: {
        userId: structuredCvs.userId,
        summary: structuredCvs.summary,
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
    .where(ofCompany(applicationId, companyId))
    .limit(1);
  return row ?? null;
}

export type CompanyApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationForCompany>>>;

/**
 * Sets the status of an application to one of the company's jobs: 'changed', 'same' (it already had
 * it: nobody is told again), or 'missing'. The status test is in the update, so of two requests
 * racing to the same status only one changes it.
 */
export async function updateApplicationStatus(
  db: Db,
  applicationId: number,
  companyId: number,
  status: ApplicationStatus,
): Promise<'changed' | 'same' | 'missing'> {
  const changed = await db
    .update(applications)
    .set({ status, updatedAt: sql`now()` })
    .where(and(ofCompany(applicationId, companyId), ne(applications.status, status)))
    .returning({ id: applications.id });
  if (changed.length > 0) return 'changed';
  const [same] = await db.select({ id: applications.id }).from(applications).where(ofCompany(applicationId, companyId));
  return same ? 'same' : 'missing';
}
