import { industriesQueryOptions } from '../../api/industries';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { settle } from '../page-data';
import type { PageContext, PageMeta } from '../server-page';

export const prefetch = ({ queryClient }: PageContext) => settle([queryClient.prefetchQuery(industriesQueryOptions())]);

export const meta = (): PageMeta => ({
  head: {
    title: pageTitle('Industries'),
    description: `Companies hiring in Liberia by industry: mining, agriculture, health care, IT, NGOs and more.`,
    path: paths.industries.path,
  },
  status: 200,
});
