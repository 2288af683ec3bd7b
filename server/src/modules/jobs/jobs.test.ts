import {
  type Job,
  type JobCardListResponse,
  type JobListResponse,
  JOB_PREVIEW_LENGTH,
  previewText,
} from '@lj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import {
  createApplication,
  createCompany,
  createIndustry,
  createJob,
  createUser,
  signIn,
} from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const HOUR = 3600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

describe('GET /api/jobs/', () => {
  let t: TestApp;
  let guest: TestClient;
  /** Fixture job ids by a short name, and the reverse, so expectations read as names. */
  const ids: Record<string, number> = {};
  const names = new Map<number, string>();
  const industryIds: Record<string, number> = {};
  const companyIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    guest = new TestClient(t.app);
    const db = t.database.db;
    const mining = await createIndustry(db, { name: 'Mining', icon: 'gem' });
    const it = await createIndustry(db, { name: 'IT', icon: 'laptop' });
    industryIds.mining = mining.id;
    industryIds.it = it.id;
    const bong = await createCompany(db, { name: 'Bong Iron Mining', industryId: mining.id });
    const digital = await createCompany(db, { name: 'Monrovia Digital', industryId: it.id });
    const relief = await createCompany(db, { name: 'Hope Relief' });
    companyIds.bong = bong.id;
    companyIds.digital = digital.id;
    companyIds.relief = relief.id;

    const fixtures: Array<[string, number, Parameters<typeof createJob>[2]]> = [
      [
        'geologist',
        bong.id,
        {
          title: 'Mine Geologist',
          location: 'Yekepa, Nimba',
          payPeriod: 'monthly',
          jobType: 'full_time',
          experienceLevel: 'senior',
          salaryMin: 2000,
          salaryMax: 3500,
          skills: ['geology', 'GIS'],
          createdAt: hoursAgo(2),
        },
      ],
      [
        'operator',
        bong.id,
        {
          title: 'Heavy Equipment Operator',
          location: 'Buchanan, Grand Bassa',
          payPeriod: 'hourly',
          jobType: 'full_time',
          experienceLevel: 'mid',
          salaryMin: 5,
          salaryMax: 9,
          createdAt: hoursAgo(50),
        },
      ],
      [
        'developer',
        digital.id,
        {
          title: 'Software Developer',
          description: 'Build web applications for banks.',
          location: 'Monrovia, Montserrado',
          payPeriod: 'monthly',
          jobType: 'full_time',
          experienceLevel: 'mid',
          salaryMin: 1500,
          salaryMax: 2500,
          isRemote: true,
          skills: ['TypeScript', 'React'],
          createdAt: hoursAgo(100),
        },
      ],
      [
        'intern',
        digital.id,
        {
          title: 'Data Analyst Intern',
          location: 'Monrovia, Montserrado',
          payPeriod: 'monthly',
          jobType: 'internship',
          experienceLevel: 'entry',
          salaryMin: 200,
          salaryMax: 400,
          salaryCurrency: 'USD',
          createdAt: hoursAgo(240),
        },
      ],
      [
        'support',
        digital.id,
        {
          title: 'IT Support Contractor',
          location: 'Remote',
          payPeriod: 'hourly',
          jobType: 'contract',
          experienceLevel: 'entry',
          isRemote: true,
          isActive: false,
          createdAt: hoursAgo(480),
        },
      ],
      [
        'coordinator',
        relief.id,
        {
          title: 'Field Coordinator',
          location: 'Gbarnga, Bong',
          payPeriod: 'weekly',
          jobType: 'part_time',
          experienceLevel: 'executive',
          salaryMin: 300,
          salaryCurrency: 'LRD',
          createdAt: hoursAgo(960),
        },
      ],
      [
        'manager',
        relief.id,
        {
          title: 'Program Manager',
          description: 'Manage development programs alongside geology survey teams.',
          location: 'Harper, Maryland',
          payPeriod: 'yearly',
          jobType: 'full_time',
          experienceLevel: 'executive',
          salaryMin: 30000,
          salaryMax: 45000,
          createdAt: hoursAgo(1),
        },
      ],
      ['deleted', digital.id, { title: 'Deleted Developer', location: 'Kakata, Margibi', isDeleted: true }],
    ];
    for (const [name, companyId, values] of fixtures) {
      const job = await createJob(db, companyId, values);
      ids[name] = job.id;
      names.set(job.id, name);
    }
  });
  afterAll(async () => t.close());

  async function list(query: Record<string, string | string[]>, client = guest): Promise<JobListResponse> {
    const response = await client.get('/api/jobs/', { query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const namesOf = (jobs: Job[]) => jobs.map((job) => names.get(job.id));
  const sorted = (list: Array<string | undefined>) => [...list].sort();

  it('when no filter is given, then every job but the deleted one is listed, newest first', async () => {
    const answer = await list({});
    expect(answer.count).toBe(7);
    expect(answer).toMatchObject({ next: null, previous: null });
    expect(namesOf(answer.results)).toEqual([
      'manager',
      'geologist',
      'operator',
      'developer',
      'intern',
      'support',
      'coordinator',
    ]);
  });

  it('when a job is listed, then it has the full Job shape with company, industry and currency', async () => {
    const answer = await list({ search: 'geologist' });
    expect(answer.results[0]).toMatchObject({
      id: ids.geologist,
      title: 'Mine Geologist',
      company: { id: companyIds.bong, name: 'Bong Iron Mining', logo: null, industry: { name: 'Mining' } },
      location: 'Yekepa, Nimba',
      is_remote: false,
      job_type: 'full_time',
      job_type_display: 'Full Time',
      experience_level: 'senior',
      experience_level_display: 'Senior Level',
      pay_period: 'monthly',
      salary_min: 2000,
      salary_max: 3500,
      salary_currency: 'USD',
      is_active: true,
      deadline: null,
      skills: ['geology', 'GIS'],
      has_applied: false,
      applications_count: 0,
      views: 0,
    });
  });

  const hoursOld = (job: Job) => (Date.now() - Date.parse(job.created_at)) / HOUR;
  const salaryTop = (job: Job) => job.salary_max ?? job.salary_min;
  const salaryBottom = (job: Job) => job.salary_min ?? job.salary_max;

  const cases: Array<{
    name: string;
    query: () => Record<string, string | string[]>;
    expected: string[];
    satisfies: (job: Job) => boolean;
  }> = [
    {
      name: 'location matches part of the text in any case',
      query: () => ({ location: 'monrovia' }),
      expected: ['developer', 'intern'],
      satisfies: (job) => job.location.toLowerCase().includes('monrovia'),
    },
    {
      name: 'date_posted is 24h',
      query: () => ({ date_posted: '24h' }),
      expected: ['geologist', 'manager'],
      satisfies: (job) => hoursOld(job) <= 24,
    },
    {
      name: 'date_posted is 3d',
      query: () => ({ date_posted: '3d' }),
      expected: ['geologist', 'manager', 'operator'],
      satisfies: (job) => hoursOld(job) <= 72,
    },
    {
      name: 'date_posted is 7d',
      query: () => ({ date_posted: '7d' }),
      expected: ['developer', 'geologist', 'manager', 'operator'],
      satisfies: (job) => hoursOld(job) <= 168,
    },
    {
      name: 'date_posted is 30d',
      query: () => ({ date_posted: '30d' }),
      expected: ['developer', 'geologist', 'intern', 'manager', 'operator', 'support'],
      satisfies: (job) => hoursOld(job) <= 720,
    },
    {
      name: 'pay_period is hourly',
      query: () => ({ pay_period: 'hourly' }),
      expected: ['operator', 'support'],
      satisfies: (job) => job.pay_period === 'hourly',
    },
    {
      name: 'job_type is given once',
      query: () => ({ job_type: 'internship' }),
      expected: ['intern'],
      satisfies: (job) => job.job_type === 'internship',
    },
    {
      name: 'job_type is repeated',
      query: () => ({ job_type: ['part_time', 'contract'] }),
      expected: ['coordinator', 'support'],
      satisfies: (job) => ['part_time', 'contract'].includes(job.job_type),
    },
    {
      name: 'experience_level is executive',
      query: () => ({ experience_level: 'executive' }),
      expected: ['coordinator', 'manager'],
      satisfies: (job) => job.experience_level === 'executive',
    },
    {
      name: 'salary_min is 1000 (the job range reaches it, in USD)',
      query: () => ({ salary_min: '1000' }),
      expected: ['developer', 'geologist', 'manager'],
      satisfies: (job) => (salaryTop(job) ?? -1) >= 1000 && job.salary_currency === 'USD',
    },
    {
      name: 'salary_max is 350 (the job range starts under it; the LRD job is not compared with USD)',
      query: () => ({ salary_max: '350' }),
      expected: ['intern', 'operator'],
      satisfies: (job) =>
        salaryBottom(job) !== null && (salaryBottom(job) as number) <= 350 && job.salary_currency === 'USD',
    },
    {
      name: 'salary range 300-2000 (ranges overlap, in USD when no currency is given)',
      query: () => ({ salary_min: '300', salary_max: '2000' }),
      expected: ['developer', 'geologist', 'intern'],
      satisfies: (job) =>
        (salaryTop(job) ?? -1) >= 300 && (salaryBottom(job) ?? Infinity) <= 2000 && job.salary_currency === 'USD',
    },
    {
      name: 'salary range 300-2000 is in USD (asked)',
      query: () => ({ salary_min: '300', salary_max: '2000', salary_currency: 'USD' }),
      expected: ['developer', 'geologist', 'intern'],
      satisfies: (job) => job.salary_currency === 'USD',
    },
    {
      name: 'salary range 300-2000 is in LRD (only jobs paid in LRD compare)',
      query: () => ({ salary_min: '300', salary_max: '2000', salary_currency: 'LRD' }),
      expected: ['coordinator'],
      satisfies: (job) => job.salary_currency === 'LRD',
    },
    {
      name: 'salary_max is 299 in LRD (no LRD job starts under it)',
      query: () => ({ salary_max: '299', salary_currency: 'LRD' }),
      expected: [],
      satisfies: () => false,
    },
    {
      name: "salary_currency comes without a range (it is the range's currency: nothing is filtered)",
      query: () => ({ salary_currency: 'LRD' }),
      expected: ['coordinator', 'developer', 'geologist', 'intern', 'manager', 'operator', 'support'],
      satisfies: () => true,
    },
    {
      name: 'county is Nimba (named in the location)',
      query: () => ({ county: 'Nimba' }),
      expected: ['geologist'],
      satisfies: (job) => job.location.endsWith('Nimba'),
    },
    {
      name: 'county is Grand Bassa written in lower case',
      query: () => ({ county: 'grand bassa' }),
      expected: ['operator'],
      satisfies: (job) => job.location.endsWith('Grand Bassa'),
    },
    {
      name: 'county and salary are combined',
      query: () => ({ county: 'Montserrado', salary_min: '300', salary_currency: 'USD' }),
      expected: ['developer', 'intern'],
      satisfies: (job) => job.location.endsWith('Montserrado'),
    },
    {
      name: 'remote is true',
      query: () => ({ remote: 'true' }),
      expected: ['developer', 'support'],
      satisfies: (job) => job.is_remote,
    },
    {
      name: 'remote is false',
      query: () => ({ remote: 'false' }),
      expected: ['coordinator', 'geologist', 'intern', 'manager', 'operator'],
      satisfies: (job) => !job.is_remote,
    },
    {
      name: 'company is repeated',
      query: () => ({ company: [String(companyIds.bong), String(companyIds.relief)] }),
      expected: ['coordinator', 'geologist', 'manager', 'operator'],
      satisfies: (job) => [companyIds.bong, companyIds.relief].includes(job.company.id),
    },
    {
      name: 'company is given once',
      query: () => ({ company: String(companyIds.digital) }),
      expected: ['developer', 'intern', 'support'],
      satisfies: (job) => job.company.id === companyIds.digital,
    },
    {
      name: 'status is active',
      query: () => ({ status: 'active' }),
      expected: ['coordinator', 'developer', 'geologist', 'intern', 'manager', 'operator'],
      satisfies: (job) => job.is_active,
    },
    {
      name: 'status is inactive',
      query: () => ({ status: 'inactive' }),
      expected: ['support'],
      satisfies: (job) => !job.is_active,
    },
    {
      name: 'industry is given once',
      query: () => ({ industry: String(industryIds.mining) }),
      expected: ['geologist', 'operator'],
      satisfies: (job) => job.company.industry?.id === industryIds.mining,
    },
    {
      name: 'industry is repeated',
      query: () => ({ industry: [String(industryIds.mining), String(industryIds.it)] }),
      expected: ['developer', 'geologist', 'intern', 'operator', 'support'],
      satisfies: (job) => [industryIds.mining, industryIds.it].includes(job.company.industry?.id ?? -1),
    },
    {
      name: 'search, remote and job_type are combined',
      query: () => ({ search: 'dev', remote: 'true', job_type: 'full_time' }),
      expected: ['developer'],
      satisfies: (job) => job.is_remote && job.job_type === 'full_time',
    },
    {
      name: 'location, salary_min and experience_level are combined',
      query: () => ({ location: 'Monrovia', salary_min: '100', experience_level: 'entry' }),
      expected: ['intern'],
      satisfies: (job) => job.location.includes('Monrovia') && job.experience_level === 'entry',
    },
    {
      name: 'industry, status and date_posted are combined',
      query: () => ({ industry: String(industryIds.it), status: 'active', date_posted: '30d' }),
      expected: ['developer', 'intern'],
      satisfies: (job) => job.company.industry?.id === industryIds.it && job.is_active && hoursOld(job) <= 720,
    },
    {
      name: 'company, pay_period and job_type are combined',
      query: () => ({
        company: [String(companyIds.bong), String(companyIds.digital)],
        pay_period: 'hourly',
        job_type: ['full_time', 'contract'],
      }),
      expected: ['operator', 'support'],
      satisfies: (job) => job.pay_period === 'hourly',
    },
  ];

  for (const { name, query, expected, satisfies } of cases) {
    it(`when ${name}, then exactly the matching jobs are listed`, async () => {
      const answer = await list(query());
      expect(answer.count).toBe(expected.length);
      expect(sorted(namesOf(answer.results))).toEqual(expected);
      for (const job of answer.results) expect(satisfies(job), `job ${names.get(job.id)}`).toBe(true);
    });
  }

  it('when a search word is the start of a word, then prefix matching finds it (and stemmed forms)', async () => {
    const answer = await list({ search: 'dev' });
    // "Developer" in a title, "development" in a description; the deleted developer job is not listed.
    expect(sorted(namesOf(answer.results))).toEqual(['developer', 'manager']);
  });

  it('when the search names the company, then that company’s jobs are found', async () => {
    const answer = await list({ search: 'Bong Iron' });
    expect(sorted(namesOf(answer.results))).toEqual(['geologist', 'operator']);
  });

  it('when the search matches skills, then those jobs are found', async () => {
    const answer = await list({ search: 'typescr' });
    expect(namesOf(answer.results)).toEqual(['developer']);
  });

  it('when a search word is in one title and in another description, then the title match ranks first', async () => {
    // The manager job is newer, but mentions geology only in its description.
    const answer = await list({ search: 'geolog' });
    expect(namesOf(answer.results)).toEqual(['geologist', 'manager']);
  });

  it('when several search words are given, then every word must match', async () => {
    const answer = await list({ search: 'software  develop' });
    expect(namesOf(answer.results)).toEqual(['developer']);
  });

  it('when the search holds tsquery syntax or symbols, then it is treated as plain words', async () => {
    const answer = await list({ search: "dev & | ! :* ( ' \\" });
    expect(sorted(namesOf(answer.results))).toEqual(['developer', 'manager']);
    const symbolsOnly = await list({ search: '!!! ***' });
    expect(symbolsOnly.count).toBe(7);
    const nothing = await list({ search: 'zzzqqq' });
    expect(nothing).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('when the search is only stop words or mixes them in, then it still answers', async () => {
    expect((await list({ search: 'the' })).count).toBe(0);
    expect(namesOf((await list({ search: 'the software' })).results)).toEqual(['developer']);
  });

  it('when the location holds LIKE wildcards, then they match literally', async () => {
    expect((await list({ location: '%' })).count).toBe(0);
    expect((await list({ location: '_' })).count).toBe(0);
  });

  it('when every parameter is sent empty, then they are ignored', async () => {
    const empty = Object.fromEntries(
      [
        'search',
        'location',
        'date_posted',
        'pay_period',
        'job_type',
        'experience_level',
        'salary_min',
        'salary_max',
        'remote',
        'company',
        'status',
        'industry',
        'page',
        'salary_currency',
        'county',
      ].map((key) => [key, '']),
    );
    expect((await list(empty)).count).toBe(7);
  });

  const malformed: Array<[string, Record<string, string | string[]>]> = [
    ['job_type', { job_type: 'boss' }],
    ['job_type', { job_type: ['full_time', 'boss'] }],
    ['experience_level', { experience_level: 'guru' }],
    ['pay_period', { pay_period: 'fortnightly' }],
    ['salary_min', { salary_min: '-1' }],
    ['salary_max', { salary_max: 'abc' }],
    ['salary_max', { salary_min: '500', salary_max: '100' }],
    ['page', { page: '0' }],
    ['page', { page: 'abc' }],
    ['page', { page: '1.5' }],
    ['date_posted', { date_posted: '99d' }],
    ['company', { company: 'abc' }],
    ['company', { company: '99999999999' }],
    ['industry', { industry: '1.5' }],
    ['remote', { remote: 'maybe' }],
    ['status', { status: 'closed' }],
    ['status', { status: 'all' }],
    ['salary_currency', { salary_min: '300', salary_currency: 'EUR' }],
    ['county', { county: 'Atlantis' }],
    ['county', { county: 'Monrovia' }],
    ['search', { search: ['a', 'b'] }],
  ];
  for (const [field, query] of malformed) {
    it(`when ${new URLSearchParams(query as Record<string, string>).toString()} is sent, then 400 names ${field}`, async () => {
      const response = await guest.get('/api/jobs/', { query });
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer[field]).toEqual([expect.any(String)]);
      // The detail is the field's message in words (contract/src/messages.ts), not "field: ...".
      expect(answer.detail).toBe(answer[field][0]);
      expect(answer.detail).not.toMatch(/Too (big|small)|Invalid (input|option)|expected|received/);
    });
  }

  it('when a job seeker applied to a job, then only that job says has_applied, and only to them', async () => {
    const seeker = await createUser(t.database.db, { userType: 'job_seeker' });
    await createApplication(t.database.db, ids.geologist as number, seeker.id);
    const client = await signIn(t.app, t.database.db, seeker.id);
    const answer = await list({}, client);
    for (const job of answer.results) expect(job.has_applied).toBe(job.id === ids.geologist);
    expect(answer.results.find((job) => job.id === ids.geologist)?.applications_count).toBe(1);
    const asGuest = await list({});
    expect(asGuest.results.every((job) => !job.has_applied)).toBe(true);
  });

  it('when the locations are asked, then the distinct locations of open jobs come sorted', async () => {
    const response = await guest.get('/api/jobs/locations/');
    expect(response.statusCode).toBe(200);
    // Not "Remote" (only an inactive job) and not "Kakata, Margibi" (only a deleted one).
    expect(response.json()).toEqual({
      locations: [
        'Buchanan, Grand Bassa',
        'Gbarnga, Bong',
        'Harper, Maryland',
        'Monrovia, Montserrado',
        'Yekepa, Nimba',
      ],
    });
  });
});

describe('GET /api/jobs/ pagination', () => {
  let t: TestApp;
  let companyId: number;
  let created: number[];

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await createCompany(t.database.db, { name: 'Paged Company' })).id;
    created = [];
    // 45 jobs, one minute apart; the newest is created last.
    for (let i = 0; i < 45; i++) {
      const job = await createJob(t.database.db, companyId, {
        title: `Paged job ${i}`,
        createdAt: new Date(Date.now() - (45 - i) * 60_000),
      });
      created.push(job.id);
    }
  });
  afterAll(async () => t.close());

  const get = async (query: Record<string, string>) => {
    const response = await new TestClient(t.app).get('/api/jobs/', { query });
    expect(response.statusCode).toBe(200);
    return response.json() as JobListResponse;
  };

  it('when there are 45 jobs, then pages of 20 link to each other keeping the query', async () => {
    const company = String(companyId);
    const first = await get({ company });
    expect(first.count).toBe(45);
    expect(first.results).toHaveLength(20);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`/api/jobs/?company=${company}&page=2`);

    const second = await get({ company, page: '2' });
    expect(second.results).toHaveLength(20);
    expect(second.previous).toBe(`/api/jobs/?company=${company}`);
    expect(second.next).toBe(`/api/jobs/?company=${company}&page=3`);

    const third = await get({ company, page: '3' });
    expect(third.results).toHaveLength(5);
    expect(third.next).toBeNull();
    expect(third.previous).toBe(`/api/jobs/?company=${company}&page=2`);

    const all = [...first.results, ...second.results, ...third.results].map((job) => job.id);
    expect(all).toEqual([...created].reverse());
  });

  it('when a search spans pages, then every match comes once, in rank then newest order', async () => {
    const company = String(companyId);
    const pages = await Promise.all(['1', '2', '3'].map((page) => get({ company, search: 'paged', page })));
    expect(pages.map((answer) => [answer.count, answer.results.length])).toEqual([
      [45, 20],
      [45, 20],
      [45, 5],
    ]);
    expect(pages.flatMap((answer) => answer.results.map((job) => job.id))).toEqual([...created].reverse());
    expect(pages[2]?.previous).toBe(`/api/jobs/?company=${company}&search=paged&page=2`);
    const past = await get({ company, search: 'paged', page: '7' });
    expect(past).toMatchObject({ count: 45, next: null, results: [] });
  });

  it('when a client follows the cursor links, then it gets the same jobs in the same order as by page number', async () => {
    for (const query of [{ company: String(companyId) }, { company: String(companyId), search: 'paged' }] as Array<
      Record<string, string>
    >) {
      const first = await new TestClient(t.app).get('/api/jobs/', { query });
      const link = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
      expect(link).toMatch(/cursor=/);
      const seen = (first.json() as JobListResponse).results.map((job) => job.id);
      let next: string | null = link ?? null;
      while (next) {
        const answer = (await new TestClient(t.app).get(next)).json() as JobListResponse;
        expect(answer).toMatchObject({ count: 45, previous: null });
        seen.push(...answer.results.map((job) => job.id));
        next = answer.next;
      }
      expect(seen).toEqual([...created].reverse());
    }
  });

  it('when a cursor is altered or made for another order, then the answer is 400 naming the cursor', async () => {
    const first = await new TestClient(t.app).get('/api/jobs/', { query: { company: String(companyId) } });
    const cursor = new URL(String((first.json() as JobListResponse).next ?? ''), 'http://x').searchParams.get('page');
    expect(cursor).toBe('2');
    const link = /cursor=([^>&]+)/.exec(String(first.headers.link))?.[1] ?? '';
    for (const query of [{ cursor: 'bm90LWEtY3Vyc29y' }, { cursor: link, search: 'paged' }] as Array<
      Record<string, string>
    >) {
      const response = await new TestClient(t.app).get('/api/jobs/', { query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ cursor: ['This cursor does not belong to this list.'] });
    }
  });

  it('when a page past the end is asked, then it is empty and points back to the last page', async () => {
    const answer = await get({ company: String(companyId), page: '9' });
    expect(answer).toMatchObject({ count: 45, next: null, results: [] });
    expect(answer.previous).toBe(`/api/jobs/?company=${companyId}&page=3`);
  });
});

