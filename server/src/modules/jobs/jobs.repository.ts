import { JOB_PREVIEW_LENGTH, type JobListQuery } from '@lj/contract';
import { and, asc, eq, gte, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, companies, industries, jobDailyFigures, jobs, jobViews, savedJobs } from '../../db/schema';
import { cappedCount, countedByCounter, type ListCount, liveJobCount } from './job-count';
import { type CarriedSearch, encodeJobCursor } from './job-cursor';
import { type JobPageRequest, type PageKey, searchPage } from './job-ranked-search';
import { placeKey, placeOf } from './job-place';
import { listedJob, notOpenJob, openJob } from './listed-job';
import type { JobSearch } from './job-search';

export type { JobPageRequest } from './job-ranked-search';

/** A company's own jobs are those not deleted (held or hidden ones included: it reads why). */
export const notDeleted = sql`not ${jobs.isDeleted}`;

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
    moderation: jobs.moderation,
    moderationReason: jobs.moderationReason,
    company: {
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      description: companies.description,
      verifiedAt: companies.verifiedAt,
    },
    industry: { id: industries.id, name: industries.name },
    applicationsCount: sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobs.id})`,
    hasApplied:
      seekerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.userId} = ${seekerId})`,
    isSaved: isSavedBy(seekerId),
    acceptingApplications: sql<boolean>`${openJob}`,
  };
}

/** Whether the signed-in seeker saved the job (saved_jobs' key answers it); null for everyone else. */
const isSavedBy = (seekerId: number | null) =>
  seekerId === null
    ? sql<boolean | null>`null`
    : sql<
        boolean | null
      >`exists (select 1 from ${savedJobs} where ${savedJobs.userId} = ${seekerId} and ${savedJobs.jobId} = ${jobs.id})`;

/**
 * What a job card needs (`view=card`, the app's list): no long texts but the description's first
 * JOB_PREVIEW_LENGTH + 1 characters (enough for previewText to cut and mark it as the full text would),
 * no industry and no application subqueries. The list is the busiest query: it reads a fraction of the bytes.
 */
const jobCardSelection = {
  id: jobs.id,
  title: jobs.title,
  description: sql<string>`left(${jobs.description}, ${JOB_PREVIEW_LENGTH + 1})`,
  location: jobs.location,
  isRemote: jobs.isRemote,
  jobType: jobs.jobType,
  payPeriod: jobs.payPeriod,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  isActive: jobs.isActive,
  company: { id: companies.id, name: companies.name, logo: companies.logo, verifiedAt: companies.verifiedAt },
};

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

/** The job cards of these ids (in no particular order). */
function selectJobCards(db: Db, ids: number[], seekerId: number | null) {
  return db
    .select({ ...jobCardSelection, isSaved: isSavedBy(seekerId) })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(inArray(jobs.id, ids));
}

export type JobCardRow = Awaited<ReturnType<typeof selectJobCards>>[number];

/** A list page's rows in the shape the query asked for: full jobs, or cards with `view=card`. */
export type JobListRows = { view: 'full'; rows: JobRow[] } | { view: 'card'; rows: JobCardRow[] };

