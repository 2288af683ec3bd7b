import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';
import { staticMeta } from '../page-meta';

export const meta = () => staticMeta(paths.about.path, 'About', `What ${SITE_NAME} does and how to reach us.`);
