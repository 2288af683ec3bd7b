import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, industries } from '../../db/schema';

export type CompanyProfileValues = Partial<
  Omit<typeof companies.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>
>;

/**
 * The id of the company the signed-in company user runs. An account without a company row (made
 * before its profile was filled) gets an empty one, race-free thanks to the unique user index.
 */
export async function companyIdOfUser(db: Db, userId: number): Promise<number> {
  const [existing] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId)).limit(1);
  if (existing) return existing.id;
  await db.insert(companies).values({ userId, name: '' }).onConflictDoNothing({ target: companies.userId });
  const [created] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId)).limit(1);
  if (!created) throw new Error(`No company row for user ${userId}.`);
  return created.id;
}

export async function industryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Saves the profile and answers the logo it had before, read under a row lock so two saves at
 * once cannot both believe they replaced the same file.
 */
export async function updateCompanyProfile(
  db: Db,
  companyId: number,
  values: CompanyProfileValues,
): Promise<{ previousLogo: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logo: companies.logo })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    await tx
      .update(companies)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(companies.id, companyId));
    return { previousLogo: before?.logo ?? null };
  });
}
