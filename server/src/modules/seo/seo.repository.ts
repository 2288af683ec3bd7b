import type { Db } from '../../db/client';
import { companies, industries } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import { isPublicCompany } from '../companies';
import { openJob } from '../jobs';

export type SitemapEntry = { path: string; lastmod: Date | null };

/** Jobs open for applications (the jobs module's openJob, the same rule as the JobPosting data). */
export async function openJobEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db.select({ id: jobs.id, updatedAt: jobs.updatedAt }).from(jobs).where(openJob).orderBy(jobs.id);
  return rows.map((row) => ({ path: `/jobs/${row.id}`, lastmod: row.updatedAt }));
}

export async function companyEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .where(isPublicCompany)
    .orderBy(companies.id);
  return rows.map((row) => ({ path: `/company/${row.id}`, lastmod: row.updatedAt }));
}

export async function industryEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db.select({ id: industries.id }).from(industries).orderBy(industries.id);
  return rows.map((row) => ({ path: `/industries/${row.id}/companies`, lastmod: null }));
}
