import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCompanyOptions } from '../api/companies';
import { getIndustries } from '../api/industries';
import { getJobLocations, getJobs } from '../api/jobs';
import { getSettings } from '../api/settings';
import { serializePageState } from '../ssr/ssr-state';
import { type CacheRoute, isCacheableResponse, isKeepablePage, pageState, routeFor } from './cache-rules';

const origin = 'https://jobs.example';

function route(
  path: string,
  options: { method?: string; wantsPage?: boolean; personal?: boolean } = {},
): CacheRoute | null {
  return routeFor({
    url: new URL(path, origin),
    method: options.method ?? 'GET',
    wantsPage: options.wantsPage ?? false,
    origin,
    personal: options.personal ?? false,
  });
}

describe('routeFor', () => {
  it('when an anonymous visitor reads job lists, locations or industries, then they are stale-while-revalidate lists', () => {
    expect(route('/api/jobs/?search=driver&page=2')).toBe('job-list');
    // The job list asks for cards (api/jobs.ts); a card list is still a list, not a job.
    expect(route('/api/jobs/?page=1&view=card')).toBe('job-list');
    expect(route('/api/jobs/locations/')).toBe('job-list');
    expect(route('/api/companies/industries/')).toBe('job-list');
    expect(route('/api/companies/industries/3/companies/')).toBe('job-list');
  });

  it('when the job screen reads the company options and the site settings, then they are public lists too', () => {
    expect(route('/api/companies/')).toBe('job-list');
    expect(route('/companies/api/settings/')).toBe('job-list');
    // Only that exact path is public: the rest of /companies/api/ stays private.
    expect(route('/companies/api/settings/other/')).toBeNull();
    expect(route('/companies/api/jobs/')).toBeNull();
    expect(route('/api/companies/7/')).toBeNull();
  });

  describe('the requests the job screen really makes', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('when the /jobs screen loads its lists and filters, then each request is a public list', async () => {
      const asked: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
          asked.push(String(input));
          return Response.json({});
        }),
      );
      await Promise.all([getJobs({ page: 1 }), getJobLocations(), getIndustries(), getCompanyOptions(), getSettings()]);
      expect(asked).toHaveLength(5);
      for (const url of asked) expect(route(url), url).toBe('job-list');
    });
  });

  it('when a signed-in visitor reads a job list, then it goes to the network first (their answers are never stored)', () => {
    expect(route('/api/jobs/', { personal: true })).toBe('job-list-fresh');
  });

  it('when a job detail is read, then it is network-first', () => {
    expect(route('/api/jobs/42/')).toBe('job-detail');
    expect(route('/api/jobs/42/', { personal: true })).toBe('job-detail');
  });

  it('when static files, pictures or logos are read, then they are cache-first images; resumes are not', () => {
    expect(route('/static/images/default-profile.jpg')).toBe('image');
    expect(route('/media/pictures/7.webp?v=3')).toBe('image');
    expect(route('/media/logos/2.png')).toBe('image');
    expect(route('/media/resumes/7.pdf')).toBeNull();
  });

  it('when a hashed build file is read, then it is a cache-first asset', () => {
    expect(route('/assets/jobs-screen-D_o6SgAy.js')).toBe('asset');
  });

  it('when a page is navigated to, then it is a page, except for server paths', () => {
    expect(route('/jobs?search=nurse', { wantsPage: true })).toBe('page');
    expect(route('/', { wantsPage: true })).toBe('page');
    expect(route('/api/jobs/', { wantsPage: true })).toBeNull();
    expect(route('/media/logos/2.png', { wantsPage: true })).toBeNull();
  });

  it('when an application or a save is posted, or a save deleted, then it is the queued route; other writes are left alone', () => {
    expect(route('/api/jobs/42/apply/', { method: 'POST' })).toBe('queued-write');
    expect(route('/api/jobs/42/save/', { method: 'POST' })).toBe('queued-write');
    expect(route('/api/jobs/42/save/', { method: 'DELETE' })).toBe('queued-write');
    expect(route('/api/jobs/42/apply/', { method: 'DELETE' })).toBeNull();
    expect(route('/api/jobs/42/save/', { method: 'PUT' })).toBeNull();
    expect(route('/api/jobs/', { method: 'POST' })).toBeNull();
    expect(route('/api/jobs/42/', { method: 'PUT' })).toBeNull();
  });

  it('when a private API is read, then the worker never routes it', () => {
    for (const path of [
      '/accounts/api/auth/user-info/',
      '/accounts/api/my-applications/',
      '/accounts/api/jobs/4/applications/',
      '/companies/profile/api/',
      '/companies/api/jobs/',
      '/api/companies/subscription-plans/?user_type=company',
      '/api/companies/bookkeeping/months/',
      '/api/companies/payment/providers/',
    ]) {
      expect(route(path), path).toBeNull();
    }
  });

  it('when the request goes to another origin, then it is left alone', () => {
    expect(
      routeFor({
        url: new URL('https://accounts.google.com/gsi/client'),
        method: 'GET',
        wantsPage: false,
        origin,
        personal: false,
      }),
    ).toBeNull();
  });
});

