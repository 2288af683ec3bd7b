import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';
import { staticMeta } from '../page-meta';

export const meta = () => staticMeta(paths.privacyPolicy.path, 'Privacy Policy', `How ${SITE_NAME} handles your data.`);
