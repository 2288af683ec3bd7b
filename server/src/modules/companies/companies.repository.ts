import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, industries, jobs } from '../../db/schema';

/** Open jobs of the company in the current row (active and listed: not deleted, held or hidden). */
const openJobCount = sql<number>`(select count(*)::int from ${jobs} where ${jobs.companyId} = ${companies.id} and ${jobs.isActive} and ${jobs.isListed})`;

const companySelection = {
  id: companies.id,
  name: companies.name,
  description: companies.description,
  website: companies.website,
  logo: companies.logo,
  size: companies.size,
  foundedYear: companies.foundedYear,
  location: companies.location,
  contactEmail: companies.contactEmail,
  contactPhone: companies.contactPhone,
  address: companies.address,
  linkedin: companies.linkedin,
  twitter: companies.twitter,
  industry: { id: industries.id, name: industries.name },
  jobCount: openJobCount,
};

function selectCompanies(db: Db, where: SQL) {
  return db
    .select(companySelection)
    .from(companies)
    .leftJoin(industries, eq(industries.id, companies.industryId))
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id));
}

export type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];

export async function findCompany(db: Db, id: number): Promise<CompanyRow | null> {
  const [row] = await selectCompanies(db, eq(companies.id, id)).limit(1);
  return row ?? null;
}

export function listCompaniesOfIndustry(db: Db, industryId: number): Promise<CompanyRow[]> {
  return selectCompanies(db, eq(companies.industryId, industryId));
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
  return row !== undefined;
}

/** Filter options: every company by name. */
export function listCompanyOptions(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.name), asc(companies.id));
}

export function listIndustries(db: Db) {
  return db
    .select({
      id: industries.id,
      name: industries.name,
      icon: industries.icon,
      company_count: sql<number>`count(${companies.id})::int`,
    })
    .from(industries)
    .leftJoin(companies, eq(companies.industryId, industries.id))
    .groupBy(industries.id)
    .orderBy(asc(industries.name));
}

export async function industryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, id)).limit(1);
  return row !== undefined;
}