describe('GET /api/jobs/?view=card: the description preview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when descriptions sit around the preview length, then each card is cut exactly as the full text would be', async () => {
    const company = await createCompany(t.database.db, { name: 'Preview Edge Ltd' });
    const exact = 'e'.repeat(JOB_PREVIEW_LENGTH);
    const descriptions = [
      exact,
      `${exact}f`,
      // Spaces at the cut are dropped before the dots.
      `${'s'.repeat(JOB_PREVIEW_LENGTH - 3)}   and more`,
      // Characters outside the Basic Multilingual Plane are two UTF-16 units in JavaScript, one in PostgreSQL.
      `${'🇱🇷'.repeat(40)}${'x'.repeat(60)}`,
      'Short.',
    ];
    for (const description of descriptions) await createJob(t.database.db, company.id, { description });
    const answer = await new TestClient(t.app).get('/api/jobs/', {
      query: { company: String(company.id), view: 'card' },
    });
    const cards = (answer.json() as JobCardListResponse).results;
    expect(cards.map((card) => card.description_preview).sort()).toEqual(
      descriptions.map((description) => previewText(description, JOB_PREVIEW_LENGTH)).sort(),
    );
    // The rule itself (spec section 9), beside the agreement with previewText above.
    const previews = cards.map((card) => card.description_preview);
    expect(previews).toContain(exact);
    expect(previews).toContain(`${exact}...`);
    expect(previews).toContain(`${'s'.repeat(JOB_PREVIEW_LENGTH - 3)}...`);
    expect(previews).toContain(`${'🇱🇷'.repeat(30)}...`);
    expect(previews).toContain('Short.');
  });
});
