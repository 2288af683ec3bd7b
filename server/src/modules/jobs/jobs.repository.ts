import type { JobListQuery } from '@lj/contract';
import { and, asc, eq, gte, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, companies, industries, jobs, jobViews } from '../../db/schema';
import { toPrefixTsquery } from './job-search';

/** Deleted jobs are never shown; "visible" jobs are also open (active). */
export const notDeleted = eq(jobs.isDeleted, false);
export const isVisible = and(notDeleted, eq(jobs.isActive, true)) as SQL;

/**
 * Everything the Job shape needs, in one row: the company and its industry are joined, the
 * application count and "has the viewer applied" are subqueries, so a page costs one query.
 */
export function jobSelection(seekerId: number | null) {
  return {
    id: jobs.id,
    title: jobs.title,
    description: jobs.description,
    requirements: jobs.requirements,
    location: jobs.location,
    isRemote: jobs.isRemote,
    remoteOption: jobs.remoteOption,
    jobType: jobs.jobType,
    experienceLevel: jobs.experienceLevel,
    payPeriod: jobs.payPeriod,
    salaryMin: jobs.salaryMin,
    salaryMax: jobs.salaryMax,
    salaryCurrency: jobs.salaryCurrency,
    isActive: jobs.isActive,
    createdAt: jobs.createdAt,
    deadline: jobs.deadline,
    skills: jobs.skills,
    educationRequirements: jobs.educationRequirements,
    benefits: jobs.benefits,
    seniorityLevel: jobs.seniorityLevel,
    employmentType: jobs.employmentType,
    positionsAvailable: jobs.positionsAvailable,
    views: jobs.views,
    company: {
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      description: companies.description,
    },
    industry: { id: industries.id, name: industries.name },
    applicationsCount: sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobs.id})`,
    hasApplied:
      seekerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.userId} = ${seekerId})`,
  };
}

/** Jobs joined with their company and industry; callers add where, order and limit. */
export function selectJobs(db: Db, seekerId: number | null) {
  return db
    .select(jobSelection(seekerId))
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(industries, eq(industries.id, companies.industryId))
    .$dynamic();
}

export type JobRow = Awaited<ReturnType<typeof selectJobs>>[number];

