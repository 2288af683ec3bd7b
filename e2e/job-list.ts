import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The job cards' links on a list, in order. */
export const jobLinks = (page: Page) => page.getByRole('link', { name: /^View Job: / });

/** The addresses of the jobs a list shows, in order. */
export const shownJobs = (page: Page) =>
  jobLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The list the page should show for the `/api/jobs/` query `query`: its count line and first page. */
export async function expectResults(page: Page, request: APIRequestContext, query: string): Promise<void> {
  const response = await request.get(`/api/jobs/?${query}`);
  expect(response.ok(), `/api/jobs/?${query} answered ${response.status()}`).toBe(true);
  const expected = (await response.json()) as { count: number; results: Array<{ id: number }> };
  await expect(page.getByRole('status')).toHaveText(
    expected.count === 1 ? '1 job found' : `${expected.count} jobs found`,
  );
  // Polled: two steps may find as many jobs, so the count alone does not prove the list was redrawn.
  await expect.poll(() => shownJobs(page)).toEqual(expected.results.map((job) => `/jobs/${job.id}`));
}