/** "nulls last" matches jobs_created_idx exactly, so PostgreSQL reads a page straight off the index. */
export const newestFirst = [sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

const DATE_POSTED_MS = {
  '24h': 24 * 3600_000,
  '3d': 3 * 24 * 3600_000,
  '7d': 7 * 24 * 3600_000,
  '30d': 30 * 24 * 3600_000,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The where clause of a job search; `filters`, every condition but the search word's; `asked`, the
 * conditions the query asked for besides "not deleted" (null when none); and the tsquery to rank by
 * when a search word was given.
 */
export function jobFilters(search: JobSearch): { where: SQL; filters: SQL; asked: SQL | null; tsquery: SQL | null } {
  const { query, words } = search;
  const conditions: SQL[] = [];
  const tsquery = words ? sql`to_tsquery('english', ${words})` : null;
  if (query.date_posted) {
    conditions.push(gte(jobs.createdAt, new Date(Date.now() - DATE_POSTED_MS[query.date_posted])));
  }
  if (query.pay_period) conditions.push(eq(jobs.payPeriod, query.pay_period));
  if (query.job_type) conditions.push(inArray(jobs.jobType, query.job_type));
  if (query.experience_level) conditions.push(eq(jobs.experienceLevel, query.experience_level));
  // Ranges overlap: the job's top reaches the asked minimum and its bottom stays under the asked maximum.
  // A job with one bound uses it for both; a job without any salary does not match a salary filter.
  // Like with like: a range is in one currency (USD unless asked), and only jobs paid in it compare.
  if (query.salary_min !== undefined) {
    conditions.push(sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${query.salary_min}`);
  }
  if (query.salary_max !== undefined) {
    conditions.push(sql`coalesce(${jobs.salaryMin}, ${jobs.salaryMax}) <= ${query.salary_max}`);
  }
  if (query.salary_min !== undefined || query.salary_max !== undefined) {
    conditions.push(eq(jobs.salaryCurrency, query.salary_currency ?? 'USD'));
  }
  if (query.remote !== undefined) conditions.push(eq(jobs.isRemote, query.remote));
  if (query.company) conditions.push(inArray(jobs.companyId, query.company));
  // Active is open for applications, inactive is not (listed-job.ts); the feeds and alerts ask for open.
  if (query.status === 'active' || search.open) conditions.push(openJob);
  if (query.status === 'inactive') conditions.push(notOpenJob);
  if (query.county) conditions.push(eq(jobs.county, query.county));
  if (query.industry) conditions.push(inArray(companies.industryId, query.industry));
  // Last: the search probe tests `asked` on each of the newest jobs in this order (PostgreSQL does not
  // reorder an expression's ANDs), and a case-insensitive substring match costs several times an equality.
  // lower() on both sides is what ilike does in UTF-8, but the job's side is read from the indexes
  // (jobs_live_created_idx holds lower(location)) instead of being lowered again for every job read.
  // The asked place's town (job-place.ts): "Monrovia, Montserrado" also finds jobs written "Monrovia".
  if (query.location) {
    conditions.push(sql`lower(${jobs.location}) like lower(${`%${escapeLike(placeOf(query.location))}%`})`);
  }
  const asked = conditions.length > 0 ? (and(...conditions) as SQL) : null;
  // `filters` is every condition but the search word's: a search probes the newest jobs with it (job-ranked-search.ts).
  const filters = and(listedJob, ...conditions) as SQL;
  if (!tsquery) return { where: filters, filters, asked, tsquery };
  const where = and(listedJob, ...conditions, sql`${jobs.searchVector} @@ ${tsquery}`) as SQL;
  return { where, filters, asked, tsquery };
}

/** The exact count of a filtered list (a search's rare case: a page past the end of its matches). */
function countJobs(db: Db, { query }: JobSearch, where: SQL) {
  const counting = db.select({ count: sql<number>`count(*)::int` }).from(jobs).$dynamic();
  // Only the industry filter looks at the company; without it the count needs no join.
  if (query.industry) counting.innerJoin(companies, eq(companies.id, jobs.companyId));
  return counting.where(where).then(([row]) => row?.count ?? 0);
}

/** The count of a newest-first list: the counter table when only the status filters, else capped. */
async function countList(db: Db, search: JobSearch, from: SQL, where: SQL): Promise<ListCount> {
  const counted = countedByCounter(search);
  if (counted === null) return cappedCount(db, from, where);
  return { count: await liveJobCount(db, counted), estimated: false };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The ids of one page in list order, one more than the page (to know whether another follows), each
 * with its sort key for the next cursor. Narrow: no join but the industry one, no wide columns.
 */
async function newestPageKeys(db: Db, from: SQL, where: SQL, page: JobPageRequest): Promise<PageKey[]> {
  const after = page.cursor
    ? sql` and (${jobs.createdAt}, ${jobs.id}) < (${page.cursor.createdAt}::timestamptz, ${page.cursor.id}::int)`
    : sql``;
  const result = await db.execute(sql`
    select ${jobs.id} as id, ${jobs.createdAt}::text as created_key from ${from}
    where ${where}${after}
    order by ${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last
    limit ${page.limit + 1} offset ${page.cursor ? 0 : page.offset}`);
  return rowsOf<PageKey>(result);
}

/**
 * One page of jobs, the total and the cursor of the page after it (null on the last page). Both
 * orders first find the page's ids with their sort keys in a narrow query, then load only those rows
 * with company, industry and the application subqueries. Newest first, the ids come off
 * jobs_live_created_idx and the count from the counter table or a capped count; a search probes the
 * newest jobs first (job-ranked-search.ts). With a cursor a deep page costs what page 1 costs.
 * `count` is exact up to JOB_COUNT_EXACT_UP_TO, an estimate above it (docs/decisions/0020-job-counts.md).
 */
export async function searchJobs(
  db: Db,
  search: JobSearch,
  page: JobPageRequest,
  seekerId: number | null,
): Promise<ListCount & { list: JobListRows; nextCursor: string | null }> {
  const { query } = search;
  const { where, filters, asked, tsquery } = jobFilters(search);
  // Only the industry filter looks at the company.
  const join = query.industry ? sql` inner join ${companies} on ${companies.id} = ${jobs.companyId}` : sql``;
  const from = sql`${jobs}${join}`;
  let keys: PageKey[];
  let count: ListCount;
  let carried: CarriedSearch | undefined;
  if (tsquery) {
    const searched = await searchPage(db, from, { where, filters, asked, tsquery }, page);
    keys = searched.keys;
    carried = searched.carried ?? undefined;
    // Past the last match of a fully ranked list no row carries the total: count on its own (rare).
    const skipped = page.offset > 0 || page.cursor !== undefined;
    count = searched.count ?? { count: skipped ? await countJobs(db, search, where) : 0, estimated: false };
  } else {
    [count, keys] = await Promise.all([countList(db, search, from, where), newestPageKeys(db, from, where, page)]);
  }
  const pageKeys = keys.slice(0, page.limit);
  const last = pageKeys[pageKeys.length - 1];
  const nextCursor =
    keys.length > page.limit && last
      ? encodeJobCursor({ createdAt: last.created_key, id: last.id, rank: last.rank_key ?? null, carried })
      : null;
  const ids = pageKeys.map((key) => key.id);
  return { ...count, list: await pageRows(db, ids, query.view, seekerId), nextCursor };
}

/** The page's rows in list order, as cards with `view=card` (selectJobCards), else full jobs. */
async function pageRows(
  db: Db,
  ids: number[],
  view: JobListQuery['view'],
  seekerId: number | null,
): Promise<JobListRows> {
  const position = new Map(ids.map((id, index) => [id, index]));
  const inListOrder = <Row extends { id: number }>(rows: Row[]) =>
    rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  if (view === 'card') return { view, rows: ids.length ? inListOrder(await selectJobCards(db, ids, seekerId)) : [] };
  return {
    view: 'full',
    rows: ids.length ? inListOrder(await selectJobs(db, seekerId).where(inArray(jobs.id, ids))) : [],
  };
}

/**
 * A listed job (inactive ones included), or null. A job moderation keeps from the public is found
 * only for its own company (`ownerUserId`, who reads why) and for staff (`anyListing`).
 */
export async function findJob(
  db: Db,
  id: number,
  seekerId: number | null,
  viewer: { ownerUserId: number | null; anyListing: boolean } = { ownerUserId: null, anyListing: false },
): Promise<JobRow | null> {
  const ownJob = viewer.ownerUserId === null ? sql`false` : sql`${companies.userId} = ${viewer.ownerUserId}`;
  const seen = viewer.anyListing ? notDeleted : and(notDeleted, or(listedJob, ownJob));
  const [row] = await selectJobs(db, seekerId)
    .where(and(eq(jobs.id, id), seen))
    .limit(1);
  return row ?? null;
}

/** A company's open jobs, newest first. */
export function listVisibleJobsOfCompany(db: Db, companyId: number, seekerId: number | null): Promise<JobRow[]> {
  return selectJobs(db, seekerId)
    .where(and(eq(jobs.companyId, companyId), openJob))
    .orderBy(...newestFirst);
}

/**
 * The places of open jobs, one per town (job-place.ts), sorted: each written as most of its jobs write
 * it, the longer (with its county) on a tie. Picking one still finds every spelling of that town.
 */
export async function listJobLocations(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinctOn([placeKey], { location: jobs.location })
    .from(jobs)
    .where(and(openJob, isNotNull(jobs.location), ne(sql`btrim(${jobs.location})`, '')))
    .groupBy(jobs.location)
    .orderBy(placeKey, sql`count(*) desc`, sql`length(${jobs.location}) desc`, asc(jobs.location));
  return rows.map((row) => row.location.trim());
}

/**
 * Counts a detail view once per viewer and day: the (job, day, viewer key) row is inserted only if
 * new, and only with it do the job's day row (one upsert, no row per view) and its all-time counter
 * move, in one statement so two tabs cannot count twice. True when the view counted.
 */
export async function recordJobView(db: Db, jobId: number, day: string, viewerHash: string): Promise<boolean> {
  const counted = await db.execute(sql`
    with seen as (
      insert into ${jobViews} (job_id, day, viewer_hash)
      select ${jobs.id}, ${day}::date, ${viewerHash} from ${jobs} where ${jobs.id} = ${jobId} and ${listedJob}
      on conflict do nothing
      returning job_id
    ), daily as (
      insert into ${jobDailyFigures} as f (job_id, day, views) select job_id, ${day}::date, 1 from seen
      on conflict (job_id, day) do update set views = f.views + 1
      returning job_id
    )
    update ${jobs} set views = views + 1 where ${jobs.id} = ${jobId} and exists (select 1 from daily)
    returning ${jobs.id}`);
  return (counted as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Forgets the viewer keys of days before `day`: a key only has to say "counted today". */
export async function forgetPastViewers(db: Db, day: string): Promise<void> {
  await db.delete(jobViews).where(lt(jobViews.day, day));
}
