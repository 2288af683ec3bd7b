import type { JobListQuery } from '@lj/contract';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { generateBenchData } from '../../../bench/bench-data';
import { type Database, type Db, schema } from '../../db/client';
import { decodeJobCursor, encodeJobCursor, OLDER_RANK } from './job-cursor';
import { jobSearchOf } from './job-search';
import { searchJobs } from './jobs.repository';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
};
type Captured = { query: string; params: unknown[] };
type Client = { query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };

const JOBS = 5000;

/** Every node with its parent's type, so a Sort can be told apart from a top-N sort under a Limit. */
function* walk(node: PlanNode, parent: string | null = null): Generator<[PlanNode, string | null]> {
  yield [node, parent];
  for (const child of node.Plans ?? []) yield* walk(child, node['Node Type']);
}

/**
 * The planner's plan for the job list's queries on a realistic table must never read the whole jobs
 * table nor sort every row: at 100k jobs either costs tens of milliseconds per search.
 */
describe('job search query plans', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let client: Client;
  let captured: Captured[];
  let logged: Db;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await generateBenchData(database.db, { companies: 50, jobs: JOBS }, () => {});
    // One job holds a rare word.
    await database.db.execute(sql`update jobs set title = 'Zircon Assayer' where id = (select min(id) from jobs)`);
    // VACUUM sets the visibility map (index-only scans), ANALYZE the statistics, as autovacuum would.
    await database.db.execute(sql`vacuum analyze`);
    client = (database.db as unknown as { $client: Client }).$client;
    captured = [];
    const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
    // The same connection with a query logger: the test explains exactly what the repository sends.
    logged = (database.kind === 'pglite'
      ? drizzlePglite(client as never, { schema, logger })
      : drizzlePg(client as never, { schema, logger })) as unknown as Db;
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await drop();
  });

  async function plansOf(query: JobListQuery, page: Parameters<typeof searchJobs>[2]) {
    captured = [];
    await searchJobs(logged, jobSearchOf(query), page, null);
    expect(captured.length).toBeGreaterThan(0);
    const plans: PlanNode[] = [];
    for (const { query: text, params } of captured) {
      // The count estimate asks the planner itself (job-count.ts): nothing of it runs.
      if (/^\s*explain/i.test(text)) continue;
      const { rows } = await client.query(`explain (format json) ${text}`, params);
      const raw = rows[0]?.['QUERY PLAN'];
      const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
      plans.push(json[0]?.Plan as PlanNode);
    }
    return plans;
  }

  function problemsIn(plans: PlanNode[]): string[] {
    const problems: string[] = [];
    for (const plan of plans) {
      for (const [node, parent] of walk(plan)) {
        if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'jobs') problems.push('Seq Scan on jobs');
        // A sort under a Limit is a top-N heap sort; any other sort must be of a small set.
        if (node['Node Type'] === 'Sort' && parent !== 'Limit' && node['Plan Rows'] > JOBS / 10) {
          problems.push(`Sort of ${node['Plan Rows']} rows`);
        }
      }
    }
    return problems;
  }

  const firstPage = { offset: 0, limit: 20 };
  const cases: Array<[string, JobListQuery]> = [
    ['the newest jobs', {}],
    ['the newest open jobs', { status: 'active' }],
    ['the newest jobs not open', { status: 'inactive' }],
    ['the open jobs of a county', { county: 'Lofa', status: 'active' }],
    ['a salary range in LRD', { salary_min: 20000, salary_max: 60000, salary_currency: 'LRD' }],
    ['a common word in a county', { search: 'engineer', county: 'Nimba' }],
    ['a search word and two filters', { search: 'engineer', location: 'Monrovia', job_type: ['full_time'] }],
    ['a location', { location: 'monrovia' }],
    ['a rare word', { search: 'zircon' }],
    ['an absent word', { search: 'xylophone' }],
    ['a job type and experience level', { job_type: ['contract'], experience_level: 'senior' }],
    // 15 % of the jobs: ranked within the newest matches, not all of them (job-ranked-search.ts).
    ['a common word alone', { search: 'engineer' }],
    ['a common word and the industry filter', { search: 'engineer', industry: [1, 2, 3] }],
  ];

  /**
   * The full-text index hands over every match at once: for a common word, every page of the table. Not
   * when its matches are first intersected with another index's (a county's jobs): only jobs in both are read.
   */
  const fullTextIndexIn = (plans: PlanNode[]) =>
    plans.some((plan) =>
      [...walk(plan)].some(([node, parent]) => node['Index Name'] === 'jobs_search_idx' && parent !== 'BitmapAnd'),
    );

  for (const [name, query] of cases) {
    it(`when the list asks for ${name}, then no query reads all jobs or sorts them all`, async () => {
      const plans = await plansOf(query, firstPage);
      expect(problemsIn(plans)).toEqual([]);
      if (name.startsWith('a common word')) expect(fullTextIndexIn(plans)).toBe(false);
    });
  }

  it('when a common word is paged past its ranked matches, by number or by cursor, then no query reads all jobs', async () => {
    // Just past the 100 ranked matches; a deep page by number walks every job before it, like a newest one.
    const deep = { offset: 120, limit: 20 };
    const offsetPlans = await plansOf({ search: 'engineer' }, deep);
    expect(problemsIn(offsetPlans)).toEqual([]);
    expect(fullTextIndexIn(offsetPlans)).toBe(false);
    const { nextCursor } = await searchJobs(database.db, jobSearchOf({ search: 'engineer' }), deep, null);
    const [createdAt, id, rank] = JSON.parse(Buffer.from(nextCursor ?? '', 'base64url').toString()) as [
      string,
      number,
      string,
    ];
    // Past the ranked window the cursor carries the "older matches" rank.
    expect(rank).toBe('-1');
    const cursorPlans = await plansOf({ search: 'engineer' }, { ...firstPage, cursor: { createdAt, id, rank } });
    expect(problemsIn(cursorPlans)).toEqual([]);
    expect(fullTextIndexIn(cursorPlans)).toBe(false);
  });

  it('when older matches are paged by a cursor that carries the search, then the newest jobs are not probed again', async () => {
    const deep = { offset: 120, limit: 20 };
    const before = await searchJobs(database.db, jobSearchOf({ search: 'engineer' }), deep, null);
    const cursor = decodeJobCursor(before.nextCursor ?? '', true);
    expect(cursor?.rank).toBe(OLDER_RANK);
    expect(cursor?.carried).toEqual({
      count: before.count,
      estimated: before.estimated,
      wordShare: expect.any(Number),
    });
    if (!cursor?.carried) throw new Error('the deep page cursor carries nothing');
    const plans = await plansOf({ search: 'engineer' }, { ...firstPage, cursor });
    // The probe is the one query that numbers the newest jobs.
    expect(captured.some(({ query }) => /row_number\(\)/.test(query))).toBe(false);
    expect(problemsIn(plans)).toEqual([]);
    expect(fullTextIndexIn(plans)).toBe(false);
    // The same page and count as a cursor without them, which probes.
    const { carried: _carried, ...bare } = cursor;
    const idsOf = (answer: Awaited<ReturnType<typeof searchJobs>>) => answer.list.rows.map((row) => row.id);
    const carriedPage = await searchJobs(
      database.db,
      jobSearchOf({ search: 'engineer' }),
      { ...firstPage, cursor },
      null,
    );
    const probedPage = await searchJobs(
      database.db,
      jobSearchOf({ search: 'engineer' }),
      { ...firstPage, cursor: bare },
      null,
    );
    expect(idsOf(carriedPage)).toHaveLength(firstPage.limit);
    expect(idsOf(carriedPage)).toEqual(idsOf(probedPage));
    expect(carriedPage.count).toBe(probedPage.count);
    expect(carriedPage.nextCursor).toBe(probedPage.nextCursor);
  });

  it('when a common word is searched with filters few jobs pass, then the probe reads a few hundred pages, not one per job probed', async () => {
    captured = [];
    await searchJobs(
      logged,
      jobSearchOf({ search: 'engineer', location: 'Monrovia', job_type: ['full_time'] }),
      firstPage,
      null,
    );
    // The probe: the one query that numbers the newest jobs.
    const probe = captured.find(({ query }) => /row_number\(\)/.test(query));
    expect(probe).toBeDefined();
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${probe?.query}`, probe?.params ?? []);
    const raw = rows[0]?.['QUERY PLAN'];
    const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: Record<string, number> }>)[0]
      ?.Plan;
    const pages = (plan?.['Shared Hit Blocks'] ?? 0) + (plan?.['Shared Read Blocks'] ?? 0);
    // Reading the tsvector of each of the newest 1,000 jobs takes about 1,000 (the probe before the index-only way).
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThan(400);
  });

  it('when the list filters by a common place, then its newest jobs are read off the index, not gathered by trigrams and sorted', async () => {
    // Monrovia is in one job of nine. Without statistics of lower(location) (migration 0006) the planner
    // guesses one in two hundred and gathers every Monrovia job through the trigram index to sort them.
    const plans = await plansOf({ location: 'Monrovia' }, firstPage);
    const nodes = plans.flatMap((plan) => [...walk(plan)].map(([node]) => node));
    expect(nodes.filter((node) => node['Index Name'] === 'jobs_live_location_trgm_idx')).toEqual([]);
    expect(
      nodes.some((node) => node['Node Type'] === 'Index Only Scan' && node['Index Name'] === 'jobs_live_created_idx'),
    ).toBe(true);
  });

  it('when the open jobs are listed (the page by default), then they are read off the index alone', async () => {
    // Whether a job is open needs its deadline: in the index, no job's row is read to tell.
    const plans = await plansOf({ status: 'active' }, firstPage);
    const scans = plans.flatMap((plan) => [...walk(plan)].map(([node]) => node));
    expect(
      scans.some((node) => node['Node Type'] === 'Index Only Scan' && node['Index Name'] === 'jobs_live_created_idx'),
    ).toBe(true);
    // The page's 20 rows are then loaded by their ids; no other job is read.
    const read = scans.filter((node) => node['Relation Name'] === 'jobs' && node['Node Type'] !== 'Index Only Scan');
    expect(read.map((node) => node['Index Name'])).toEqual(['jobs_pkey']);
  });

  it('when a deep page is asked by cursor, then it is read off the index like page 1', async () => {
    const { rows } = await client.query(
      'select created_at::text as created_at, id from jobs order by created_at desc, id desc offset 4000 limit 1',
      [],
    );
    const row = rows[0] as { created_at: string; id: number };
    const cursor = { createdAt: row.created_at, id: row.id, rank: null };
    expect(problemsIn(await plansOf({}, { ...firstPage, cursor }))).toEqual([]);
    expect(encodeJobCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
