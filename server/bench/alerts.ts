import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { alertSearchSchema } from '@lj/contract';
import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { industries, jobAlerts, jobSeekerProfiles, users } from '../src/db/schema';
import { startMailQueue } from '../src/lib/mail-queue';
import type { Mail } from '../src/lib/mailer';
import type { Sms } from '../src/lib/sms/sms-sender';
import { runAlertDigests } from '../src/modules/alerts';
import { generateBenchData } from './bench-data';
import { type BenchRow, finish, printRows } from './report';
import { openTwoWorkers } from './two-workers';

/**
 * `npm run bench:alerts`: one full job alert digest run on PostgreSQL (DATABASE_URL, default the local
 * test server; a throw-away database of its own) with 100,000 jobs posted over the last 14 days and
 * 10,000 alerts made 15 days ago and never sent (the heaviest run: every job is new to every alert),
 * each alert its own seeker's (so a recipient names its alert), about 2,000 different searches. Mail goes into the real pg-boss queue;
 * SMS into a recorder (the SMS queue is the sender's business). Then the same run from two workers
 * with their own connection pools at once: no alert may be sent twice, and every alert the single run
 * sent is sent. Report-only unless --strict.
 */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JOBS = 100_000;
const ALERTS = 10_000;
const GOAL_SECONDS = 60;

const WORDS = ['engineer', 'nurse', 'driver', 'accountant', 'geologist', 'teacher', 'electrician', 'officer'];
const MORE_WORDS = ['mechanic', 'pharmacist', 'manager', 'analyst', 'agronomist', 'presenter', 'xylophone'];
const PLACES = ['Monrovia', 'Ganta', 'Buchanan', 'Harper', 'Gbarnga'];

/**
 * Varied /jobs searches, as seekers save them: words, places, types, levels, remote, industries (about
 * 1,100, so several seekers share a common one, as "driver in Monrovia" is shared).
 */
function searches(industryIds: number[]): string[] {
  const list: string[] = ['', 'remote=true', 'job_type=internship', 'experience_level=senior&pay_period=monthly'];
  const types = ['', '&job_type=full_time', '&job_type=full_time&job_type=contract', '&job_type=part_time'];
  const levels = ['', '&experience_level=mid', '&experience_level=senior'];
  for (const word of ['', ...WORDS, ...MORE_WORDS])
    for (const place of ['', ...PLACES])
      for (const type of types)
        for (const level of levels) list.push(`search=${word}&location=${place}${type}${level}`);
  for (const id of industryIds) list.push(`industry=${id}`, `industry=${id}&search=officer`);
  return [...new Set(list.map((search) => alertSearchSchema.parse(search)))];
}

/** Whom each message of a run went to: a recipient is one alert (each alert has its own seeker). */
type Sent = { mails: string[]; sms: string[] };

async function seed(database: Database): Promise<void> {
  const { db } = database;
  await generateBenchData(db, { companies: 500, jobs: JOBS }, (done) =>
    process.stdout.write(`\r  jobs: ${done.toLocaleString('en')} / ${JOBS.toLocaleString('en')}`),
  );
  // Spread over the last 14 days (the digest's look-back), a minute apart in a scrambled order; then
  // laid out on disk in posting order, as a table that grows by new jobs is.
  await db.execute(sql`update jobs set created_at = now() - ((id::bigint * 7919) % 20160 + 1) * interval '1 minute'`);
  await db.execute(sql`cluster jobs using jobs_created_idx`);
  const industryIds = (await db.select({ id: industries.id }).from(industries).orderBy(industries.id)).map(
    (row) => row.id,
  );
  const list = searches(industryIds);
  const batch = 1000;
  for (let start = 0; start < ALERTS; start += batch) {
    const indexes = Array.from({ length: Math.min(batch, ALERTS - start) }, (_, k) => start + k);
    const seekers = await db
      .insert(users)
      .values(indexes.map((i) => ({ email: `bench-seeker-${i}@example.com`, userType: 'job_seeker' as const })))
      .returning({ id: users.id });
    // Channels by i % 4: e-mail, e-mail, e-mail and SMS, SMS only. SMS seekers confirmed a number.
    const channel = (i: number) => ({ email: i % 4 !== 3, sms: i % 4 >= 2 });
    await db.insert(jobSeekerProfiles).values(
      indexes.map((i, k) => ({
        userId: seekers[k]?.id as number,
        ...(channel(i).sms ? { phoneNumber: `+23177${String(i).padStart(7, '0')}`, phoneConfirmedAt: new Date() } : {}),
      })),
    );
    await db.insert(jobAlerts).values(
      indexes.map((i, k) => ({
        userId: seekers[k]?.id as number,
        name: `Bench alert ${i}`,
        // One alert in ten asks its own lowest pay: a search nobody else saved.
        search:
          i % 10 === 0 ? `${list[i % list.length]}&salary_min=${100 + i}` : (list[(i * 7919) % list.length] as string),
        frequency: i % 3 === 0 ? 'weekly' : 'daily',
        ...channel(i),
        createdAt: new Date(Date.now() - 15 * 24 * 3600_000),
      })),
    );
    process.stdout.write(
      `\r  alerts: ${(start + indexes.length).toLocaleString('en')} / ${ALERTS.toLocaleString('en')}   `,
    );
  }
  await db.execute(sql`vacuum analyze`);
}

