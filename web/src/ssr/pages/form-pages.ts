import { googleClientIdQueryOptions } from '../../api/google-client-id';
import { paths } from '../../config/paths';
import { staticPage } from '../page-meta';
import type { ServerPage } from '../server-page';

/** A page with Google sign-in: whether the server has it configured is in the first HTML. */
const withGoogle = (page: ServerPage): ServerPage => ({
  ...page,
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(googleClientIdQueryOptions()),
});

/**
 * The pages of signing in: their forms are in the first HTML and post to these addresses until the
 * app has started (modules/page-forms on the server), so they work at the first tap.
 */
export const login = withGoogle(staticPage(paths.login.path, 'Log in'));
/** The choice between a job seeker and a company account. */
export const register = staticPage(paths.register.path, 'Register');
export const registerJobSeeker = withGoogle(staticPage(paths.registerJobSeeker.path, 'Register as a Job Seeker'));
export const registerCompany = staticPage(paths.registerCompany.path, 'Register as a Company');
export const resetPassword = staticPage(paths.resetPassword.path, 'Reset your password');
/** The reset link's uid and token stay in the address, never in the canonical link. */
export const resetPasswordConfirm = staticPage(paths.resetPasswordConfirm.path, 'Choose a new password');
