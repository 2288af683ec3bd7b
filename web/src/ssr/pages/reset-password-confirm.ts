import { paths } from '../../config/paths';
import { staticMeta } from '../page-meta';

/** The reset link's uid and token stay in the address, never in the canonical link. */
export const meta = () => staticMeta(paths.resetPasswordConfirm.path, 'Choose a new password');
