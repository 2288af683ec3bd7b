import { paths } from '../../config/paths';
import { staticMeta } from '../page-meta';

/** The landing page: the site's name and its default description. */
export const meta = () => staticMeta(paths.home.path, undefined);
