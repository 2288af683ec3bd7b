import { JOB_COUNT_EXACT_UP_TO } from '@lj/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { cappedCount, estimatedCount, type ListCount, liveJobCountQuery } from './job-count';
import { type CarriedSearch, type JobCursor, OLDER_RANK } from './job-cursor';
import { listedJob } from './listed-job';

/** Where a page starts: an offset (page numbers) or a keyset cursor (the row before it). */
export type JobPageRequest = { offset: number; limit: number; cursor?: JobCursor | undefined };

/** A page's job id with its sort key for the next cursor; `rank_key` only in a search. */
export type PageKey = { id: number; created_key: string; rank_key?: string };

/**
 * A search's conditions: all of them, all but the search word's, those the query asked for besides
 * "not deleted" (null when none), and the word's tsquery.
 */
export type SearchConditions = { where: SQL; filters: SQL; asked: SQL | null; tsquery: SQL };

/** How many of the newest jobs a search probes, and how many of their matches it ranks at most. */
const PROBE_JOBS = 1000;
const RANK_WINDOW = 100;
/** A word at least this share of the newest jobs hold is common: its older matches follow newest first. */
const COMMON_SHARE = 0.01;
/** Jobs holding the word that make it common among PROBE_JOBS: the probe stops counting there. */
const COMMON_HITS = Math.ceil(COMMON_SHARE * PROBE_JOBS);
/**
 * What looking a job up by primary key costs against reading it in index order: three pages against one,
 * about four times the time (at 100k jobs on a busy machine, a probe looking up 900 of the newest 1,000
 * jobs took 6.1 ms, one reading all 1,000 in index order 2.1 ms).
 */
const LOOKUP_COST = 4;
/** The smallest share of the jobs a walk for older matches reckons a common word has (MAX_WALK caps the walk anyway). */
const MIN_SHARE = 1e-3;
/** The most jobs one walk for older matches reads before it leaves the choice of plan to PostgreSQL. */
const MAX_WALK = 50_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const newestFirst = sql`${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last`;
const afterCursor = (page: JobPageRequest) =>
  page.cursor
    ? sql`where (rank, created_at, id) < (${page.cursor.rank}::real, ${page.cursor.createdAt}::timestamptz, ${page.cursor.id}::int)`
    : sql``;

type Key = { createdAt: string; id: number };
type ProbeRow = PageKey & {
  stats: boolean;
  walked: number;
  matched: number;
  word_matched: number;
  word_read: number;
  live: number;
};
type Probe = {
  keys: PageKey[];
  walked: number;
  matched: number;
  /** Jobs holding the word among the walked ones: exact below COMMON_HITS, may stop counting there. */
  wordMatched: number;
  /** The word's share among the newest jobs (with asked filters, among those read until its COMMON_HITS-th). */
  wordShare: number;
  oldest: Key | null;
  /** Jobs not deleted (job_counts), read in the same statement. */
  live: number;
};

/**
 * Reads the newest PROBE_JOBS jobs once, newest first (a bounded walk, whatever the word): which hold
 * the word, which of those pass the other filters; the newest RANK_WINDOW of the matches ranked, the
 * page of them after the cursor or offset, and the oldest of them (where the older matches start).
 *
 * Telling whether a job holds the word reads its table page: a thousand pages for the whole walk. With
 * filters asked, the walk (`walk`) is first read only as far as the COMMON_HITS-th job holding the word
 * (`head`; all of it for a rarer word), which is enough to tell a common word. If fewer than one in
 * LOOKUP_COST of the jobs read so far pass the filters (`choice`), the rest of the walk is not read: the
 * rest of the newest jobs come off jobs_live_created_idx alone (`newest`, index-only: every filter but
 * the industry's is a column of it) and only those passing the filters are looked up by primary key.
 * Either way `probe` holds the same rows: engineer + Monrovia + full_time at 100k jobs reads about 160
 * pages instead of 1,010.
 */
