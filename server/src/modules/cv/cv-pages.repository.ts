import { CV_PAGES_MAX } from '@lj/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSeekerProfiles } from '../../db/schema';

/** The stored keys of the seeker's photo CV pages, in order. */
export async function listCvPages(db: Db, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ pages: jobSeekerProfiles.resumePages })
    .from(jobSeekerProfiles)
    .where(eq(jobSeekerProfiles.userId, userId));
  return row?.pages ?? [];
}

/**
 * Adds a page at the end, unless the CV already has CV_PAGES_MAX: one UPDATE whose condition is
 * checked on the locked row, so two uploads at once cannot make a sixth page. Null when full.
 */
export async function appendCvPage(db: Db, userId: number, key: string): Promise<string[] | null> {
  await db.insert(jobSeekerProfiles).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .update(jobSeekerProfiles)
    .set({ resumePages: sql`array_append(${jobSeekerProfiles.resumePages}, ${key})`, updatedAt: new Date() })
    .where(
      and(eq(jobSeekerProfiles.userId, userId), sql`cardinality(${jobSeekerProfiles.resumePages}) < ${CV_PAGES_MAX}`),
    )
    .returning({ pages: jobSeekerProfiles.resumePages });
  return row?.pages ?? null;
}

/** Removes page `position` (from 1); answers the pages left and the removed key, or null when there is no such page. */
export async function removeCvPage(
  db: Db,
  userId: number,
  position: number,
): Promise<{ pages: string[]; removed: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pages: jobSeekerProfiles.resumePages })
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.userId, userId))
      .for('update');
    const removed = row?.pages[position - 1];
    if (!row || removed === undefined) return null;
    const pages = row.pages.filter((_, index) => index !== position - 1);
    await tx
      .update(jobSeekerProfiles)
      .set({ resumePages: pages, updatedAt: new Date() })
      .where(eq(jobSeekerProfiles.userId, userId));
    return { pages, removed };
  });
}
