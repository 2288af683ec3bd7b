import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, industries, jobs, users } from '../../db/schema';
import { openJob } from '../jobs';
import { companySmsPhone } from '../sms-phone';

/** A company the public sees: a suspended one leaves every list and page (docs/decisions/0062-suspended-and-verified-companies.md). */
const notSuspended = isNull(companies.suspendedAt);

/** Its account is not deactivated: a company whose owner or staff closed the account leaves them too, as its jobs do. */
const accountActive = sql`exists (select 1 from ${users} where ${users.id} = ${companies.userId} and ${users.isActive})`;

/** Open jobs of the company in the current row (the jobs module's openJob). */
const openJobCount = sql<number>`(select count(*)::int from ${jobs} where ${jobs.companyId} = ${companies.id} and ${openJob})`;

const companySelection = {
  id: companies.id,
  name: companies.name,
  nameChosen: companies.nameChosen,
  description: companies.description,
  website: companies.website,
  logo: companies.logo,
  size: companies.size,
  foundedYear: companies.foundedYear,
  location: companies.location,
  contactEmail: companies.contactEmail,
  contactPhone: companies.contactPhone,
  contactPhoneConfirmed: sql<boolean>`${companySmsPhone} is not null`,
  address: companies.address,
  linkedin: companies.linkedin,
  twitter: companies.twitter,
  industry: { id: industries.id, name: industries.name },
  jobCount: openJobCount,
  verifiedAt: companies.verifiedAt,
};

function selectCompanies(db: Db, where: SQL) {
  return db
    .select(companySelection)
    .from(companies)
    .leftJoin(industries, eq(industries.id, companies.industryId))
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id));
}

/**
 * Only a company that chose its name, is not suspended and whose account is active is public
 * (docs/decisions/0034-chosen-company-name.md): every public list and page, the sitemap too, asks this.
 */
export const isPublicCompany = and(eq(companies.nameChosen, true), notSuspended, accountActive) as SQL;

export type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];

/** Any company, public or not: the signed-in company's own profile. */
export async function findCompany(db: Db, id: number): Promise<CompanyRow | null> {
  const [row] = await selectCompanies(db, eq(companies.id, id)).limit(1);
  return row ?? null;
}

/** A company as the public sees it: null until it chose its name. */
export async function findPublicCompany(db: Db, id: number): Promise<CompanyRow | null> {
  const [row] = await selectCompanies(db, and(eq(companies.id, id), isPublicCompany) as SQL).limit(1);
  return row ?? null;
}

export function listCompaniesOfIndustry(db: Db, industryId: number): Promise<CompanyRow[]> {
  return selectCompanies(db, and(eq(companies.industryId, industryId), isPublicCompany) as SQL);
}

export async function publicCompanyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), isPublicCompany))
    .limit(1);
  return row !== undefined;
}

export async function hasChosenName(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ nameChosen: companies.nameChosen })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.nameChosen === true;
}

/** Filter options: every public company by name. */
export function listCompanyOptions(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(isPublicCompany)
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
    .leftJoin(companies, and(eq(companies.industryId, industries.id), isPublicCompany))
    .groupBy(industries.id)
    .orderBy(asc(industries.name));
}

export async function industryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, id)).limit(1);
  return row !== undefined;
}
