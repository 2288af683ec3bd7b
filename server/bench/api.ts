import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { generateBenchData } from './bench-data';
import { createThrowawayDatabase } from './throwaway-database';
import { freePort } from '../test/faults/server-process';

/**
 * `npm run bench:api`: 100,000 jobs across 500 companies, the real server in a child process,
 * autocannon on loopback against a search with two filters, a job detail and a static JSON floor;
 * on PGlite and, when DATABASE_URL is set, on PostgreSQL. BENCH_JOBS, BENCH_COMPANIES,
 * BENCH_DURATION (seconds) and BENCH_CONNECTIONS override the defaults for a quick run.
 */
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 500);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Every browser asks for compressed answers; the server's work includes compressing them.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

type Row = { scenario: string; rps: number; p50: number; p99: number; failures: number };

/** Creates, migrates and fills the database; answers the env the server needs and a cleanup. */
async function prepare(kind: 'pglite' | 'postgres', dataDir: string) {
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (kind === 'postgres') {
    const throwaway = await createThrowawayDatabase(process.env.DATABASE_URL as string, 'lj_bench');
    databaseUrl = throwaway.url;
    drop = throwaway.drop;
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateDatabase(database);
  const started = Date.now();
  await generateBenchData(database.db, { companies: COMPANIES, jobs: JOBS }, (done) =>
    process.stdout.write(`\r  ${kind}: ${done.toLocaleString('en')} / ${JOBS.toLocaleString('en')} jobs`),
  );
  console.info(` (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const ids = await database.db.execute(sql`select min(id) as first, max(id) as last from jobs`);
  const range = (ids as unknown as { rows: Array<{ first: number; last: number }> }).rows[0];
  await database.close();
  return { databaseUrl, drop, firstId: Number(range?.first), lastId: Number(range?.last) };
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // The PGlite run must not inherit DATABASE_URL from the shell, or it would use PostgreSQL.
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  let logLines = 0;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    cwd: serverDir,
    env: { ...parentEnv, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('ready')) resolve(child);
      // Anything else is the server's error log: show the first lines, a failing benchmark must say why.
      else if (logLines++ < 3) process.stderr.write(text.slice(0, 2000));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function measure(scenario: string, options: Parameters<typeof autocannon>[0]): Promise<Row> {
  // A short warm-up fills caches and JIT so the measured run is steady.
  await autocannon({ ...options, duration: Math.min(3, DURATION) });
  const result: Result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) console.warn(`  ${scenario}: ${failures} failed requests`, result.statusCodeStats);
  return {
    scenario,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
  };
}

async function run(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-bench-'));
  const prepared = await prepare(kind, dataDir);
  const port = await freePort();
  const server = await startServer({
    NODE_ENV: 'production',
    SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    ...(prepared.databaseUrl ? { DATABASE_URL: prepared.databaseUrl } : {}),
  });
  const base = `http://127.0.0.1:${port}`;
  const span = prepared.lastId - prepared.firstId + 1;
  /** GETs of a new path for every request. */
  const eachRequest = (nextPath: () => string): Parameters<typeof autocannon>[0] => ({
    url: base,
    headers: BROWSER_HEADERS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  try {
    const search = '/api/jobs/?search=engineer&location=Monrovia&job_type=full_time';
    return [
      // What visitors mostly do: the same popular searches; guests' answers are shared for a few seconds.
      await measure('search + 2 filters', { url: `${base}${search}`, headers: BROWSER_HEADERS }),
      // The database's own cost: a new query each time (a salary floor that keeps nearly every match)
      // never finds a shared answer.
      await measure(
        'search + 2 filters, uncached',
        eachRequest(() => `${search}&salary_min=${1 + Math.floor(Math.random() * 1000)}`),
      ),
      // A random job each time: guests' first views, so every request also records a view.
      await measure(
        'job detail',
        eachRequest(() => `/api/jobs/${prepared.firstId + Math.floor(Math.random() * span)}/`),
      ),
      await measure('static JSON floor', { url: `${base}/api/bench/floor/`, headers: BROWSER_HEADERS }),
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await prepared.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(kind: string, rows: Row[]): void {
  const floor = rows.find((row) => row.scenario === 'static JSON floor');
  console.info(`\n${kind}: ${JOBS.toLocaleString('en')} jobs, ${CONNECTIONS} connections, ${DURATION} s each`);
  console.info('| scenario | req/s | p50 ms | p99 ms | vs floor (req/s) | failures |');
  console.info('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = floor ? `${((row.rps / floor.rps) * 100).toFixed(1)} %` : '';
    console.info(`| ${row.scenario} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} | ${row.failures} |`);
  }
}

// BENCH_DATABASES=postgres skips the PGlite run (its figures don't change while PostgreSQL's are tuned).
const wanted = process.env.BENCH_DATABASES?.split(',');
const kinds = (process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter(
  (kind) => !wanted || wanted.includes(kind),
);
for (const kind of kinds) report(kind, await run(kind));
