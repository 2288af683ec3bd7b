import { newestJobsQueryOptions } from '../../api/jobs';
import { paths } from '../../config/paths';
import { settle } from '../page-data';
import type { PageContext } from '../server-page';
import { staticMeta } from '../page-meta';

/** The newest open jobs under the landing page's search: the page is complete as the server sends it. */
export const prefetch = ({ queryClient }: PageContext) => settle([queryClient.prefetchQuery(newestJobsQueryOptions())]);

/** The landing page: the site's name and its default description. */
export const meta = () => staticMeta(paths.home.path, undefined);
