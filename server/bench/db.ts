import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { JobListQuery } from '@lj/contract';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { type Database, type Db, openDatabase, schema } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { decodeJobCursor, type JobCursor } from '../src/modules/jobs/job-cursor';
import { jobSearchOf } from '../src/modules/jobs/job-search';
import { type JobPageRequest, searchJobs } from '../src/modules/jobs/jobs.repository';
import { generateBenchData } from './bench-data';
import { createThrowawayDatabase } from './throwaway-database';
import { type BenchRow, finish, percentile, printRows } from './report';

/**
 * `npm run bench:db`: the job list's queries, through the real repository function in-process, on
 * 100,000 jobs (`-- --jobs 1000000` or `--million` for a million; BENCH_JOBS also sets it): common,
 * medium, rare and absent words, filters, page 1 and a deep page by cursor. PostgreSQL when DATABASE_URL
 * is set (a throw-away database), else PGlite. BENCH_RUNS sets the timed runs per query. Besides the
 * times, each scenario's shared buffers (EXPLAIN ANALYZE of every query it sends) are printed: unlike
 * times they do not depend on what else the machine runs. Report-only unless --strict.
 */
const jobsArgument = process.argv.indexOf('--jobs');
const JOBS = Number(
  jobsArgument > 0
    ? process.argv[jobsArgument + 1]
    : (process.env.BENCH_JOBS ?? (process.argv.includes('--million') ? 1_000_000 : 100_000)),
);
if (!Number.isInteger(JOBS) || JOBS < 1000) throw new Error('--jobs takes a whole number of jobs, at least 1000');
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const P95_GOAL = JOBS > 100_000 ? 20 : 10;
const PAGE = { offset: 0, limit: 20 };

