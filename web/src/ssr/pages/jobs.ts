import { industriesQueryOptions } from '../../api/industries';
import { companyOptionsQueryOptions } from '../../api/companies';
import { jobLocationsQueryOptions, jobsInfiniteQueryOptions } from '../../api/jobs';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { jobCountText } from '../../features/jobs/job-count-text';
import { filtersToParams, filtersToQuery, parseFilters, parseStartPage } from '../../features/jobs/job-filters';
import { settle } from '../page-data';
import type { PageContext, PageMeta } from '../server-page';

/** The job list the screen shows for an address: its filters and the page it starts at. */
const jobsList = (searchParams: URLSearchParams) =>
  jobsInfiniteQueryOptions(filtersToQuery(parseFilters(searchParams)), parseStartPage(searchParams));

/** The list, and the filter panel's option lists: the page is complete as the server sends it. */
export const prefetch = ({ queryClient, searchParams }: PageContext) =>
  settle([
    queryClient.prefetchInfiniteQuery(jobsList(searchParams)),
    queryClient.prefetchQuery(jobLocationsQueryOptions()),
    queryClient.prefetchQuery(companyOptionsQueryOptions()),
    queryClient.prefetchQuery(industriesQueryOptions()),
  ]);

/** The description counts the jobs the list found. */
export function meta({ searchParams, queryClient }: PageContext): PageMeta {
  const first = queryClient.getQueryData(jobsList(searchParams).queryKey)?.pages[0];
  const found = first === undefined ? 'Jobs' : jobCountText(first.count, first.count_is_estimate === true);
  return {
    head: {
      title: pageTitle('Jobs'),
      description: `${found} in Liberia: search by title, skill, company, county and salary, and apply in one click.`,
      // Only the filters the screen understands, in its order, make the canonical address (no `page`).
      path: paths.jobs.href(filtersToParams(parseFilters(searchParams))),
    },
    status: 200,
  };
}
