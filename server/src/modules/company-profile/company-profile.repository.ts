import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

/** The columns a save sets: values, or an expression over the row (the contact phone's, from sms-phone). */
export type CompanyProfileValues = {
  [Column in keyof Omit<typeof companies.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>]?:
    | (typeof companies.$inferInsert)[Column]
    | SQL;
};

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
