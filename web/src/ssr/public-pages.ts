import type { Company, Job } from '@lj/contract';
import type { QueryClient, QueryState } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { paths } from '../config/paths';
import { pageTitle, SITE_NAME } from '../config/site';
import { companyQueryOptions, getCompany } from '../features/companies/api/get-company';
import { companyJobsQueryOptions } from '../features/companies/api/get-company-jobs';
import { companyQueryOptions as profileCompanyQueryOptions } from '../features/company-profile/api/get-company';
import { companyJobsQueryOptions as profileCompanyJobsQueryOptions } from '../features/company-profile/api/get-company-jobs';
import { industriesQueryOptions } from '../features/industries/api/get-industries';
import { industryCompaniesQueryOptions } from '../features/industries/api/get-industry-companies';
import { companyOptionsQueryOptions } from '../features/jobs/api/get-company-options';
import { industryOptionsQueryOptions } from '../features/jobs/api/get-industry-options';
import { jobQueryOptions } from '../features/jobs/api/get-job';
import { jobLocationsQueryOptions } from '../features/jobs/api/get-job-locations';
import { jobsInfiniteQueryOptions } from '../features/jobs/api/get-jobs';
import { jobCountText } from '../features/jobs/job-count-text';
import { filtersToParams, filtersToQuery, parseFilters, parseStartPage } from '../features/jobs/job-filters';
import { ApiError } from '../lib/api-client';
import { jobPostingJsonLd } from './job-posting';
import { DEFAULT_DESCRIPTION, type PageHead, snippet } from './page-head';

export type PageContext = {
  queryClient: QueryClient;
  params: Params;
  searchParams: URLSearchParams;
  pathname: string;
  siteUrl: string;
  /** YYYY-MM-DD (UTC: Liberia is on GMT), for deadlines. */
  today: string;
};

/** A page's head, and the HTTP status its first HTML answers with (404 for a missing job or company). */
export type PageMeta = { head: PageHead; status: number };

export type PublicPage = {
  path: string;
  /** The app route this page is rendered by, when its path is narrower than the route's (else `path`). */
  routePath?: string;
  /** Fills the query cache through the screens' own queryOptions, so the screen renders with data. */
  prefetch(context: PageContext): Promise<unknown>;
  meta(context: PageContext): Promise<PageMeta> | PageMeta;
};

const id = (value: string | undefined): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A failed request is the screen's to show; only its status matters here. */
const settle = (promises: Array<Promise<unknown>>) => Promise.allSettled(promises);

const notFound = (pathname: string, what: string): PageMeta => ({
  head: { title: pageTitle(`${what} not found`), description: DEFAULT_DESCRIPTION, path: pathname },
  status: 404,
});

const staticPage = (path: string, title: string | undefined, description = DEFAULT_DESCRIPTION): PublicPage => ({
  path,
  prefetch: async () => undefined,
  meta: () => ({ head: { title: pageTitle(title), description, path }, status: 200 }),
});

type CompanyQueries = {
  prefetch: (queryClient: QueryClient, companyId: number) => Promise<unknown>;
  state: (queryClient: QueryClient, companyId: number) => QueryState<Company> | undefined;
};

/** The two company pages (public page and read-only profile) show the same records through their own queries. */
function companyPage(path: string, idParam: string, queries: CompanyQueries, routePath?: string): PublicPage {
  return {
    path,
    routePath,
    prefetch: ({ queryClient, params }) => {
      const companyId = id(params[idParam]);
      return companyId === null ? Promise.resolve() : queries.prefetch(queryClient, companyId);
    },
    meta: ({ queryClient, params, pathname }) => {
      const companyId = id(params[idParam]);
      const state = companyId === null ? undefined : queries.state(queryClient, companyId);
      const company = state?.data;
      if (!company)
        return isMissing(state?.error) || companyId === null ? notFound(pathname, 'Company') : errorMeta(pathname);
      return {
        head: {
          title: pageTitle(company.name),
          description: snippet(company.description || `${company.name}: jobs and company profile on ${SITE_NAME}.`),
          path: pathname,
        },
        status: 200,
      };
    },
  };
}

const errorMeta = (pathname: string): PageMeta => ({
  head: { title: pageTitle(), description: DEFAULT_DESCRIPTION, path: pathname },
  status: 200,
});

/** The job list the screen shows for an address: its filters and the page it starts at. */
const jobsList = (searchParams: URLSearchParams) =>
  jobsInfiniteQueryOptions(filtersToQuery(parseFilters(searchParams)), parseStartPage(searchParams));