async function probeNewest(db: Db, from: SQL, search: SearchConditions, page: JobPageRequest): Promise<Probe> {
  const { filters, asked, tsquery } = search;
  const hit = sql`${jobs.searchVector} @@ ${tsquery}`;
  const rank = sql`case when ${hit} then ts_rank(${jobs.searchVector}, ${tsquery}) end`;
  // The newest jobs from the table in index order, one page each; a materialized CTE is read only as far as asked.
  const walk = sql`walk as materialized (
      select ${jobs.id} as id, ${jobs.createdAt} as created_at,
        row_number() over (order by ${newestFirst}) as position, (${filters}) as passes, ${hit} as hit, ${rank} as rank
      from ${from} where ${listedJob}
      order by ${newestFirst}
      limit ${PROBE_JOBS}
    )`;
  // `probe`: the probed jobs passing the filters, with position, hit and rank; `counts`: the Probe's counts.
  const steps =
    asked === null
      ? sql`${walk}, probe as materialized (
      select id, created_at, position, hit, rank from walk
    ), counts as (
      select count(*)::int as walked, (count(*) filter (where hit))::int as word_matched, count(*)::int as word_read
      from walk
    )`
      : sql`${walk}, head as (
      select count(*)::int as hits,
        (case when count(*) < ${COMMON_HITS} then (select count(*) from walk) else max(position) end)::int as read
      from (select position from walk where hit limit ${COMMON_HITS}) as hits
    ), choice as (
      select (select hits from head) >= ${COMMON_HITS}
        and ${LOOKUP_COST} * count(*) filter (where passes) < (select read from head) as lookup
      from (select passes from walk limit (select read from head)) as read_so_far
    ), newest as materialized (
      select ${jobs.id} as id, ${jobs.createdAt} as created_at,
        row_number() over (order by ${newestFirst}) as position, (${asked}) as passes
      from ${from} where ${listedJob}
      order by ${newestFirst}
      limit ${PROBE_JOBS}
    ), probe as materialized (
      select id, created_at, position, hit, rank from walk where passes and not (select lookup from choice)
      union all
      select id, created_at, position, hit, rank from (select * from walk limit (select read from head)) as read_so_far
      where passes and (select lookup from choice)
      union all
      -- One primary-key lookup per job (offset 0 keeps the planner from joining the whole table instead).
      select newest.id, newest.created_at, newest.position, job.hit, job.rank
      from newest cross join lateral (
        select ${hit} as hit, ${rank} as rank from ${jobs} where ${jobs.id} = newest.id offset 0
      ) as job
      where newest.passes and newest.position > (select read from head) and (select lookup from choice)
    ), counts as (
      -- Counting the walk would read all of it: the looked-up way counts the index-only rows.
      select (case when (select lookup from choice) then (select count(*) from newest) else (select count(*) from walk) end)::int
          as walked,
        hits as word_matched, read as word_read
      from head
    )`;
  const result = await db.execute(sql`
    with ${steps}, ranked as (
      select id, created_at, rank, position from probe where hit order by position limit ${RANK_WINDOW}
    )
    select *, false as stats, null::int as walked, null::int as matched, null::int as word_matched,
      null::int as word_read, null::int as live from (
      select id, created_at::text as created_key, rank::text as rank_key from ranked ${afterCursor(page)}
      order by rank desc, created_at desc, id desc
      limit ${page.limit + 1} offset ${page.cursor ? 0 : page.offset}
    ) as page
    union all
    select oldest.id, oldest.created_at::text, null, true, counts.walked, (select count(*) from probe where hit)::int,
      counts.word_matched, counts.word_read, (${liveJobCountQuery()})
    from counts
    left join (select id, created_at from ranked order by position desc limit 1) as oldest on true`);
  const rows = rowsOf<ProbeRow>(result);
  const stats = rows.find((row) => row.stats);
  const wordMatched = stats?.word_matched ?? 0;
  return {
    keys: rows.filter((row) => !row.stats).map(({ id, created_key, rank_key }) => ({ id, created_key, rank_key })),
    walked: stats?.walked ?? 0,
    matched: stats?.matched ?? 0,
    wordMatched,
    wordShare: wordMatched / Math.max(stats?.word_read ?? 0, 1),
    oldest: stats?.id ? { createdAt: stats.created_key, id: stats.id } : null,
    live: stats?.live ?? 0,
  };
}

