import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { findCompanyFigures, findJobFigures } from '../src/modules/job-figures/job-figures.repository';
import { type BenchRow, finish, percentile, printRows } from './report';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * `npm run bench:figures`: the job figures' reads on PostgreSQL (DATABASE_URL, default the local
 * server; a throw-away database) with 10,000 jobs of 100 companies, each with a figures row on each of
 * the last 90 days: one job's 30 days, and one company's 30 days over its 100 jobs. Report-only unless --strict.
 */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JOBS = 10_000;
const COMPANIES = 100;
const DAYS = 90;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const P95_GOAL = 50;

async function p95(run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 5; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return percentile(
    samples.sort((a, b) => a - b),
    95,
  );
}

async function main() {
  const throwaway = await createThrowawayDatabase(SERVER_URL, 'lj_bench_figures');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-bench-figures-'));
  const database = await openDatabase({ databaseUrl: throwaway.url, dataDir });
  try {
    await migrateDatabase(database);
    const db = database.db;
    await db.execute(sql`
      insert into users (email, password_hash, user_type)
      select 'figures-' || i || '@example.com', 'x', 'company' from generate_series(1, ${COMPANIES}) i`);
    await db.execute(sql`
      insert into companies (name, user_id) select 'Company ' || id, id from users where user_type = 'company'`);
    await db.execute(sql`
      insert into jobs (title, description, company_id, views)
      select 'Job ' || i, 'A job.', (select min(id) from companies) + i % ${COMPANIES}, 0
      from generate_series(1, ${JOBS}) i`);
    await db.execute(sql`
      insert into job_daily_figures (job_id, day, views, applications, from_search, from_shared, from_alert, from_direct)
      select j.id, current_date - d, (j.id * 7 + d * 13) % 50, (j.id + d) % 4, (j.id + d) % 2, d % 2, 0, 1
      from jobs j cross join generate_series(0, ${DAYS - 1}) d`);
    await db.execute(sql`analyze`);
    const [{ first, companies: ids } = { first: 0, companies: [] as number[] }] = (
      (await db.execute(sql`select min(id)::int as first, array_agg(id) as companies from companies`)) as unknown as {
        rows: Array<{ first: number; companies: number[] }>;
      }
    ).rows;
    const companyOf = (job: number) => ids[(job - first) % COMPANIES] ?? 0;
    const [{ firstJob } = { firstJob: 0 }] = (
      (await db.execute(sql`select min(id)::int as "firstJob" from jobs`)) as unknown as {
        rows: Array<{ firstJob: number }>;
      }
    ).rows;
    const jobAt = (i: number) => firstJob + ((i * 97) % JOBS);
    const oneJob = await p95(async (i) => {
      const job = jobAt(i);
      const [row] = (
        (await db.execute(sql`select company_id from jobs where id = ${job}`)) as unknown as {
          rows: Array<{ company_id: number }>;
        }
      ).rows;
      await findJobFigures(db, row?.company_id ?? companyOf(job), job);
    });
    const oneCompany = await p95((i) => findCompanyFigures(db, ids[i % ids.length] ?? 0));
    const rows: BenchRow[] = [
      {
        metric: `one job's 30 days (${JOBS} jobs x ${DAYS} days), p95`,
        value: `${oneJob.toFixed(1)} ms`,
        goal: `<= ${P95_GOAL} ms`,
        pass: oneJob <= P95_GOAL,
      },
      {
        metric: `one company's 30 days over its ${JOBS / COMPANIES} jobs, p95`,
        value: `${oneCompany.toFixed(1)} ms`,
        goal: `<= ${P95_GOAL} ms`,
        pass: oneCompany <= P95_GOAL,
      },
    ];
    finish(printRows('Job figures on PostgreSQL', rows));
  } finally {
    await database.close();
    await throwaway.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