/** Before each run: nothing told yet; one alert in ten looked two hours ago (not due), the rest never. */
async function reset(database: Database): Promise<void> {
  await database.db.execute(sql`truncate job_alert_sent_jobs`);
  await database.db.execute(
    sql`update job_alerts set last_sent_at = case when id % 10 = 9 then now() - interval '2 hours' end`,
  );
  await database.db.execute(sql`vacuum analyze job_alerts, job_alert_sent_jobs`);
}

/** One digest run (as the daily schedule runs it) through `database`, recording what it queued. */
async function digestRun(database: Database, sent: Sent): Promise<number> {
  const queue = await startMailQueue(database);
  const mailer = {
    async send(mail: Mail) {
      sent.mails.push(mail.to);
      await queue.send(mail);
    },
  };
  const sms = {
    async send(message: Sms) {
      sent.sms.push(message.to);
    },
  };
  const log = { error: (details: object, message: string) => console.error(message, details) };
  try {
    return await runAlertDigests({ config, db: database.db, mailer, sms }, log);
  } finally {
    await queue.stop();
  }
}

const repeated = (list: string[]) => list.length - new Set(list).size;

const { config, first, second, close } = await openTwoWorkers(SERVER_URL, 'lj_bench_alerts');
try {
  await migrateDatabase(first);
  const seeding = performance.now();
  await seed(first);
  console.info(` (${((performance.now() - seeding) / 1000).toFixed(0)} s)`);
  const loadAtStart = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

  await reset(first);
  const due = await first.db.$count(jobAlerts, isNull(jobAlerts.lastSentAt));
  const single: Sent = { mails: [], sms: [] };
  const started = performance.now();
  const queued = await digestRun(first, single);
  const seconds = (performance.now() - started) / 1000;

  await reset(first);
  const together: Sent = { mails: [], sms: [] };
  const bothStarted = performance.now();
  const [a, b] = await Promise.all([digestRun(first, together), digestRun(second, together)]);
  const bothSeconds = (performance.now() - bothStarted) / 1000;
  const twice = repeated(together.mails) + repeated(together.sms);
  const sameAlerts = (one: string[], other: string[]) =>
    one.length === other.length && new Set([...one, ...other]).size === new Set(one).size;
  const allSent = sameAlerts(single.mails, together.mails) && sameAlerts(single.sms, together.sms);

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const rows: BenchRow[] = [
    {
      metric: `one digest run: ${due.toLocaleString('en')} due alerts of ${ALERTS.toLocaleString('en')}, ${JOBS.toLocaleString('en')} jobs: s`,
      value: seconds.toFixed(1),
      reference: `${queued} digests: ${single.mails.length} mails, ${single.sms.length} SMS`,
      goal: `<= ${GOAL_SECONDS}`,
      pass: seconds <= GOAL_SECONDS,
    },
    {
      metric: 'two workers at once: messages sent twice',
      value: String(twice),
      reference: `${a} + ${b} digests in ${bothSeconds.toFixed(1)} s`,
      goal: '0',
      pass: twice === 0,
    },
    {
      metric: 'two workers at once: alerts sent as by one worker',
      value: `${together.mails.length} mails, ${together.sms.length} SMS`,
      reference: `${single.mails.length} mails, ${single.sms.length} SMS`,
      goal: 'the same alerts',
      pass: allSent,
    },
  ];
  const title = `bench:alerts — PostgreSQL, ${JOBS.toLocaleString('en')} jobs over 14 days, ${ALERTS.toLocaleString('en')} alerts never sent (every job new); load average ${loadAtStart} at the start, ${load} at the end`;
  finish(printRows(title, rows));
} finally {
  await close();
}
