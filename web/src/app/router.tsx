import type { User } from '@lj/contract';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { CrashScreen } from './crash/crash-screen';
import { AppLayout } from './layout';

// Every screen is its own chunk, so the first page downloads only what it shows.
const LandingPage = lazy(() => import('../features/landing/landing-page'));
const LoginScreen = lazy(() => import('../features/auth/login'));
const RegisterChoiceScreen = lazy(() => import('../features/auth/register-choice'));
const RegisterJobSeekerScreen = lazy(() => import('../features/auth/register-jobseeker'));
const RegisterCompanyScreen = lazy(() => import('../features/auth/register-company'));
const ResetPasswordScreen = lazy(() => import('../features/auth/reset-password'));
const ResetPasswordConfirmScreen = lazy(() => import('../features/auth/reset-password-confirm'));
const NotFoundScreen = lazy(() => import('./not-found-screen'));

/**
 * The screens. Add a route here: a lazy import above and one entry below (path from config/paths.ts;
 * wrap the element in <RequireAuth roles={[...]}> when the page needs a signed-in user).
 */
export const appRoutes: RouteObject[] = [
  { path: paths.home.path, element: <LandingPage /> },
  { path: paths.login.path, element: <LoginScreen /> },
  { path: paths.register.path, element: <RegisterChoiceScreen /> },
  { path: paths.registerJobSeeker.path, element: <RegisterJobSeekerScreen /> },
  { path: paths.registerCompany.path, element: <RegisterCompanyScreen /> },
  { path: paths.resetPassword.path, element: <ResetPasswordScreen /> },
  { path: paths.resetPasswordConfirm.path, element: <ResetPasswordConfirmScreen /> },
  { path: '*', element: <NotFoundScreen /> },
];

/**
 * The whole tree: authentication around the layout, and the crash screen twice: inside the layout
 * for a screen that fails (the header stays usable) and at the root for a failing layout.
 */
export function createRoutes(initialUser: User | null): RouteObject[] {
  return [
    {
      element: (
        <AuthProvider initialUser={initialUser}>
          <AppLayout />
        </AuthProvider>
      ),
      errorElement: <CrashScreen />,
      children: [{ errorElement: <CrashScreen />, children: appRoutes }],
    },
  ];
}
