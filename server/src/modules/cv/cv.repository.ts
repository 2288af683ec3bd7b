import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSeekerProfiles, structuredCvs, users } from '../../db/schema';

/**
 * The CV (null before the first save) with the seeker's one skills list, which their profile shows
 * too (job_seeker_profiles.skills): skills typed on the profile are on the CV before it is saved.
 */
export type CvRow = { cv: typeof structuredCvs.$inferSelect | null; skills: string[] };
/** What a save writes: the CV's own columns, and the skills list when the body gave one. */
export type CvValues = Omit<typeof structuredCvs.$inferInsert, 'userId'> & { skills: string[] | undefined };

export async function findCv(db: Db, userId: number): Promise<CvRow> {
  const [row] = await db
    .select({ cv: structuredCvs, skills: jobSeekerProfiles.skills })
    .from(users)
    .leftJoin(structuredCvs, eq(structuredCvs.userId, users.id))
    .leftJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return { cv: row?.cv ?? null, skills: row?.skills ?? [] };
}

/** Creates or replaces the user's CV, and their skills list when given, in one transaction. */
export async function saveCv(db: Db, userId: number, { skills, ...values }: CvValues): Promise<CvRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(structuredCvs)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: structuredCvs.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('Saving the CV returned no row.');
    const [profile] =
      skills === undefined
        ? await tx
            .select({ skills: jobSeekerProfiles.skills })
            .from(jobSeekerProfiles)
            .where(eq(jobSeekerProfiles.userId, userId))
        : await tx
            .insert(jobSeekerProfiles)
            .values({ userId, skills })
            .onConflictDoUpdate({ target: jobSeekerProfiles.userId, set: { skills } })
            .returning({ skills: jobSeekerProfiles.skills });
    return { cv: row, skills: profile?.skills ?? [] };
  });
}