/** "nulls last" matches jobs_created_idx exactly, so PostgreSQL reads a page straight off the index. */
const newestFirst = [sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

const DATE_POSTED_MS = {
  '24h': 24 * 3600_000,
  '3d': 3 * 24 * 3600_000,
  '7d': 7 * 24 * 3600_000,
  '30d': 30 * 24 * 3600_000,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The where clause of a job search, and the tsquery to rank by when a search word was given. */
export function jobFilters(query: JobListQuery): { where: SQL; tsquery: SQL | null } {
  const conditions: SQL[] = [notDeleted];
  let tsquery: SQL | null = null;
  const queryText = query.search ? toPrefixTsquery(query.search) : null;
  if (queryText) {
    tsquery = sql`to_tsquery('english', ${queryText})`;
    conditions.push(sql`${jobs.searchVector} @@ ${tsquery}`);
  }
  if (query.location) conditions.push(sql`${jobs.location} ilike ${`%${escapeLike(query.location)}%`}`);
  if (query.date_posted) {
    conditions.push(gte(jobs.createdAt, new Date(Date.now() - DATE_POSTED_MS[query.date_posted])));
  }
  if (query.pay_period) conditions.push(eq(jobs.payPeriod, query.pay_period));
  if (query.job_type) conditions.push(inArray(jobs.jobType, query.job_type));
  if (query.experience_level) conditions.push(eq(jobs.experienceLevel, query.experience_level));
  // Ranges overlap: the job's top reaches the asked minimum and its bottom stays under the asked maximum.
  // A job with one bound uses it for both; a job without any salary does not match a salary filter.
  if (query.salary_min !== undefined) {
    conditions.push(sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${query.salary_min}`);
  }
  if (query.salary_max !== undefined) {
    conditions.push(sql`coalesce(${jobs.salaryMin}, ${jobs.salaryMax}) <= ${query.salary_max}`);
  }
  if (query.remote !== undefined) conditions.push(eq(jobs.isRemote, query.remote));
  if (query.company) conditions.push(inArray(jobs.companyId, query.company));
  if (query.status) conditions.push(eq(jobs.isActive, query.status === 'active'));
  if (query.industry) conditions.push(inArray(companies.industryId, query.industry));
  return { where: and(...conditions) as SQL, tsquery };
}

function countJobs(db: Db, query: JobListQuery, where: SQL) {
  const counting = db.select({ count: sql<number>`count(*)::int` }).from(jobs).$dynamic();
  // Only the industry filter looks at the company; without it the count needs no join.
  if (query.industry) counting.innerJoin(companies, eq(companies.id, jobs.companyId));
  return counting.where(where).then(([row]) => row?.count ?? 0);
}

/**
 * One page of jobs and the total. Newest first, the page comes straight off jobs_created_idx beside a
 * count. A search must rank every match anyway, so it scans them once: a narrow query ranks and counts
 * them (`count(*) over ()`), then only the page's rows are loaded by id with company, industry and the
 * application subqueries.
 */
export async function searchJobs(
  db: Db,
  query: JobListQuery,
  page: { offset: number; limit: number },
  seekerId: number | null,
): Promise<{ count: number; rows: JobRow[] }> {
  const { where, tsquery } = jobFilters(query);
  if (!tsquery) {
    const [count, rows] = await Promise.all([
      countJobs(db, query, where),
      selectJobs(db, seekerId)
        .where(where)
        .orderBy(...newestFirst)
        .limit(page.limit)
        .offset(page.offset),
    ]);
    return { count, rows };
  }
  const ranked = db.select({ id: jobs.id, total: sql<number>`(count(*) over ())::int` }).from(jobs).$dynamic();
  if (query.industry) ranked.innerJoin(companies, eq(companies.id, jobs.companyId));
  const pageIds = await ranked
    .where(where)
    .orderBy(sql`ts_rank(${jobs.searchVector}, ${tsquery}) desc`, ...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  // Past the last page no row carries the total: count on its own (rare).
  if (pageIds.length === 0) return { count: page.offset === 0 ? 0 : await countJobs(db, query, where), rows: [] };
  const ids = pageIds.map((row) => row.id);
  const rows = await selectJobs(db, seekerId).where(inArray(jobs.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { count: pageIds[0]?.total ?? 0, rows };
}

/** A job that exists and is not deleted (inactive ones included), or null. */
export async function findJob(db: Db, id: number, seekerId: number | null): Promise<JobRow | null> {
  const [row] = await selectJobs(db, seekerId)
    .where(and(eq(jobs.id, id), notDeleted))
    .limit(1);
  return row ?? null;
}

/** A company's open jobs, newest first. */
export function listVisibleJobsOfCompany(db: Db, companyId: number, seekerId: number | null): Promise<JobRow[]> {
  return selectJobs(db, seekerId)
    .where(and(eq(jobs.companyId, companyId), isVisible))
    .orderBy(...newestFirst);
}

export async function listJobLocations(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ location: jobs.location })
    .from(jobs)
    .where(and(isVisible, isNotNull(jobs.location), ne(jobs.location, '')))
    .orderBy(asc(jobs.location));
  return rows.map((row) => row.location);
}

/**
 * Counts a detail view once per viewer: the (job, viewer) row is inserted only if new, and the
 * job's counter moves only with it, in one statement so two tabs cannot count twice.
 */
export async function recordJobView(db: Db, jobId: number, viewerKey: string): Promise<void> {
  await db.execute(sql`
    with inserted as (
      insert into ${jobViews} (job_id, viewer_key)
      select ${jobs.id}, ${viewerKey} from ${jobs} where ${jobs.id} = ${jobId} and ${jobs.isDeleted} = false
      on conflict do nothing
      returning job_id
    )
    update ${jobs} set views = views + 1 where ${jobs.id} = ${jobId} and exists (select 1 from inserted)`);
}