describe('isCacheableResponse', () => {
  const jobs = new URL('/api/jobs/', origin);

  it('when a public answer succeeds, then it may be stored', () => {
    expect(isCacheableResponse(jobs, 200, null)).toBe(true);
    expect(isCacheableResponse(jobs, 200, 'public, max-age=60')).toBe(true);
    expect(isCacheableResponse(jobs, 200, 'no-cache')).toBe(true);
  });

  it('when the answer is no-store or private, then it is refused', () => {
    expect(isCacheableResponse(jobs, 200, 'no-store')).toBe(false);
    expect(isCacheableResponse(jobs, 200, 'private, no-cache')).toBe(false);
    expect(isCacheableResponse(jobs, 200, 'Private="set-cookie"')).toBe(false);
    expect(isCacheableResponse(jobs, 200, 'max-age=0, No-Store')).toBe(false);
  });

  it('when the answer is not a 200, then it is refused', () => {
    expect(isCacheableResponse(jobs, 404, null)).toBe(false);
    expect(isCacheableResponse(jobs, 500, null)).toBe(false);
    expect(isCacheableResponse(jobs, 0, null)).toBe(false);
    expect(isCacheableResponse(jobs, 206, null)).toBe(false);
  });

  it('when the path is private, then it is refused even without a no-store header', () => {
    expect(isCacheableResponse(new URL('/accounts/api/auth/user-info/', origin), 200, null)).toBe(false);
    expect(isCacheableResponse(new URL('/companies/profile/api/', origin), 200, 'public')).toBe(false);
    expect(isCacheableResponse(new URL('/companies/api/settings/x/', origin), 200, 'no-cache')).toBe(false);
  });

  it('when the site settings or the company options come as guests get them, then they may be stored', () => {
    expect(isCacheableResponse(new URL('/companies/api/settings/', origin), 200, 'no-cache')).toBe(true);
    expect(isCacheableResponse(new URL('/api/companies/', origin), 200, 'no-cache')).toBe(true);
    // Signed in, every answer is no-store (server/src/plugins/auth.ts): refused.
    expect(isCacheableResponse(new URL('/companies/api/settings/', origin), 200, 'no-store')).toBe(false);
  });

  it('when a server-rendered page comes from the network, then it is refused: it may name a signed-in visitor', () => {
    expect(isCacheableResponse(new URL('/jobs', origin), 200, 'private, no-cache')).toBe(false);
  });
});

describe('isKeepablePage', () => {
  const html = 'text/html; charset=utf-8';
  const keepable = (
    path: string,
    status = 200,
    type: string | null = html,
    cacheControl: string | null = 'private, no-cache',
  ) => isKeepablePage(new URL(path, origin), status, type, cacheControl);

  it('when a server-rendered page comes as HTML of a page path, then it may be kept although it is private', () => {
    expect(keepable('/jobs?search=nurse')).toBe(true);
    expect(keepable('/jobs/42')).toBe(true);
    expect(keepable('/', 200, html, 'no-cache')).toBe(true);
  });

  it('when the answer is no-store, an error, not HTML, or not a page path, then it is not kept', () => {
    expect(keepable('/jobs', 200, html, 'private, no-store')).toBe(false);
    expect(keepable('/jobs/999', 404)).toBe(false);
    expect(keepable('/jobs', 200, 'application/json')).toBe(false);
    expect(keepable('/jobs', 200, null)).toBe(false);
    expect(keepable('/api/jobs/')).toBe(false);
    expect(keepable('/accounts/api/auth/user-info/')).toBe(false);
    expect(keepable('/media/resumes/7.pdf')).toBe(false);
  });
});

describe('pageState', () => {
  const page = (state: string) =>
    `<!doctype html><html><head><title>Jobs</title></head><body><div id="root"><p>Nurse</p></div>${state}</body></html>`;

  it("when a page carries its state, then it is read, the page's own (last) one deciding", () => {
    const forged = '<script type="application/json" id="__LJ_STATE__">{"user":{"id":1}}</script>';
    expect(pageState(page(serializePageState({ user: null })))).toEqual({ user: null });
    expect(pageState(page(`${forged}${serializePageState({ user: null })}`))).toEqual({ user: null });
  });

  it('when there is no state, or it is broken, then there is none', () => {
    expect(pageState(page(''))).toBeNull();
    expect(pageState(page('<script type="application/json" id="__LJ_STATE__">{"user":nul</script>'))).toBeNull();
  });
});