async function open(): Promise<{ database: Database; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-bench-db-'));
  if (!process.env.DATABASE_URL) {
    const database = await openDatabase({ dataDir });
    return {
      database,
      cleanup: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const throwaway = await createThrowawayDatabase(process.env.DATABASE_URL, 'lj_bench_db');
  const database = await openDatabase({ databaseUrl: throwaway.url, dataDir });
  return {
    database,
    cleanup: async () => {
      await database.close();
      await throwaway.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** p50 and p95 of `RUNS` timed calls after a warm-up. */
async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

type PlanNode = { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
type Client = { query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };

/**
 * Shared buffers (hit + read) of every query one call sends, by EXPLAIN (ANALYZE, BUFFERS) on the same
 * connection with a query logger: a measure of the work that a loaded machine does not distort.
 */
async function buffersOf(database: Database, run: (db: Db) => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
  const logged = (database.kind === 'pglite'
    ? drizzlePglite(client as never, { schema, logger })
    : drizzlePg(client as never, { schema, logger })) as unknown as Db;
  await run(logged);
  let total = 0;
  for (const { query, params } of captured) {
    if (/^\s*explain/i.test(query)) continue;
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${query}`, params);
    const raw = rows[0]?.['QUERY PLAN'];
    const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>)[0]?.Plan;
    total += (plan?.['Shared Hit Blocks'] ?? 0) + (plan?.['Shared Read Blocks'] ?? 0);
  }
  return total;
}

const loadAtStart = loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
const { database, cleanup } = await open();
try {
  const { db } = database;
  await migrateDatabase(database);
  const started = Date.now();
  await generateBenchData(db, { companies: JOBS >= 1_000_000 ? 2000 : 500, jobs: JOBS }, (done) =>
    process.stdout.write(`\r  ${database.kind}: ${done.toLocaleString('en')} / ${JOBS.toLocaleString('en')} jobs`),
  );
  // One job holds a rare word; VACUUM sets the visibility map (index-only scans), as autovacuum would.
  await db.execute(sql`update jobs set title = 'Zircon Assayer' where id = (select min(id) from jobs)`);
  await db.execute(sql`vacuum analyze`);
  console.info(` (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  // A deep page: the cursor of the job at 80 % of the newest-first list, and the same spot for a search.
  const deep = Math.floor(JOBS * 0.8);
  const list = await searchJobs(db, jobSearchOf({}), { offset: deep, limit: 20 }, null);
  const searched = await searchJobs(
    db,
    jobSearchOf({ search: 'engineer' }),
    { offset: Math.floor(JOBS * 0.12), limit: 20 },
    null,
  );
  // Decoded as the route decodes a client's cursor, with what a search's cursor carries.
  const cursorOf = (text: string | null, ranked: boolean): JobCursor => {
    const cursor = decodeJobCursor(text ?? '', ranked);
    if (!cursor) throw new Error('the deep page has no next cursor');
    return cursor;
  };
  const scenarios: Array<[string, JobListQuery, JobPageRequest]> = [
    ['newest, page 1', {}, PAGE],
    ['newest, deep page by cursor', {}, { ...PAGE, cursor: cursorOf(list.nextCursor, false) }],
    ['newest open jobs (status=active), page 1', { status: 'active' }, PAGE],
    ['location filter (Monrovia), page 1', { location: 'Monrovia' }, PAGE],
    ['open jobs of a county (Lofa), page 1', { county: 'Lofa', status: 'active' }, PAGE],
    [
      'open jobs, salary range in LRD, page 1',
      { salary_min: 20000, salary_max: 60000, salary_currency: 'LRD', status: 'active' },
      PAGE,
    ],
    [
      'common word + 2 filters (engineer, Monrovia, full_time)',
      { search: 'engineer', location: 'Monrovia', job_type: ['full_time'] },
      PAGE,
    ],
    ['common word alone (engineer, 15 % of jobs), page 1', { search: 'engineer' }, PAGE],
    [
      'common word alone, deep page by cursor',
      { search: 'engineer' },
      { ...PAGE, cursor: cursorOf(searched.nextCursor, true) },
    ],
    ['medium word alone (nurse, 5 % of jobs), page 1', { search: 'nurse' }, PAGE],
    ['rare word (zircon, 1 job)', { search: 'zircon' }, PAGE],
    ['absent word (xylophone)', { search: 'xylophone' }, PAGE],
    ['newest, deep page by offset (page number)', {}, { offset: deep, limit: 20 }],
  ];
  const results = new Map<string, { p50: number; p95: number }>();
  const buffers = new Map<string, number>();
  for (const [name, asked, page] of scenarios) {
    // Every list the app asks for is of cards (web get-jobs.ts), and so is each query measured here.
    const query: JobListQuery = { ...asked, view: 'card' };
    results.set(name, await time(() => searchJobs(db, jobSearchOf(query), page, null)));
    buffers.set(name, await buffersOf(database, (logged) => searchJobs(logged, jobSearchOf(query), page, null)));
  }
  const ms = (value: number) => value.toFixed(1);
  const rows: BenchRow[] = scenarios.map(([name]) => {
    const result = results.get(name) ?? { p50: Number.NaN, p95: Number.NaN };
    const informative = name.includes('by offset');
    return {
      metric: `${name}: p95 ms`,
      value: ms(result.p95),
      reference: `p50 ${ms(result.p50)}; ${buffers.get(name)} buffers`,
      goal: informative ? 'report (cursor replaces it)' : `<= ${P95_GOAL}`,
      pass: informative ? null : result.p95 <= P95_GOAL,
    };
  });
  for (const [deepName, firstName] of [
    ['newest, deep page by cursor', 'newest, page 1'],
    ['common word alone, deep page by cursor', 'common word alone (engineer, 15 % of jobs), page 1'],
  ] as const) {
    const deepP95 = results.get(deepName)?.p95 ?? Number.NaN;
    const firstP95 = results.get(firstName)?.p95 ?? Number.NaN;
    rows.push({
      metric: `${deepName} / page 1 (p95)`,
      value: ms(deepP95),
      reference: ms(firstP95),
      ratio: (deepP95 / firstP95).toFixed(2),
      goal: '<= 2',
      pass: deepP95 / firstP95 <= 2,
    });
  }
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const title = `bench:db — ${database.kind}, ${JOBS.toLocaleString('en')} jobs, ${RUNS} runs per query (searchJobs in-process: ids, count and the page's cards, as the app asks with view=card); load average ${loadAtStart} at the start, ${load} at the end`;
  finish(printRows(title, rows));
} finally {
  await cleanup();
}