/**
 * Matches older than `before` (and than an older-matches cursor), newest first. The newest jobs passing
 * the filters are walked first (index-only where the filters allow), at most `walk` of them, and only
 * those are looked up for the word; with `walk` null PostgreSQL plans the whole query itself.
 */
async function olderMatches(
  db: Db,
  from: SQL,
  search: SearchConditions,
  bounds: { before: Key | null; cursor: JobCursor | undefined },
  rows: { take: number; skip: number; walk: number | null },
): Promise<PageKey[]> {
  const value = (key: Key) => sql`(${key.createdAt}::timestamptz, ${key.id}::int)`;
  const { before, cursor } = bounds;
  // One bound only, the older of the two: with two row comparisons the index walk would start at the newer.
  const start =
    before && cursor
      ? sql`(select at, id from (values ${value(before)}, ${value(cursor)}) as bounds (at, id) order by at, id limit 1)`
      : before || cursor
        ? value((before ?? cursor) as Key)
        : null;
  const range = start ? sql` and (${jobs.createdAt}, ${jobs.id}) < ${start}` : sql``;
  const query =
    rows.walk === null
      ? sql`
        select ${jobs.id} as id, ${jobs.createdAt}::text as created_key, ${OLDER_RANK}::text as rank_key
        from ${from} where ${search.where}${range}
        order by ${newestFirst}
        limit ${rows.take} offset ${rows.skip}`
      : sql`
        select walked.id, walked.created_at::text as created_key, ${OLDER_RANK}::text as rank_key from (
          select ${jobs.id} as id, ${jobs.createdAt} as created_at from ${from} where ${search.filters}${range}
          order by ${newestFirst}
          limit ${rows.walk}
        ) as walked
        join ${jobs} as job on job.id = walked.id
        where job.search_vector @@ ${search.tsquery}
        order by walked.created_at desc nulls last, walked.id desc nulls last
        limit ${rows.take} offset ${rows.skip}`;
  return rowsOf<PageKey>(await db.execute(query));
}

/**
 * Every match ranked (the innermost query scores them, the `offset 0` keeps the rank computed there,
 * so the window holds narrow rows) and counted in the same pass: for a word the newest jobs rarely
 * hold, whose matches the full-text index finds in a few pages.
 */
async function rankAll(db: Db, from: SQL, search: SearchConditions, page: JobPageRequest) {
  const result = await db.execute(sql`
    select id, created_at::text as created_key, rank::text as rank_key, total from (
      select id, created_at, rank, (count(*) over ())::int as total from (
        select ${jobs.id} as id, ${jobs.createdAt} as created_at,
          ts_rank(${jobs.searchVector}, ${search.tsquery}) as rank
        from ${from} where ${search.where} offset 0
      ) as scored
    ) as counted
    ${afterCursor(page)}
    order by rank desc, created_at desc, id desc
    limit ${page.limit + 1} offset ${page.cursor ? 0 : page.offset}`);
  return rowsOf<PageKey & { total: number }>(result);
}

