import { STAFF_COMPANIES_PAGE_SIZE, type StaffCompanyListQuery } from '@lj/contract';
import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withinDays } from '../../lib/week-filter';
import { companies, jobs, users } from '../../db/schema';
import { companyJobsFollowCompany } from '../jobs';

const selection = {
  id: companies.id,
  name: companies.name,
  ownerEmail: users.email,
  location: companies.location,
  createdAt: companies.createdAt,
  jobCount: sql<number>`(select count(*)::int from ${jobs} where ${jobs.companyId} = ${companies.id}
    and (not ${jobs.isDeleted} or ${jobs.hiddenBySuspension}))`,
  verifiedAt: companies.verifiedAt,
  suspendedAt: companies.suspendedAt,
  suspensionReason: companies.suspensionReason,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditions({ search, filter, ...days }: Omit<StaffCompanyListQuery, 'page'>): SQL | undefined {
  const parts: SQL[] = [];
  const joined = withinDays(companies.createdAt, days);
  if (joined) parts.push(joined);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    parts.push(or(ilike(companies.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  if (filter === 'verified') parts.push(isNotNull(companies.verifiedAt));
  if (filter === 'unverified') parts.push(isNull(companies.verifiedAt));
  if (filter === 'suspended') parts.push(isNotNull(companies.suspendedAt));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** One page of companies by name, found by name or owner e-mail, and how many match. */
export async function listStaffCompanies(db: Db, query: StaffCompanyListQuery) {
  const where = conditions(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(STAFF_COMPANIES_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_COMPANIES_PAGE_SIZE),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export type StaffCompanyRow = Awaited<ReturnType<typeof listStaffCompanies>>['rows'][number];

/** The company's standing, its row locked until the transaction ends. */
export async function lockCompany(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: companies.id,
      verifiedAt: companies.verifiedAt,
      suspendedAt: companies.suspendedAt,
      suspensionReason: companies.suspensionReason,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return row ?? null;
}

export async function setVerified(tx: Db, id: number, staffUserId: number | null): Promise<void> {
  await tx
    .update(companies)
    .set({
      verifiedAt: staffUserId === null ? null : sql`now()`,
      verifiedBy: staffUserId,
      updatedAt: sql`now()`,
    })
    .where(eq(companies.id, id));
}

/**
 * Suspends the company and takes its live jobs off every public list and page (listed-job.ts's
 * companyJobsFollowCompany), so lifting it brings back exactly those. Answers how many jobs were hidden.
 */
export async function suspendCompany(tx: Db, id: number, reason: string): Promise<number> {
  await tx
    .update(companies)
    .set({ suspendedAt: sql`now()`, suspensionReason: reason, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
  return companyJobsFollowCompany(tx, id);
}

/**
 * Lifts the suspension and brings back the jobs it hid, unless the company's account is deactivated
 * (they come back with the account). Answers how many came back.
 */
export async function unsuspendCompany(tx: Db, id: number): Promise<number> {
  await tx
    .update(companies)
    .set({ suspendedAt: null, suspensionReason: '', updatedAt: sql`now()` })
    .where(eq(companies.id, id));
  return companyJobsFollowCompany(tx, id);
}
