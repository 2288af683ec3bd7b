import {
  JOB_COUNT_EXACT_UP_TO,
  JOB_PREVIEW_LENGTH,
  type JobCardListResponse,
  type JobListResponse,
  previewText,
} from '@lj/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBenchData } from '../../../bench/bench-data';
import { TestClient } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/test-app';

const JOBS = 3000;
/** openJob in plain SQL (listed-job.ts): active and its deadline, if any, not passed. */
const OPEN = `(is_active and coalesce(deadline >= (now() at time zone 'UTC')::date, true))`;
const CARD_KEYS = [
  'company',
  'description_preview',
  'id',
  'is_active',
  'is_remote',
  'job_type',
  'job_type_display',
  'location',
  'pay_period',
  'salary_currency',
  'salary_max',
  'salary_min',
  'title',
];

/**
 * The job list on more jobs than a search probes (job-ranked-search.ts) and than counts are exact for:
 * the counter table, sampled and estimated counts, and the ranked window followed by older matches
 * must still list every match exactly once, on PGlite and PostgreSQL.
 */
describe('GET /api/jobs/ on thousands of jobs', () => {
  let t: TestApp;
  const guest = () => new TestClient(t.app);
  const ids = async (where: string) =>
    (
      (await t.database.db.execute(sql.raw(`select id from jobs where not is_deleted and ${where}`))) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows
      .map((row) => row.id)
      .sort((a, b) => a - b);
  const countOf = async (where: string) => (await ids(where)).length;

  /** Every job id of a list, following `next` from the first answer (cursor or page links). */
  async function everyId(query: Record<string, string>, follow: 'cursor' | 'page') {
    const first = await guest().get('/api/jobs/', { query });
    expect(first.statusCode).toBe(200);
    const answer = first.json() as JobListResponse;
    const seen = answer.results.map((job) => job.id);
    const sizes = [answer.results.length];
    let next = follow === 'cursor' ? (/^<([^>]+)>/.exec(String(first.headers.link))?.[1] ?? null) : answer.next;
    while (next) {
      const page = (await guest().get(next)).json() as JobListResponse;
      expect(page.count).toBe(answer.count);
      seen.push(...page.results.map((job) => job.id));
      sizes.push(page.results.length);
      next = page.next;
    }
    return { count: answer.count, estimated: answer.count_is_estimate, seen, sizes };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await generateBenchData(t.database.db, { companies: 40, jobs: JOBS }, () => {});
    await t.database.db.execute(sql`update jobs set title = 'Zircon Assayer' where id = (select min(id) from jobs)`);
    await t.database.db.execute(sql`vacuum analyze`);
  }, 120_000);
  afterAll(() => t.close());

  it('when jobs are added, closed, deleted, removed and their deadlines move, then the unfiltered and status counts stay exact', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update jobs set is_active = false where id in (select id from jobs order by id limit 5 offset 10)`,
    );
    await db.execute(sql`update jobs set is_deleted = true, is_active = false where id = (select max(id) from jobs)`);
    await db.execute(sql`update jobs set views = views + 1 where id = (select min(id) from jobs)`);
    await db.execute(sql`delete from jobs where id in (select id from jobs order by id desc limit 3 offset 1)`);
    await db.execute(sql`
      insert into jobs (company_id, title, description, location, job_type, experience_level, pay_period, is_active)
      select company_id, 'Counted Clerk', 'Counts.', 'Harper', job_type, experience_level, pay_period, false
      from jobs order by id limit 2`);
    await db.execute(
      sql`update jobs set deadline = current_date - 1 where id in (select id from jobs order by id limit 4)`,
    );
    await db.execute(
      sql`update jobs set deadline = null where id in (select id from jobs order by id limit 3 offset 30)`,
    );
    expect(await countOf(`not ${OPEN}`)).toBeGreaterThan(JOBS / 5);
    for (const [query, where] of [
      [{}, 'true'],
      [{ status: 'active' }, OPEN],
      [{ status: 'inactive' }, `not ${OPEN}`],
    ] as const) {
      const answer = (await guest().get('/api/jobs/', { query })).json() as JobListResponse;
      expect(answer.count).toBe(await countOf(where));
      expect(answer.count_is_estimate).toBeUndefined();
    }
  });

  it('when a common word is searched, then its count is an estimate and cursor and page links list every match once', async () => {
    const matches = await ids(`search_vector @@ to_tsquery('english', 'engineer:*')`);
    expect(matches.length).toBeGreaterThan(JOB_COUNT_EXACT_UP_TO * 2);
    for (const follow of ['cursor', 'page'] as const) {
      const { count, estimated, seen } = await everyId({ search: 'engineer' }, follow);
      expect(estimated).toBe(true);
      expect(count).toBeGreaterThan(JOB_COUNT_EXACT_UP_TO);
      // A sampled estimate: the right order of magnitude, not the number.
      expect(count).toBeGreaterThan(matches.length / 3);
      expect(count).toBeLessThan(matches.length * 3);
      expect(seen).toHaveLength(matches.length);
      expect([...seen].sort((a, b) => a - b)).toEqual(matches);
    }
  });

  it('when a common word is searched with two filters, then every match of all three comes once', async () => {
    const matches = await ids(
      `search_vector @@ to_tsquery('english', 'engineer:*') and location ilike '%monrovia%' and job_type = 'full_time'`,
    );
    expect(matches.length).toBeGreaterThan(5);
    const { seen } = await everyId({ search: 'engineer', location: 'monrovia', job_type: 'full_time' }, 'cursor');
    expect([...seen].sort((a, b) => a - b)).toEqual(matches);
  });

  /**
   * The order a common word's list promises (docs/decisions/0019-job-search.md), written out in plain SQL: the
   * newest 100 matches among the newest 1,000 jobs by relevance, then every older match newest first.
   */
  async function promisedOrder(conditions: string) {
    const word = `to_tsquery('english', 'engineer:*')`;
    const result = await t.database.db.execute(
      sql.raw(`
      with newest as (
        select id, created_at, search_vector, (${conditions}) as passes from jobs where not is_deleted
        order by created_at desc, id desc limit 1000
      ), ranked as (
        select id, created_at, ts_rank(search_vector, ${word}) as rank from newest
        where passes and search_vector @@ ${word} order by created_at desc, id desc limit 100
      ), older as (
        select id, created_at from jobs
        where not is_deleted and (${conditions}) and search_vector @@ ${word}
          and (created_at, id) < (select created_at, id from ranked order by created_at, id limit 1)
      )
      select id from (
        select id, 1 as part, row_number() over (order by rank desc, created_at desc, id desc) as n from ranked
        union all
        select id, 2, row_number() over (order by created_at desc, id desc) from older
      ) as listed order by part, n`),
    );
    return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => row.id);
  }

  /** The town of the newest job holding the word: a place filter whose first match is among the first jobs read. */
  async function townOfNewestMatch() {
    const result = await t.database.db.execute(sql`
      select split_part(location, ',', 1) as town from jobs
      where not is_deleted and search_vector @@ to_tsquery('english', 'engineer:*')
      order by created_at desc, id desc limit 1`);
    return (result as unknown as { rows: Array<{ town: string }> }).rows[0]?.town ?? '';
  }

  // Few jobs pass the filters (the search probe looks them up one by one), most do (it reads on), all do.
  const filterCases: Array<[string, () => Promise<[Record<string, string>, string]>]> = [
    ['a place', async () => [{ location: 'harper' }, `location ilike '%harper%'`]],
    [
      'the place of the newest match',
      async () => {
        const town = await townOfNewestMatch();
        return [{ location: town }, `location ilike '%${town}%'`];
      },
    ],
    [
      'a place and a job type',
      async () => [
        { location: 'monrovia', job_type: 'full_time' },
        `location ilike '%monrovia%' and job_type = 'full_time'`,
      ],
    ],
    ['open jobs', async () => [{ status: 'active' }, OPEN]],
    ['jobs not open', async () => [{ status: 'inactive' }, `not ${OPEN}`]],
    ['a county', async () => [{ county: 'Maryland' }, `location ilike 'harper%'`]],
    [
      'a salary range in LRD',
      async () => [
        { salary_min: '20000', salary_currency: 'LRD' },
        `salary_currency = 'LRD' and coalesce(salary_max, salary_min) >= 20000`,
      ],
    ],
    ['no filter', async () => [{}, 'true']],
  ];
  for (const [name, filter] of filterCases) {
    it(`when a common word is searched with ${name}, then the list is the newest matches ranked, then older ones newest first`, async () => {
      const [query, conditions] = await filter();
      const promised = await promisedOrder(conditions);
      expect(promised.length).toBeGreaterThan(10);
      for (const follow of ['cursor', 'page'] as const) {
        const { seen, sizes } = await everyId({ search: 'engineer', ...query }, follow);
        expect(seen).toEqual(promised);
        // Full pages but the last: no job counted twice in a page's keys.
        expect(sizes.slice(0, -1).every((size) => size === 20)).toBe(true);
      }
    });
  }

  it('when a rare word is searched, then its count is exact', async () => {
    const answer = (await guest().get('/api/jobs/', { query: { search: 'zircon' } })).json() as JobListResponse;
    expect(answer).toMatchObject({ count: 1, next: null, previous: null });
    expect(answer.count_is_estimate).toBeUndefined();
    expect(answer.results[0]?.title).toBe('Zircon Assayer');
  });

  it('when a county and open jobs are asked, then every open job of the county comes once, newest first', async () => {
    const matches = await ids(`location ilike 'voinjama%' and ${OPEN}`);
    expect(matches.length).toBeGreaterThan(JOB_COUNT_EXACT_UP_TO);
    const { seen, count } = await everyId({ county: 'Lofa', status: 'active' }, 'cursor');
    expect([...seen].sort((a, b) => a - b)).toEqual(matches);
    expect(count).toBeGreaterThan(matches.length / 2);
    expect(count).toBeLessThan(matches.length * 2);
  });

  it('when a filter matches more jobs than counted exactly, then the count is an estimate and next ends with the jobs', async () => {
    const matches = await ids(`location ilike '%monrovia%'`);
    const { count, estimated, seen } = await everyId({ location: 'monrovia' }, 'page');
    expect(estimated).toBe(true);
    expect(count).toBeGreaterThan(matches.length / 2);
    expect(count).toBeLessThan(matches.length * 2);
    expect([...seen].sort((a, b) => a - b)).toEqual(matches);
  });

  it('when cards are asked for, then each has only what a card shows, the preview cut, and the filters apply', async () => {
    const query = { job_type: 'contract', status: 'active', view: 'card' };
    const answer = await guest().get('/api/jobs/', { query });
    expect(answer.statusCode).toBe(200);
    const cards = answer.json() as JobCardListResponse;
    const full = (
      await guest().get('/api/jobs/', { query: { job_type: 'contract', status: 'active' } })
    ).json() as JobListResponse;
    expect(cards.count).toBe(full.count);
    // The next page keeps asking for cards.
    expect(cards.next).toMatch(/view=card/);
    expect(cards.next).toMatch(/page=2/);
    expect(cards.results.map((card) => card.id)).toEqual(full.results.map((job) => job.id));
    for (const [index, card] of cards.results.entries()) {
      const job = full.results[index];
      expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
      expect(Object.keys(card.company).sort()).toEqual(['id', 'logo', 'name', 'verified']);
      expect(card).toMatchObject({ job_type: 'contract', is_active: true, title: job?.title });
      expect(card.description_preview).toBe(previewText(job?.description ?? '', JOB_PREVIEW_LENGTH));
      expect(card.description_preview.length).toBeLessThanOrEqual(JOB_PREVIEW_LENGTH + 3);
      expect((job?.description.length ?? 0) > JOB_PREVIEW_LENGTH).toBe(true);
    }
  });

  it('when cards of a search are asked for, then they are the same jobs as the full answer', async () => {
    const query = { search: 'nurse', location: 'harper' };
    const full = (await guest().get('/api/jobs/', { query })).json() as JobListResponse;
    const cards = (
      await guest().get('/api/jobs/', { query: { ...query, view: 'card' } })
    ).json() as JobCardListResponse;
    expect(full.results.length).toBeGreaterThan(0);
    expect(cards.results.map((card) => card.id)).toEqual(full.results.map((job) => job.id));
  });

  it('when an unknown view is asked for, then the answer is 400 naming it', async () => {
    const answer = await guest().get('/api/jobs/', { query: { view: 'tiny' } });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json() as object)).toContain('view');
  });
});
