import { industriesQueryOptions, industryCompaniesQueryOptions } from '../../api/industries';
import { pageTitle, SITE_NAME } from '../../config/site';
import { positiveId, settle } from '../page-data';
import type { PageContext, PageMeta } from '../server-page';

/** The companies, and the industry list the title takes the industry's name from. */
export const prefetch = ({ queryClient, params }: PageContext) => {
  const industryId = positiveId(params.industryId);
  if (industryId === null) return Promise.resolve();
  return settle([
    queryClient.prefetchQuery(industryCompaniesQueryOptions(industryId)),
    queryClient.prefetchQuery(industriesQueryOptions()),
  ]);
};

export function meta({ queryClient, params, pathname }: PageContext): PageMeta {
  const industryId = positiveId(params.industryId);
  const name = queryClient
    .getQueryData(industriesQueryOptions().queryKey)
    ?.find((industry) => industry.id === industryId)?.name;
  const title = name ? `${name} companies` : 'Companies';
  return {
    head: { title: pageTitle(title), description: `${title} hiring in Liberia on ${SITE_NAME}.`, path: pathname },
    status: 200,
  };
}
