import type { User } from '@lj/contract';
import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { RequireAuth } from '../features/auth/components/require-auth';
import { CrashScreen } from './crash/crash-screen';
import { AppLayout } from './layout';

/** A lazy screen that can also be fetched ahead of its first render (see preloadScreen below). */
function screen(load: () => Promise<{ default: ComponentType }>) {
  return Object.assign(lazy(load), { preload: load });
}

// Every screen is its own chunk, so the first page downloads only what it shows.
const LandingPage = screen(() => import('../features/landing/landing-page'));
const LoginScreen = screen(() => import('../features/auth/login'));
const RegisterChoiceScreen = screen(() => import('../features/auth/register-choice'));
const RegisterJobSeekerScreen = screen(() => import('../features/auth/register-jobseeker'));
const RegisterCompanyScreen = screen(() => import('../features/auth/register-company'));
const ResetPasswordScreen = screen(() => import('../features/auth/reset-password'));
const ResetPasswordConfirmScreen = screen(() => import('../features/auth/reset-password-confirm'));
const ProfileScreen = screen(() => import('../features/profile/profile-screen'));
const CvEditorScreen = screen(() => import('../features/cv/cv-editor-screen'));
const CvUploadScreen = screen(() => import('../features/cv/cv-upload-screen'));
const CvPrintScreen = screen(() => import('../features/cv/cv-print-screen'));
const CompanyProfilePage = screen(() => import('../features/company-profile/company-profile-page'));
const MyJobsScreen = screen(() => import('../features/company-jobs/my-jobs-screen'));
const PostJobScreen = screen(() => import('../features/company-jobs/post-job-screen'));
const EditJobScreen = screen(() => import('../features/company-jobs/edit-job-screen'));
const JobApplicationsScreen = screen(() => import('../features/company-applications/job-applications-screen'));
const ApplicationDetailScreen = screen(() => import('../features/company-applications/application-detail-screen'));
const SubscribeScreen = screen(() => import('../features/subscription/subscribe-screen'));
const BookkeepingScreen = screen(() => import('../features/bookkeeping/bookkeeping-screen'));
const AboutPage = screen(() => import('../features/static-pages/about'));
const PrivacyPolicyPage = screen(() => import('../features/static-pages/privacy-policy'));
const IndustriesPage = screen(() => import('../features/industries/industries-page'));
const IndustryCompaniesPage = screen(() => import('../features/industries/industry-companies-page'));
const PublicCompanyPage = screen(() => import('../features/companies/company-page'));
const CompanyRedirect = screen(() => import('../features/companies/company-redirect'));
const JobsPage = screen(() => import('../features/jobs/jobs-page'));
const JobDetailPage = screen(() => import('../features/jobs/job-detail-page'));
const JobRedirect = screen(() => import('../features/jobs/job-redirect'));
const MyApplicationsPage = screen(() => import('../features/applications/my-applications-page'));
const DashboardPage = screen(() => import('../features/dashboard/dashboard-page'));
const NotFoundScreen = screen(() => import('./not-found-screen'));

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
  {
    path: paths.profile.path,
    element: (
      <RequireAuth>
        <ProfileScreen />
      </RequireAuth>
    ),
  },
  {
    path: paths.profileCv.path,
    element: (
      <RequireAuth roles={['job_seeker']}>
        <CvEditorScreen />
      </RequireAuth>
    ),
  },
  {
    path: paths.profileCvUpload.path,
    element: (
      <RequireAuth roles={['job_seeker']}>
        <CvUploadScreen />
      </RequireAuth>
    ),
  },
  {
    path: paths.profileCvPrint.path,
    element: (
      <RequireAuth roles={['job_seeker']}>
        <CvPrintScreen />
      </RequireAuth>
    ),
  },
  // The company page is public (read-only with an id); it shows the edit form to a company without one.
  { path: paths.companyProfile.path, element: <CompanyProfilePage /> },
  {
    path: paths.companyJobs.path,
    element: (
      <RequireAuth roles={['company']}>
        <MyJobsScreen />
      </RequireAuth>
    ),
  },
  {
    path: paths.companyPostJob.path,
    element: (
      <RequireAuth roles={['company']}>
        <PostJobScreen />
      </RequireAuth>
    ),
  },
  {
    path: paths.companyEditJob.path,
    element: (
      <RequireAuth roles={['company']}>
        <EditJobScreen />
      </RequireAuth>
    ),
  },
  {
    path: paths.companyJobApplications.path,
    element: (
      <RequireAuth roles={['company']}>
        <JobApplicationsScreen />
      </RequireAuth>
    ),
  },
  {
    path: paths.companyApplication.path,
    element: (
      <RequireAuth roles={['company']}>
        <ApplicationDetailScreen />
      </RequireAuth>
    ),
  },
  {
    path: paths.companySubscribe.path,
    element: (
      <RequireAuth roles={['company']}>
        <SubscribeScreen />
      </RequireAuth>
    ),
  },
  {
    path: paths.companyBookkeeping.path,
    element: (
      <RequireAuth roles={['company']}>
        <BookkeepingScreen />
      </RequireAuth>
    ),
  },
  { path: paths.about.path, element: <AboutPage /> },
  { path: paths.privacyPolicy.path, element: <PrivacyPolicyPage /> },
  { path: paths.industries.path, element: <IndustriesPage /> },
  { path: paths.industryCompanies.path, element: <IndustryCompaniesPage /> },
  { path: paths.companies.path, element: <Navigate to={paths.industries.href()} replace /> },
  { path: paths.companyLegacy.path, element: <CompanyRedirect /> },
  { path: paths.companyPublic.path, element: <PublicCompanyPage /> },
  { path: paths.jobs.path, element: <JobsPage /> },
  { path: paths.jobDetail.path, element: <JobDetailPage /> },
  { path: paths.jobLegacy.path, element: <JobRedirect /> },
  {
    path: paths.jobSeekerApplications.path,
    element: (
      <RequireAuth roles={['job_seeker']}>
        <MyApplicationsPage />
      </RequireAuth>
    ),
  },
  {
    path: paths.dashboard.path,
    element: (
      <RequireAuth>
        <DashboardPage />
      </RequireAuth>
    ),
  },
  { path: '*', element: <NotFoundScreen /> },
];

/**
 * The whole tree: authentication around the layout (`serverConfirmed`: the server rendered this
 * page for `initialUser`, just asked, so the first render must show the same), and the crash screen twice: inside the layout
 * for a screen that fails (the header stays usable) and at the root for a failing layout.
 */
export function createRoutes(initialUser: User | null, serverConfirmed = false): RouteObject[] {
  return [
    {
      element: (
        <AuthProvider initialUser={initialUser} serverConfirmed={serverConfirmed}>
          <AppLayout />
        </AuthProvider>
      ),
      errorElement: <CrashScreen />,
      children: [{ errorElement: <CrashScreen />, children: appRoutes }],
    },
  ];
}

const preloadOf = (node: ReactNode): (() => Promise<unknown>) | undefined => {
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  const type = node.type as { preload?: () => Promise<unknown> };
  return type.preload ?? preloadOf(node.props.children);
};

/**
 * Starts downloading the screen of `pathname` now. The browser entry calls it before hydrating: a
 * server-rendered screen would otherwise be asked for only when React reaches its Suspense boundary,
 * after the shell has hydrated, and stay unresponsive that much longer.
 */
export function preloadScreen(pathname: string): void {
  for (const match of matchRoutes(appRoutes, pathname) ?? []) void preloadOf(match.route.element)?.();
}
