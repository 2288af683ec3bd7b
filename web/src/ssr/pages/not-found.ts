import { notFoundMeta } from '../page-meta';
import type { PageContext } from '../server-page';

/** An address no route knows: the not-found screen, answered with a 404. */
export const meta = ({ pathname }: PageContext) => notFoundMeta(pathname, 'Page');
