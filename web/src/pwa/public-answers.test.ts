import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobApplicationsQueryOptions } from '../api/applications';
import { companyOptionsQueryOptions } from '../api/companies';
import { industriesQueryOptions, industryCompaniesQueryOptions } from '../api/industries';
import {
  jobLocationsQueryOptions,
  jobQueryOptions,
  jobsInfiniteQueryOptions,
  newestJobsQueryOptions,
} from '../api/jobs';
import { settingsQueryOptions } from '../api/settings';
import { publicAnswersOfPage, publicCopy } from './public-answers';

const origin = 'https://jobs.example';
const at = (path: string) => new URL(path, origin);

describe('publicCopy', () => {
  it("when a seeker's job or card says is_saved, then the copy leaves it out", () => {
    const job = { id: 42, title: 'Nurse', has_applied: false, is_saved: true };
    expect(publicCopy(at('/api/jobs/42/'), job)).toEqual({ id: 42, title: 'Nurse', has_applied: false });
    const cards = { count: 1, next: null, previous: null, results: [{ id: 1, title: 'Cook', is_saved: false }] };
    expect(publicCopy(at('/api/jobs/?view=card'), cards)).toEqual({ ...cards, results: [{ id: 1, title: 'Cook' }] });
  });

  it("when a signed-in seeker's job answer says has_applied, then the copy is the guest's: has_applied false", () => {
    const job = { id: 42, title: 'Nurse', has_applied: true, applications_count: 3 };
    expect(publicCopy(at('/api/jobs/42/'), job)).toEqual({ ...job, has_applied: false });
    expect(job.has_applied).toBe(true);
  });

  it('when a job answer is not the job of its address, or not a job, then nothing is kept', () => {
    expect(publicCopy(at('/api/jobs/42/'), { id: 7, has_applied: false })).toBeNull();
    expect(publicCopy(at('/api/jobs/42/'), { title: 'Nurse' })).toBeNull();
    expect(publicCopy(at('/api/jobs/42/'), { id: 42, has_applied: 'yes' })).toBeNull();
    expect(publicCopy(at('/api/jobs/42/'), null)).toBeNull();
    expect(publicCopy(at('/api/jobs/42/'), [{ id: 42 }])).toBeNull();
  });

  it('when a list of full jobs is read signed in, then every job is copied without has_applied; cards stay as they are', () => {
    const full = {
      count: 2,
      next: null,
      previous: null,
      results: [
        { id: 1, has_applied: true },
        { id: 2, has_applied: false },
      ],
    };
    expect(publicCopy(at('/api/jobs/?status=active'), full)).toEqual({
      ...full,
      results: [
        { id: 1, has_applied: false },
        { id: 2, has_applied: false },
      ],
    });
    const cards = { count: 1, next: null, previous: null, results: [{ id: 3, title: 'Driver' }] };
    expect(publicCopy(at('/api/jobs/?page=1&view=card'), cards)).toEqual(cards);
  });

  it('when a job list has an unknown shape, then nothing is kept', () => {
    expect(publicCopy(at('/api/jobs/'), { count: 1 })).toBeNull();
    expect(publicCopy(at('/api/jobs/'), { results: [{ title: 'no id' }] })).toBeNull();
  });

  it("when the filters' public lists are read signed in, then they are kept as they are: they name nobody", () => {
    const locations = { locations: ['Ganta, Nimba'] };
    expect(publicCopy(at('/api/jobs/locations/'), locations)).toBe(locations);
    expect(publicCopy(at('/api/companies/industries/'), [{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(publicCopy(at('/companies/api/settings/'), { flag: true })).toEqual({ flag: true });
  });

  it('when the answer is private or not a public job read, then nothing is kept', () => {
    expect(publicCopy(at('/accounts/api/jobs/42/applications/'), { applications: [] })).toBeNull();
    expect(publicCopy(at('/accounts/api/auth/user-info/'), { id: 42 })).toBeNull();
    expect(publicCopy(at('/companies/profile/api/'), { id: 42 })).toBeNull();
    expect(publicCopy(at('/api/companies/7/'), { id: 7 })).toBeNull();
    expect(publicCopy(at('/api/jobs/42/apply/'), { id: 42 })).toBeNull();
  });
});

describe('publicAnswersOfPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A page state made by the real query options, and every address their fetchers asked. */
  async function renderedState() {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = at(String(input));
        asked.push(url.href);
        if (url.pathname === '/accounts/api/jobs/42/applications/') return Response.json({ applications: [] });
        if (url.pathname === '/api/jobs/42/') return Response.json({ id: 42, title: 'Nurse', has_applied: true });
        if (url.pathname === '/api/jobs/') {
          const page = Number(url.searchParams.get('page') ?? 1);
          return Response.json({ count: 40, next: page < 3 ? 'more' : null, previous: null, results: [{ id: page }] });
        }
        return Response.json({ locations: [] });
      }),
    );
    const queryClient = new QueryClient();
    const list = jobsInfiniteQueryOptions(
      { search: 'nurse', location: undefined, job_type: ['full_time', 'contract'], remote: true, company: [3, 5] },
      2,
    );
    await Promise.all([
      queryClient.prefetchQuery(jobQueryOptions(42)),
      // Two pages, as after 'Load more'.
      queryClient.prefetchInfiniteQuery({ ...list, pages: 2 }),
      queryClient.prefetchQuery(newestJobsQueryOptions()),
      queryClient.prefetchQuery(jobLocationsQueryOptions()),
      queryClient.prefetchQuery(industriesQueryOptions()),
      queryClient.prefetchQuery(industryCompaniesQueryOptions(4)),
      queryClient.prefetchQuery(companyOptionsQueryOptions()),
      queryClient.prefetchQuery(settingsQueryOptions()),
      queryClient.prefetchQuery(jobApplicationsQueryOptions(42)),
    ]);
    // As the page carries it: JSON (no undefined), with the user it was rendered for.
    const state = JSON.parse(JSON.stringify({ queries: dehydrate(queryClient), user: { id: 9 }, csrfToken: 'x' }));
    return { state, asked };
  }

  it('when a page was rendered with public queries, then each is kept at the very address its fetcher reads', async () => {
    const { state, asked } = await renderedState();
    const answers = publicAnswersOfPage(state, origin);
    const publicAsked = asked.filter((url) => !url.includes('/accounts/api/'));
    expect(answers.map((answer) => answer.url).sort()).toEqual([...new Set(publicAsked)].sort());
    // Both pages of the list, each at its own address, with every filter.
    expect(
      answers.filter((answer) => answer.url.includes('search=nurse')).map((answer) => at(answer.url).search),
    ).toEqual([
      '?search=nurse&job_type=full_time&job_type=contract&remote=true&company=3&company=5&page=2&view=card',
      '?search=nurse&job_type=full_time&job_type=contract&remote=true&company=3&company=5&page=3&view=card',
    ]);
    expect(answers.find((answer) => answer.url === `${origin}/api/jobs/42/`)).toMatchObject({
      route: 'job-detail',
      body: { id: 42, has_applied: false },
    });
  });

  it('when a page state is missing, broken or holds only private or failed queries, then nothing is kept', () => {
    expect(publicAnswersOfPage(null, origin)).toEqual([]);
    expect(publicAnswersOfPage({ queries: {} }, origin)).toEqual([]);
    const query = (queryKey: unknown[], status: string, data: unknown) => ({ queryKey, state: { status, data } });
    const state = {
      queries: {
        queries: [
          query(['applications', 'job', 42], 'success', { applications: [] }),
          query(['jobs', 'detail', 42], 'error', undefined),
          query(['jobs', 'detail', 43], 'success', { id: 99, has_applied: false }),
          query(['auth', 'user-info'], 'success', { id: 9 }),
        ],
      },
    };
    expect(publicAnswersOfPage(state, origin)).toEqual([]);
  });
});
