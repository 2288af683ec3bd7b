import type { User } from '@lj/contract';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { RequireAuth } from '../features/auth/components/require-auth';
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
const ProfileScreen = lazy(() => import('../features/profile/profile-screen'));
const CvEditorScreen = lazy(() => import('../features/cv/cv-editor-screen'));
const CvUploadScreen = lazy(() => import('../features/cv/cv-upload-screen'));
const CvPrintScreen = lazy(() => import('../features/cv/cv-print-screen'));
const CompanyProfilePage = lazy(() => import('../features/company-profile/company-profile-page'));
const MyJobsScreen = lazy(() => import('../features/company-jobs/my-jobs-screen'));
const PostJobScreen = lazy(() => import('../features/company-jobs/post-job-screen'));
const EditJobScreen = lazy(() => import('../features/company-jobs/edit-job-screen'));
const JobApplicationsScreen = lazy(() => import('../features/company-applications/job-applications-screen'));
const ApplicationDetailScreen = lazy(() => import('../features/company-applications/application-detail-screen'));
const SubscribeScreen = lazy(() => import('../features/subscription/subscribe-screen'));
const BookkeepingScreen = lazy(() => import('../features/bookkeeping/bookkeeping-screen'));
const AboutPage = lazy(() => import('../features/static-pages/about'));
const PrivacyPolicyPage = lazy(() => import('../features/static-pages/privacy-policy'));
const IndustriesPage = lazy(() => import('../features/industries/industries-page'));
const IndustryCompaniesPage = lazy(() => import('../features/industries/industry-companies-page'));
const PublicCompanyPage = lazy(() => import('../features/companies/company-page'));
const CompanyRedirect = lazy(() => import('../features/companies/company-redirect'));
const JobsPage = lazy(() => import('../features/jobs/jobs-page'));
const JobDetailPage = lazy(() => import('../features/jobs/job-detail-page'));
const JobRedirect = lazy(() => import('../features/jobs/job-redirect'));
const MyApplicationsPage = lazy(() => import('../features/applications/my-applications-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
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
