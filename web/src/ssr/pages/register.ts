import { paths } from '../../config/paths';
import { staticMeta } from '../page-meta';

/** The choice between a job seeker and a company account. */
export const meta = () => staticMeta(paths.register.path, 'Register');