/** The job page: its head carries the JobPosting (company website from the company record). */
const jobPage: PublicPage = {
  path: paths.jobDetail.path,
  prefetch: ({ queryClient, params }) => {
    const jobId = id(params.id);
    return jobId === null ? Promise.resolve() : settle([queryClient.prefetchQuery(jobQueryOptions(jobId))]);
  },
  meta: async ({ queryClient, params, pathname, siteUrl, today }) => {
    const jobId = id(params.id);
    const state = jobId === null ? undefined : queryClient.getQueryState<Job>(jobQueryOptions(jobId).queryKey);
    const job = state?.data;
    if (!job) return isMissing(state?.error) || jobId === null ? notFound(pathname, 'Job') : errorMeta(pathname);
    // Only for the head (the website): not put in the cache, so it adds nothing to the page's state.
    const company = await getCompany(job.company.id).catch(() => null);
    return {
      head: {
        title: pageTitle(job.title),
        description: snippet(`${job.company.name}, ${job.location}. ${job.description}`),
        path: paths.jobDetail.href(job.id),
        type: 'article',
        jsonLd: jobPostingJsonLd(job, company ?? null, siteUrl, today),
      },
      status: 200,
    };
  },
};

/**
 * The public pages, rendered on the server with their data; every other screen (sign-in forms,
 * signed-in areas) stays a client-rendered shell. Order matters: the first matching path wins.
 */
export const publicPages: PublicPage[] = [
  staticPage(paths.home.path, undefined),
  {
    path: paths.jobs.path,
    // The filter panel's option lists too: fetched after hydration, each answer re-rendered the panel
    // in a blocking task while the page started (issue 6, Total Blocking Time); they are small.
    prefetch: ({ queryClient, searchParams }) =>
      settle([
        queryClient.prefetchInfiniteQuery(jobsList(searchParams)),
        queryClient.prefetchQuery(jobLocationsQueryOptions()),
        queryClient.prefetchQuery(companyOptionsQueryOptions()),
        queryClient.prefetchQuery(industryOptionsQueryOptions()),
      ]),
    meta: ({ searchParams, queryClient }) => {
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
    },
  },
  jobPage,
  {
    path: paths.industries.path,
    prefetch: ({ queryClient }) => settle([queryClient.prefetchQuery(industriesQueryOptions())]),
    meta: () => ({
      head: {
        title: pageTitle('Industries'),
        description: `Companies hiring in Liberia by industry: mining, agriculture, health care, IT, NGOs and more.`,
        path: paths.industries.path,
      },
      status: 200,
    }),
  },
  {
    path: paths.industryCompanies.path,
    prefetch: ({ queryClient, params }) => {
      const industryId = id(params.industryId);
      if (industryId === null) return Promise.resolve();
      return settle([
        queryClient.prefetchQuery(industryCompaniesQueryOptions(industryId)),
        queryClient.prefetchQuery(industriesQueryOptions()),
      ]);
    },
    meta: ({ queryClient, params, pathname }) => {
      const industryId = id(params.industryId);
      const name = queryClient
        .getQueryData(industriesQueryOptions().queryKey)
        ?.find((industry) => industry.id === industryId)?.name;
      const title = name ? `${name} companies` : 'Companies';
      return {
        head: { title: pageTitle(title), description: `${title} hiring in Liberia on ${SITE_NAME}.`, path: pathname },
        status: 200,
      };
    },
  },
  companyPage(paths.companyPublic.path, 'companyId', {
    prefetch: (queryClient, companyId) =>
      settle([
        queryClient.prefetchQuery(companyQueryOptions(companyId)),
        queryClient.prefetchQuery(companyJobsQueryOptions(companyId)),
      ]),
    state: (queryClient, companyId) => queryClient.getQueryState(companyQueryOptions(companyId).queryKey),
  }),
  // The read-only profile of a named company (without an id the page is the signed-in company's form).
  companyPage(
    '/companies/profile/:id',
    'id',
    {
      prefetch: (queryClient, companyId) =>
        settle([
          queryClient.prefetchQuery(profileCompanyQueryOptions(companyId)),
          queryClient.prefetchQuery(profileCompanyJobsQueryOptions(companyId)),
        ]),
      state: (queryClient, companyId) => queryClient.getQueryState(profileCompanyQueryOptions(companyId).queryKey),
    },
    paths.companyProfile.path,
  ),
  staticPage(paths.about.path, 'About', `What ${SITE_NAME} does and how to reach us.`),
  staticPage(paths.privacyPolicy.path, 'Privacy Policy', `How ${SITE_NAME} handles your data.`),
];
