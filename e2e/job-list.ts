import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The job cards' links on a list, in order. */
export const jobLinks = (page: Page) => page.getByRole('link', { name: /^View Job: / });

/** The addresses of the jobs a list shows, in order. */
export const shownJobs = (page: Page) =>
  jobLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/**
 * The `/api/jobs/` query of the list a `/jobs` address shows: the page lists open jobs (status=active)
 * unless it names another status, and its `status=all` is the API's status left out; its salary range
 * 'min-max' is the API's salary_min and salary_max.
 */
export function apiQueryOf(pageQuery: string): string {
  const params = new URLSearchParams(pageQuery);
  const [min = '', max = ''] = (params.get('salary') ?? '').split('-').map((bound) => bound.trim());
  params.delete('salary');
  if (min) params.set('salary_min', min);
  if (max) params.set('salary_max', max);
  const status = params.get('status');
  if (status === 'all') params.delete('status');
  else if (status !== 'inactive') params.set('status', 'active');
  return params.toString();
}

/** The list the page should show for the `/jobs` query `pageQuery`: its count line and first page. */
export async function expectResults(page: Page, request: APIRequestContext, pageQuery: string): Promise<void> {
  const query = apiQueryOf(pageQuery);
  const response = await request.get(`/api/jobs/?${query}`);
  expect(response.ok(), `/api/jobs/?${query} answered ${response.status()}`).toBe(true);
  const expected = (await response.json()) as { count: number; results: Array<{ id: number }> };
  await expect(page.getByRole('status')).toHaveText(
    expected.count === 1 ? '1 job found' : `${expected.count} jobs found`,
  );
  // Polled: two steps may find as many jobs, so the count alone does not prove the list was redrawn.
  await expect.poll(() => shownJobs(page)).toEqual(expected.results.map((job) => `/jobs/${job.id}`));
}
