import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { startMailQueue } from '../src/lib/mail-queue';
import type { Mail } from '../src/lib/mailer';
import { runApplicationSummaries } from '../src/modules/notifications';
import { generateBenchData } from './bench-data';
import { type BenchRow, finish, printRows } from './report';
import { openTwoWorkers } from './two-workers';

/**
 * `npm run bench:company-news`: the companies' daily summaries on PostgreSQL (DATABASE_URL, default the
 * local test server; a throw-away database of its own): 500 companies, 5,000 jobs, 10,000 applications
 * made in the last day by 2,000 seekers, every company on "one summary a day". Mail goes into the real
 * pg-boss queue. Then two runs at once over fresh applications: no application may be told twice.
 * Report-only unless --strict.
 */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COMPANIES = 500;
const JOBS = 5_000;
const SEEKERS = 2_000;
const APPLICATIONS = 10_000;
const GOAL_SECONDS = 60;

async function seed(database: Database): Promise<void> {
  const { db } = database;
  await generateBenchData(db, { companies: COMPANIES, jobs: JOBS }, () => undefined);
  await db.execute(sql`
    insert into users (email, user_type, first_name, last_name)
    select 'bench-seeker-' || i || '@example.com', 'job_seeker', 'Seeker', 'Number ' || i
    from generate_series(1, ${SEEKERS}::int) i`);
  await db.execute(sql`
    insert into notification_settings (user_id, applications) select user_id, 'daily' from companies`);
}

/** Fresh applications, none told yet: each seeker applies to 5 jobs spread over every company. */
async function applicationsOfTheDay(database: Database): Promise<void> {
  await database.db.execute(sql`truncate applications cascade`);
  await database.db.execute(sql`
    with s as (select id, row_number() over (order by id) - 1 as n from users where user_type = 'job_seeker'),
         j as (select id, row_number() over (order by id) - 1 as n from jobs),
         total as (select count(*) as c from j)
    insert into applications (job_id, user_id, cover_letter, applied_at)
    select j.id, s.id, 'Hello.', now() - (k * 2 + s.n % 7) * interval '1 hour'
    from s cross join generate_series(0, ${APPLICATIONS / SEEKERS - 1}::int) k
    join j on j.n = (s.n * 7 + k * 1009) % (select c from total)`);
  await database.db.execute(sql`vacuum analyze applications`);
}

async function summaryRun(database: Database, sent: string[]): Promise<number> {
  const queue = await startMailQueue(database);
  const mailer = {
    async send(mail: Mail) {
      sent.push(mail.to);
      await queue.send(mail);
    },
  };
  const log = { error: (details: object, message: string) => console.error(message, details) };
  try {
    // The summaries need only the logger's error (a mail that could not be queued).
    return await runApplicationSummaries({ config, db: database.db, mailer }, log as never);
  } finally {
    await queue.stop();
  }
}

const { config, first, second, close } = await openTwoWorkers(SERVER_URL, 'lj_bench_company_news');
try {
  await migrateDatabase(first);
  await seed(first);
  await applicationsOfTheDay(first);
  const counted = await first.db.execute(sql`select count(*)::int as c from applications`);
  const made = (counted as unknown as { rows: Array<{ c: number }> }).rows[0]?.c ?? 0;
  const single: string[] = [];
  const started = performance.now();
  const summaries = await summaryRun(first, single);
  const seconds = (performance.now() - started) / 1000;

  await applicationsOfTheDay(first);
  const together: string[] = [];
  await Promise.all([summaryRun(first, together), summaryRun(second, together)]);
  const twice = together.length - new Set(together).size;
  const rows: BenchRow[] = [
    {
      metric: `daily summaries: ${made.toLocaleString('en')} applications, ${COMPANIES} companies: s`,
      value: seconds.toFixed(1),
      reference: `${summaries} summaries`,
      goal: `<= ${GOAL_SECONDS}`,
      pass: seconds <= GOAL_SECONDS,
    },
    {
      metric: 'two runs at once: companies summarised twice',
      value: String(twice),
      reference: `${together.length} summaries`,
      goal: '0',
      pass: twice === 0 && together.length === single.length,
    },
  ];
  finish(printRows('Company news (daily application summaries)', rows));
} finally {
  await close();
}
