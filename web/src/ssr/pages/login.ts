import { paths } from '../../config/paths';
import { staticMeta } from '../page-meta';

/** The login form is in the first HTML: it works at the first tap, before the app has started. */
export const meta = () => staticMeta(paths.login.path, 'Log in');
