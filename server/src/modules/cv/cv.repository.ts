import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { structuredCvs } from '../../db/schema';

type CvRow = typeof structuredCvs.$inferSelect;
type CvValues = Omit<typeof structuredCvs.$inferInsert, 'userId'>;

export async function findCv(db: Db, userId: number): Promise<CvRow | undefined> {
  const [row] = await db.select().from(structuredCvs).where(eq(structuredCvs.userId, userId)).limit(1);
  return row;
}

/** Creates or replaces the user's CV in one statement and returns what was stored. */
export async function saveCv(db: Db, userId: number, values: CvValues): Promise<CvRow> {
  const [row] = await db
    .insert(structuredCvs)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: structuredCvs.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('Saving the CV returned no row.');
  return row;
}
