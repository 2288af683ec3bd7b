/**
 * `npm run bench:load`: the real server (a child process) with 10,000 seeded jobs, autocannon on
 * loopback:
 *   1. GET /api/jobs/ at 50 connections for 30 s: p99 < 250 ms, 0 errors, 0 non-2xx;
 *   2. applications by 200 signed-in job seekers to distinct jobs at 20 connections: p99 < 500 ms, 0 5xx.
 * `--soak [minutes]` (default 10) instead runs mixed traffic (list, detail, apply) and samples the
 * server's memory and open file descriptors: growth after warm-up < 50 MB, descriptors stable.
 * On PostgreSQL (a fresh database) when DATABASE_URL is set, else on PGlite. Exit code 1 when a
 * figure is missed. LOAD_DURATION (seconds) shortens the two runs for a quick check.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { freePort, serverEnv, startServer, stopServer } from '../test/faults/server-process';
import { sha256 } from '../src/lib/crypto';
import { generateBenchData } from './bench-data';
import { createThrowawayDatabase } from './throwaway-database';

const JOBS = 10_000;
const SEEKERS = 200;
const DURATION = Number(process.env.LOAD_DURATION ?? 30);
const soakIndex = process.argv.indexOf('--soak');
const SOAK_MINUTES = soakIndex === -1 ? 0 : Number(process.argv[soakIndex + 1] ?? 10) || 10;

type World = {
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
  firstJob: number;
  tokens: string[];
};

/** A fresh database with 10,000 jobs and SEEKERS job seekers, each with an API token. */
async function prepare(): Promise<World> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-load-'));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const throwaway = await createThrowawayDatabase(process.env.DATABASE_URL, 'lj_load');
    databaseUrl = throwaway.url;
    drop = throwaway.drop;
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateDatabase(database);
  await generateBenchData(database.db, { companies: 100, jobs: JOBS }, () => {});
  const tokens = Array.from({ length: SEEKERS }, () => randomBytes(20).toString('hex'));
  for (const [i, token] of tokens.entries()) {
    await database.db.execute(sql`
      with seeker as (
        insert into users (email, user_type, first_name) values (${`load-seeker-${i}@example.com`}, 'job_seeker', 'Load')
        returning id
      ), profile as (
        -- A name and a phone number: what applying needs, so each application is one request.
        insert into job_seeker_profiles (user_id, phone_number) select id, '+231770000000' from seeker
      )
      insert into sessions (id_hash, user_id, token_hash, expires_at)
      select ${`token:${sha256(token)}`}, id, ${sha256(token)}, now() + interval '1 day' from seeker`);
  }
  const ids = await database.db.execute(sql`select min(id) as first from jobs`);
  const firstJob = Number((ids as unknown as { rows: Array<{ first: number }> }).rows[0]?.first);
  await database.close();
  return {
    databaseUrl,
    dataDir,
    firstJob,
    tokens,
    drop: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Applications that never repeat a (seeker, job) pair: request k is seeker k % S on the
 * (k / S)-th job of a stride through all jobs (so consecutive batches hit different companies).
 */
function applyRequests(world: World) {
  let k = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request: object) => {
        const n = k++;
        const token = world.tokens[n % SEEKERS] as string;
        const jobId = world.firstJob + ((Math.floor(n / SEEKERS) * 7919) % JOBS);
        return {
          ...request,
          path: `/api/jobs/${jobId}/apply/`,
          headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ cover_letter: 'I would like to apply.' }),
        };
      },
    },
  ];
}

const count5xx = (result: Result) =>
  Object.entries(result.statusCodeStats)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, stat]) => sum + stat.count, 0);

type Sample = { at: number; rssMb: number; fds: number };

function sample(pid: number, started: number): Sample {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { at: (Date.now() - started) / 1000, rssMb: rssKb / 1024, fds: readdirSync(`/proc/${pid}/fd`).length };
}