/**
 * One page of a search and its count. Ranking needs each match's tsvector, and the full-text index
 * hands over a word's matches all at once: for a word in 15 % of a million jobs that is 150,000 rows.
 * So a search first probes the newest PROBE_JOBS jobs (probeNewest):
 * - all jobs probed: the answer is complete and exact;
 * - a word at least COMMON_SHARE of them hold is common: its newest RANK_WINDOW matches are ranked
 *   (the first pages), the older matches follow newest first, each page a short index walk; the count is
 *   sampled (the matches' share among the probed jobs times all jobs) when that is above
 *   JOB_COUNT_EXACT_UP_TO, else counted exactly up to it;
 * - otherwise every match is ranked and counted exactly (rankAll): the index finds a rare word's few
 *   matches cheaply. A word common long ago but rare among the newest jobs is slow here (docs/performance.md).
 * `count` is null when the page is past the end of a fully ranked list (the caller counts then).
 */
export async function searchPage(
  db: Db,
  from: SQL,
  search: SearchConditions,
  page: JobPageRequest,
): Promise<{ keys: PageKey[]; count: ListCount | null; carried: CarriedSearch | null }> {
  // Past a common word's ranked matches the cursor carries its count and share: no probe of the newest
  // jobs, the page is one walk from the cursor (at 100k jobs 468 buffer reads instead of 1,478).
  const carried = page.cursor?.rank === OLDER_RANK ? page.cursor.carried : undefined;
  if (carried) {
    const bounds = { before: null, cursor: page.cursor };
    const keys = await olderPage(db, from, search, bounds, { take: page.limit + 1, skip: 0 }, carried.wordShare);
    return { keys, count: { count: carried.count, estimated: carried.estimated }, carried };
  }
  const probe = await probeNewest(db, from, search, page);
  // A small table: every job was probed and every match ranked.
  if (probe.walked < PROBE_JOBS && probe.matched <= RANK_WINDOW) {
    return { keys: probe.keys, count: { count: probe.matched, estimated: false }, carried: null };
  }
  const olderCursor = page.cursor?.rank === OLDER_RANK;
  // wordMatched stops at COMMON_HITS, which is COMMON_SHARE of PROBE_JOBS and so at least COMMON_SHARE
  // of any walk: below it the count is exact, at it the word is common whatever the rest holds.
  if (probe.wordMatched / probe.walked < COMMON_SHARE && !olderCursor) {
    const rows = await rankAll(db, from, search, page);
    const total = rows[0]?.total;
    return { keys: rows, count: total === undefined ? null : { count: total, estimated: false }, carried: null };
  }
  // At least MIN_SHARE, as the walk reckons it: a cursor carries a share above zero.
  const wordShare = Math.max(probe.wordShare, MIN_SHARE);
  let keys = probe.keys;
  const take = page.limit + 1 - keys.length;
  if (take > 0) {
    const ranked = Math.min(probe.matched, RANK_WINDOW);
    const skip = page.cursor ? 0 : Math.max(0, page.offset - ranked);
    const bounds = { before: probe.oldest, cursor: olderCursor ? page.cursor : undefined };
    keys = keys.concat(await olderPage(db, from, search, bounds, { take, skip }, wordShare));
  }
  const estimate = (probe.matched / probe.walked) * probe.live;
  const count =
    estimate > JOB_COUNT_EXACT_UP_TO
      ? { count: estimatedCount(estimate), estimated: true }
      : await cappedCount(db, from, search.where);
  return { keys, count, carried: { ...count, wordShare } };
}

/**
 * `take` older matches after `skip`: a walk of enough jobs that the word's share among the newest ones
 * would give four times the rows needed; if the word thinned out in older jobs, PostgreSQL plans the
 * rest (the full-text index, or a longer walk).
 */
async function olderPage(
  db: Db,
  from: SQL,
  search: SearchConditions,
  bounds: { before: Key | null; cursor: JobCursor | undefined },
  rows: { take: number; skip: number },
  wordShare: number,
): Promise<PageKey[]> {
  const { take, skip } = rows;
  const walk = Math.min(MAX_WALK, Math.max(PROBE_JOBS, Math.ceil((4 * (take + skip)) / wordShare)));
  const older = await olderMatches(db, from, search, bounds, { take, skip, walk });
  return older.length < take ? olderMatches(db, from, search, bounds, { take, skip, walk: null }) : older;
}
