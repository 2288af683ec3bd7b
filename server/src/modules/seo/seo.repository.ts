import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, industries } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';

export type SitemapEntry = { path: string; lastmod: Date | null };

/** Today in Liberia (GMT all year), as the YYYY-MM-DD a deadline is compared with. */
const today = () => new Date().toISOString().slice(0, 10);

/** Jobs open for applications: active, listed (not deleted, held or hidden), deadline not passed (the same rule as the JobPosting data). */
export async function openJobEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(
      and(eq(jobs.isActive, true), eq(jobs.isListed, true), or(isNull(jobs.deadline), gte(jobs.deadline, today()))),
    )
    .orderBy(jobs.id);
  return rows.map((row) => ({ path: `/jobs/${row.id}`, lastmod: row.updatedAt }));
}

export async function companyEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .where(and(eq(companies.nameChosen, true), isNull(companies.suspendedAt)))
    .orderBy(companies.id);
  return rows.map((row) => ({ path: `/company/${row.id}`, lastmod: row.updatedAt }));
}

export async function industryEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db.select({ id: industries.id }).from(industries).orderBy(industries.id);
  return rows.map((row) => ({ path: `/industries/${row.id}/companies`, lastmod: null }));
}
