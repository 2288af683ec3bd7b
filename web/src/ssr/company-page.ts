import type { Company } from '@lj/contract';
import { companyJobsQueryOptions, companyQueryOptions } from '../api/companies';
import { pageTitle, SITE_NAME } from '../config/site';
import { positiveId, settle } from './page-data';
import { errorMeta, isMissing, notFoundMeta } from './page-meta';
import { snippet } from './page-head';
import type { PageContext, PageMeta, ServerPage } from './server-page';

/**
 * A company with its open jobs, named by the route parameter `idParam`: the public company page and
 * the read-only company profile show the same records.
 */
export function companyPage(idParam: string): Required<ServerPage> {
  return {
    prefetch: ({ queryClient, params }: PageContext) => {
      const companyId = positiveId(params[idParam]);
      if (companyId === null) return Promise.resolve();
      return settle([
        queryClient.prefetchQuery(companyQueryOptions(companyId)),
        queryClient.prefetchQuery(companyJobsQueryOptions(companyId)),
      ]);
    },
    meta: ({ queryClient, params, pathname }: PageContext): PageMeta => {
      const companyId = positiveId(params[idParam]);
      const state =
        companyId === null ? undefined : queryClient.getQueryState<Company>(companyQueryOptions(companyId).queryKey);
      const company = state?.data;
      if (!company)
        return isMissing(state?.error) || companyId === null ? notFoundMeta(pathname, 'Company') : errorMeta(pathname);
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
