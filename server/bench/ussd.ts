import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { generateBenchData } from './bench-data';
import { type BenchRow, finish, percentile, printRows } from './report';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * `npm run bench:ussd`: the USSD menu's answer times on PostgreSQL (DATABASE_URL, default the local test
 * server; a throw-away database of its own) with 100,000 jobs: rounds of 50 sessions at once, each of 6
 * steps as a gateway posts them (dial, Find jobs, a county, a kind of work, More, a job), through the
 * real app (app.inject: the server's own time, no network). Gateways drop a session that waits a few
 * seconds: the goal is 1 s at the 99th percentile. Report-only unless --strict.
 */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JOBS = 100_000;
const AT_ONCE = 50;
const ROUNDS = 10;
const GOAL_MS = 1000;
const SECRET = 'bench-ussd-secret-0123456789';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-bench-ussd-'));
const throwaway = await createThrowawayDatabase(SERVER_URL, 'lj_bench_ussd');
const database = await openDatabase({ databaseUrl: throwaway.url, dataDir });
try {
  await migrateDatabase(database);
  await generateBenchData(database.db, { companies: 500, jobs: JOBS }, (done) =>
    process.stdout.write(`\r  jobs: ${done.toLocaleString('en')} / ${JOBS.toLocaleString('en')}`),
  );
  await database.db.execute(sql`vacuum analyze`);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: throwaway.url,
    SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    USSD_CALLBACK_SECRET: SECRET,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const loadAtStart = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

  const times: number[] = [];
  /** Each step's times, by its place in the session (dial, Find jobs, county, kind, More, job). */
  const byStep: number[][] = Array.from({ length: 6 }, () => []);
  const unexpected: string[] = [];
  /** One session of 6 steps; the county and the kind of work vary with the session. */
  async function session(index: number): Promise<void> {
    const answers: string[] = [];
    const steps = ['', '1', String(1 + (index % 8)), String(2 + (index % 6)), '9', '1'];
    for (const [place, answer] of steps.entries()) {
      if (answer !== '') answers.push(answer);
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/ussd/${SECRET}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          sessionId: `bench-${index}`,
          serviceCode: '*384*123#',
          phoneNumber: `+23177${String(index).padStart(7, '0')}`,
          networkCode: '61801',
          text: answers.join('*'),
        }).toString(),
      });
      times.push(performance.now() - started);
      byStep[place]?.push(performance.now() - started);
      if (response.statusCode !== 200 || !/^(CON|END) /.test(response.body)) {
        unexpected.push(`${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
  }
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    await Promise.all(Array.from({ length: AT_ONCE }, (_, k) => session(round * AT_ONCE + k)));
  }
  const seconds = (performance.now() - started) / 1000;
  await app.close();

  const sorted = [...times].sort((a, b) => a - b);
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const rows: BenchRow[] = [
    {
      metric: `USSD answer, ${AT_ONCE} sessions at once, ${JOBS.toLocaleString('en')} jobs: p99 ms`,
      value: percentile(sorted, 99).toFixed(0),
      reference: `p50 ${percentile(sorted, 50).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms; ${times.length} answers in ${seconds.toFixed(1)} s`,
      goal: `<= ${GOAL_MS}`,
      pass: percentile(sorted, 99) <= GOAL_MS,
    },
    ...['dial', 'Find jobs', 'county', 'kind of work (first jobs)', 'More', 'a job'].map((step, place) => {
      const stepTimes = [...(byStep[place] ?? [])].sort((a, b) => a - b);
      return {
        metric: `step ${place + 1}, ${step}: p99 ms`,
        value: percentile(stepTimes, 99).toFixed(0),
        reference: `p50 ${percentile(stepTimes, 50).toFixed(0)} ms`,
        goal: `<= ${GOAL_MS}`,
        pass: percentile(stepTimes, 99) <= GOAL_MS,
      };
    }),
    {
      metric: 'answers that were not CON or END',
      value: String(unexpected.length),
      reference: unexpected[0] ?? '',
      goal: '0',
      pass: unexpected.length === 0,
    },
  ];
  const title = `bench:ussd — PostgreSQL, ${JOBS.toLocaleString('en')} jobs, ${ROUNDS} rounds of ${AT_ONCE} sessions of 6 steps; load average ${loadAtStart} at the start, ${load} at the end`;
  finish(printRows(title, rows));
} finally {
  await database.close();
  await throwaway.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
