import type { Job } from '@lj/contract';
import { jobApplicationsQueryOptions } from '../../api/applications';
import { getCompany } from '../../api/companies';
import { jobQueryOptions } from '../../api/jobs';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { jobPostingJsonLd } from '../job-posting';
import { positiveId, settle } from '../page-data';
import { snippet } from '../page-head';
import { errorMeta, isMissing, notFoundMeta } from '../page-meta';
import type { PageContext, PageMeta } from '../server-page';

/**
 * The job, and for a job seeker whether they applied (the apply area's check): the page holds the
 * apply form, or 'Applied Successfully' with the status of the application.
 */
export const prefetch = ({ queryClient, params, user }: PageContext) => {
  const jobId = positiveId(params.id);
  if (jobId === null) return Promise.resolve();
  const applications = jobApplicationsQueryOptions(jobId, { redirectOnUnauthorized: false });
  return settle([
    queryClient.prefetchQuery(jobQueryOptions(jobId)),
    ...(user?.user_type === 'job_seeker' ? [queryClient.prefetchQuery(applications)] : []),
  ]);
};

/** The job's head carries its JobPosting (the company's website from the company record). */
export async function meta({ queryClient, params, pathname, siteUrl, today }: PageContext): Promise<PageMeta> {
  const jobId = positiveId(params.id);
  const state = jobId === null ? undefined : queryClient.getQueryState<Job>(jobQueryOptions(jobId).queryKey);
  const job = state?.data;
  if (!job) return isMissing(state?.error) || jobId === null ? notFoundMeta(pathname, 'Job') : errorMeta(pathname);
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
}
