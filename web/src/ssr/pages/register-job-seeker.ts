import { paths } from '../../config/paths';
import { staticMeta } from '../page-meta';

/** Its form posts to this address until the app has started (modules/page-forms on the server). */
export const meta = () => staticMeta(paths.registerJobSeeker.path, 'Register as a Job Seeker');