async function loadRuns(base: string, world: World): Promise<boolean> {
  const list = await autocannon({ url: `${base}/api/jobs/`, connections: 50, duration: DURATION });
  const listOk = list.latency.p99 < 250 && list.errors + list.timeouts === 0 && list.non2xx === 0;
  console.info(
    `GET /api/jobs/, 50 connections, ${DURATION} s: ${list.requests.total} requests, ${list.requests.average.toFixed(0)} req/s, ` +
      `p50 ${list.latency.p50} ms, p99 ${list.latency.p99} ms, ${list.errors + list.timeouts} errors, ` +
      `${list.non2xx} non-2xx: ${listOk ? 'PASS' : 'FAIL'} (p99 < 250 ms, 0 errors, 0 non-2xx)`,
  );
  const apply = await autocannon({ url: base, connections: 20, duration: DURATION, requests: applyRequests(world) });
  const fives = count5xx(apply);
  const applyOk = apply.latency.p99 < 500 && fives === 0 && apply.errors + apply.timeouts === 0;
  const codes = Object.entries(apply.statusCodeStats).map(([code, stat]) => `${code}: ${stat.count}`);
  console.info(
    `POST apply, ${SEEKERS} seekers, 20 connections, ${DURATION} s: ${apply.requests.total} requests, ` +
      `${apply.requests.average.toFixed(0)} req/s, p50 ${apply.latency.p50} ms, p99 ${apply.latency.p99} ms, ` +
      `${fives} 5xx, ${apply.errors + apply.timeouts} errors (${codes.join(', ')}): ${applyOk ? 'PASS' : 'FAIL'} ` +
      '(p99 < 500 ms, 0 5xx; 400s are inactive jobs)',
  );
  return listOk && applyOk;
}

async function soak(base: string, world: World, pid: number): Promise<boolean> {
  const seconds = SOAK_MINUTES * 60;
  const warmUp = Math.min(120, seconds / 5);
  const started = Date.now();
  const samples: Sample[] = [];
  const timer = setInterval(() => samples.push(sample(pid, started)), 5_000);
  const detail = [
    {
      method: 'GET',
      setupRequest: (request: object) => ({
        ...request,
        path: `/api/jobs/${world.firstJob + Math.floor(Math.random() * JOBS)}/`,
      }),
    },
  ];
  const results = await Promise.all([
    autocannon({ url: `${base}/api/jobs/?search=engineer`, connections: 10, duration: seconds }),
    autocannon({ url: base, connections: 10, duration: seconds, requests: detail }),
    autocannon({ url: base, connections: 5, duration: seconds, requests: applyRequests(world) }),
  ]);
  clearInterval(timer);
  samples.push(sample(pid, started));
  const after = samples.filter((s) => s.at >= warmUp);
  const base0 = after[0] ?? samples[0];
  const last = samples[samples.length - 1];
  if (!base0 || !last) throw new Error('No memory samples taken.');
  const growth = last.rssMb - base0.rssMb;
  const peak = Math.max(...after.map((s) => s.rssMb));
  const fdRange = [Math.min(...after.map((s) => s.fds)), Math.max(...after.map((s) => s.fds))] as const;
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const fives = results.reduce((sum, r) => sum + count5xx(r), 0);
  const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  // Stable: the spread after warm-up stays within the connections in use (25) plus a margin.
  const ok = growth < 50 && fdRange[1] - fdRange[0] <= 30 && fives === 0 && errors === 0;
  console.info(
    `soak ${SOAK_MINUTES} min, mixed traffic (25 connections): ${total} requests, ${fives} 5xx, ${errors} errors; ` +
      `RSS after ${warmUp} s warm-up ${base0.rssMb.toFixed(1)} MB, at the end ${last.rssMb.toFixed(1)} MB ` +
      `(growth ${growth.toFixed(1)} MB, peak ${peak.toFixed(1)} MB); open fds ${fdRange[0]}..${fdRange[1]}: ` +
      `${ok ? 'PASS' : 'FAIL'} (growth < 50 MB, fds stable, 0 5xx)`,
  );
  return ok;
}

async function main(): Promise<number> {
  const world = await prepare();
  const env: Record<string, string> = { DATA_DIR: world.dataDir, LOG_LEVEL: 'error' };
  if (world.databaseUrl) env.DATABASE_URL = world.databaseUrl;
  const server = await startServer({ ...serverEnv(await freePort(), env), NODE_ENV: 'production' });
  const pid = server.child.pid as number;
  console.info(`${world.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${JOBS.toLocaleString('en')} jobs, server pid ${pid}`);
  try {
    return (SOAK_MINUTES > 0 ? await soak(server.url, world, pid) : await loadRuns(server.url, world)) ? 0 : 1;
  } finally {
    await stopServer(server);
    await world.drop();
  }
}

process.exitCode = await main();
