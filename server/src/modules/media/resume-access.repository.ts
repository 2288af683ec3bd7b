import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, companies, jobSeekerProfiles, jobs } from '../../db/schema';

/**
 * True when the user may read the résumé (or photo CV page) stored at `storedPath`: it is their own, or they run a
 * company with a job its owner applied to. Checked in one query, so no other path can leak it.
 */
export async function mayReadResume(db: Db, storedPath: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ owner: jobSeekerProfiles.userId })
    .from(jobSeekerProfiles)
    .where(
      and(
        or(eq(jobSeekerProfiles.resume, storedPath), sql`${storedPath} = any(${jobSeekerProfiles.resumePages})`),
        or(
          eq(jobSeekerProfiles.userId, userId),
          sql`exists (select 1 from ${applications}
            join ${jobs} on ${jobs.id} = ${applications.jobId}
            join ${companies} on ${companies.id} = ${jobs.companyId}
            where ${applications.userId} = ${jobSeekerProfiles.userId} and ${companies.userId} = ${userId})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
