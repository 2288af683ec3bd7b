import { describe, expect, it } from 'vitest';
import { type CacheRoute, isCacheableResponse, routeFor } from './cache-rules';

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
    // The job list asks for cards (get-jobs.ts); a card list is still a list, not a job.
    expect(route('/api/jobs/?page=1&view=card')).toBe('job-list');
    expect(route('/api/jobs/locations/')).toBe('job-list');
    expect(route('/api/companies/industries/')).toBe('job-list');
    expect(route('/api/companies/industries/3/companies/')).toBe('job-list');
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
    expect(route('/assets/jobs-page-D_o6SgAy.js')).toBe('asset');
  });

  it('when a page is navigated to, then it is a page, except for server paths', () => {
    expect(route('/jobs?search=nurse', { wantsPage: true })).toBe('page');
    expect(route('/', { wantsPage: true })).toBe('page');
    expect(route('/api/jobs/', { wantsPage: true })).toBeNull();
    expect(route('/media/logos/2.png', { wantsPage: true })).toBeNull();
  });

  it('when an application is posted, then it is the apply route; other writes are left alone', () => {
    expect(route('/api/jobs/42/apply/', { method: 'POST' })).toBe('apply');
    expect(route('/api/jobs/', { method: 'POST' })).toBeNull();
    expect(route('/api/jobs/42/', { method: 'PUT' })).toBeNull();
  });

  it('when a private API is read, then the worker never routes it', () => {
    for (const path of [
      '/accounts/api/auth/user-info/',
      '/accounts/api/my-applications/',
      '/accounts/api/jobs/4/applications/',
      '/companies/profile/api/',
      '/companies/api/settings/',
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
  });
});
