import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

const INDUSTRIES = [
  'Mining',
  'Agriculture',
  'Construction',
  'Health Care',
  'IT',
  'Public',
  'NGO',
  'Telecom',
  'Banking',
  'Education',
];
const TITLES = [
  'Software Engineer',
  'Accountant',
  'Mine Geologist',
  'Registered Nurse',
  'Secondary School Teacher',
  'Truck Driver',
  'Civil Engineer',
  'Electrician',
  'Sales Officer',
  'Data Analyst',
  'Project Manager',
  'Security Guard',
  'Agronomist',
  'Loan Officer',
  'Network Engineer',
  'Pharmacist',
  'Heavy Equipment Mechanic',
  'Procurement Officer',
  'Human Resources Officer',
  'Radio Presenter',
];
const LOCATIONS = [
  'Monrovia, Montserrado',
  'Buchanan, Grand Bassa',
  'Ganta, Nimba',
  'Harper, Maryland',
  'Kakata, Margibi',
  'Gbarnga, Bong',
  'Voinjama, Lofa',
  'Zwedru, Grand Gedeh',
  'Remote',
];
const SKILLS = ['Excel', 'Driving licence', 'First aid', 'TypeScript', 'Bookkeeping', 'Surveying', 'Customer service'];

/** A SQL array literal of our own constant words (never user input). */
const textArray = (words: string[]) =>
  sql.raw(`array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const pick = (words: string[], index: string) =>
  sql`(${textArray(words)})[1 + (${sql.raw(index)}) % ${sql.raw(String(words.length))}]`;

/**
 * Fills an empty, migrated database with `companies` companies and `jobs` jobs in set-based
 * statements (the search trigger fills each job's tsvector), in batches to keep memory flat.
 * Ids are consecutive in a fresh database, so "first id + n % count" spreads rows evenly; each
 * attribute steps at its own rate so the combinations vary (LRD salaries at about 190 LRD per USD).
 * The posting time steps by a prime (4327 slots of 20 minutes), so the jobs posted at one time do not
 * share a title, place and type: newest-first walks meet the mix a real list has. The deadlines leave
 * about a third of the active jobs past theirs, as a board's old jobs are. Arithmetic in bigint
 * so a million jobs do not overflow int4.
 */
export async function generateBenchData(
  db: Db,
  counts: { companies: number; jobs: number },
  progress: (done: number) => void,
): Promise<void> {
  await db.execute(sql`insert into industries (name) select unnest(${textArray(INDUSTRIES)})`);
  await db.execute(sql`
    insert into users (email, user_type)
    select 'bench-company-' || i || '@example.com', 'company' from generate_series(1, ${counts.companies}::int) i`);
  await db.execute(sql`
    insert into companies (user_id, name, industry_id, location, description)
    select u.id, 'Bench Company ' || u.id,
      (select min(id) from industries) + u.id % ${INDUSTRIES.length},
      ${pick(LOCATIONS, 'u.id')}, 'A company of the benchmark data set.'
    from users u where u.email like 'bench-company-%'`);
  const batch = 10_000;
  for (let start = 0; start < counts.jobs; start += batch) {
    const end = Math.min(start + batch, counts.jobs);
    await db.execute(sql`
      insert into jobs (company_id, title, description, requirements, location, is_remote, job_type,
        experience_level, pay_period, salary_min, salary_max, salary_currency, is_active, skills, created_at, deadline)
      select (select min(id) from companies) + ((i::bigint * 7919) % ${counts.companies}::int)::int, t.title,
        'We are hiring a ' || t.title || ' to join a growing team. You will work with colleagues across the county, '
          || 'report to the operations lead and help us serve customers every day. Training is provided.',
        'At least two years of experience as ' || t.title || '. Good communication in English.',
        l.location, l.location = 'Remote',
        (array['full_time','part_time','contract','internship'])[1 + (i / 180) % 4]::job_type,
        (array['entry','mid','senior','executive'])[1 + (i / 720) % 4]::experience_level,
        (array['monthly','monthly','hourly','yearly'])[1 + (i / 7) % 4]::pay_period,
        c.rate * (100 + (i % 50) * 40), c.rate * (500 + (i % 50) * 60),
        c.currency::currency,
        (i / 13) % 10 <> 0,
        array[${pick(SKILLS, 'i / 3')}, ${pick(SKILLS, 'i / 17')}],
        p.posted,
        -- Most jobs close 40 days after they were posted (a third of them have), one in ten never.
        case when i % 10 <> 0 then (p.posted at time zone 'UTC')::date + 40 end
      from generate_series(${start + 1}::int, ${end}::int) i
      cross join lateral (select now() - (((i::bigint * 4027) % 4327) * interval '20 minutes') as posted) p
      cross join lateral (select ${pick(TITLES, 'i')} as title) t
      cross join lateral (select ${pick(LOCATIONS, 'i / 20')} as location) l
      cross join lateral (select case when (i / 11) % 5 = 0 then 'LRD' else 'USD' end as currency,
        case when (i / 11) % 5 = 0 then 190 else 1 end as rate) c`);
    progress(end);
  }
  await db.execute(sql`analyze`);
}
