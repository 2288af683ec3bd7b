import { paths } from '../config/paths';
import { lazyScreen } from './lazy-screen';
import type { AccessGroup } from './route-entry';

/**
 * The screen of a public page, in the browser's build: never rendered there (the router loads such a
 * page as a document, document-page.tsx), so each public screen is written `import.meta.env.SSR ?
 * lazyScreen(...) : serverOnly` and the browser's build keeps no chunk of a second implementation.
 */
const serverOnly = lazyScreen(() => Promise.reject(new Error('A public page is rendered by the server only.')));

const LandingScreen = import.meta.env.SSR ? lazyScreen(() => import('../features/landing/landing-screen')) : serverOnly;
const LoginScreen = import.meta.env.SSR ? lazyScreen(() => import('../features/auth/login-screen')) : serverOnly;
const RegisterChoiceScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/auth/register-choice-screen'))
  : serverOnly;
const RegisterJobSeekerScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/auth/register-job-seeker-screen'))
  : serverOnly;
const RegisterCompanyScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/auth/register-company-screen'))
  : serverOnly;
const ResetPasswordScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/auth/reset-password-screen'))
  : serverOnly;
const ResetPasswordConfirmScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/auth/reset-password-confirm-screen'))
  : serverOnly;
const ProfileScreen = lazyScreen(() => import('./profile-screen'));
const CvEditorScreen = lazyScreen(() => import('../features/cv/cv-editor-screen'));
const CvUploadScreen = lazyScreen(() => import('../features/cv/cv-upload-screen'));
const CvPrintScreen = lazyScreen(() => import('../features/cv/cv-print-screen'));
const CompanyProfileScreen = lazyScreen(() => import('../features/company-profile/company-profile-screen'));
const MyJobsScreen = lazyScreen(() => import('../features/company-jobs/my-jobs-screen'));
const PostJobScreen = lazyScreen(() => import('../features/company-jobs/post-job-screen'));
const EditJobScreen = lazyScreen(() => import('../features/company-jobs/edit-job-screen'));
const JobApplicationsScreen = lazyScreen(() => import('../features/company-applications/job-applications-screen'));
const JobFiguresScreen = lazyScreen(() => import('../features/job-figures/job-figures-screen'));
const ApplicationDetailScreen = lazyScreen(() => import('../features/company-applications/application-detail-screen'));
const SubscribeScreen = lazyScreen(() => import('../features/subscription/subscribe-screen'));
const BookkeepingScreen = lazyScreen(() => import('../features/bookkeeping/bookkeeping-screen'));
const AboutScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/static-pages/about-screen'))
  : serverOnly;
const PrivacyPolicyScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/static-pages/privacy-policy-screen'))
  : serverOnly;
const IndustriesScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/industries/industries-screen'))
  : serverOnly;
const IndustryCompaniesScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/industries/industry-companies-screen'))
  : serverOnly;
const PublicCompanyScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/companies/company-screen'))
  : serverOnly;
const CompanyRedirectScreen = lazyScreen(() => import('../features/companies/company-redirect-screen'));
const JobsScreen = import.meta.env.SSR ? lazyScreen(() => import('../features/jobs/jobs-screen')) : serverOnly;
const JobDetailScreen = import.meta.env.SSR
  ? lazyScreen(() => import('../features/jobs/job-detail-screen'))
  : serverOnly;
const JobRedirectScreen = lazyScreen(() => import('../features/jobs/job-redirect-screen'));
const MyApplicationsScreen = lazyScreen(() => import('../features/applications/my-applications-screen'));
const SavedJobsScreen = lazyScreen(() => import('../features/saved-jobs/saved-jobs-screen'));
const AlertsScreen = lazyScreen(() => import('../features/alerts/alerts-screen'));
const NewAlertScreen = lazyScreen(() => import('../features/alerts/new-alert-screen'));
const NotificationsScreen = lazyScreen(() => import('../features/notifications/notifications-screen'));
const DashboardScreen = lazyScreen(() => import('../features/dashboard/dashboard-screen'));
const NotFoundScreen = import.meta.env.SSR ? lazyScreen(() => import('./not-found-screen')) : serverOnly;
const StaffLayout = lazyScreen(() => import('../features/staff/staff-layout'));
const StaffOverviewScreen = lazyScreen(() => import('../features/staff/overview-screen'));
const StaffUsersScreen = lazyScreen(() => import('../features/staff/users-screen'));
const StaffAuditScreen = lazyScreen(() => import('../features/staff/audit-screen'));
const StaffPaymentsScreen = lazyScreen(() => import('../features/staff-payments/payments-screen'));
const StaffCompaniesScreen = lazyScreen(() => import('../features/staff-companies/companies-screen'));
const StaffJobsScreen = lazyScreen(() => import('../features/staff-jobs/staff-jobs-screen'));
const ScamRulesScreen = lazyScreen(() => import('../features/staff-jobs/scam-rules-screen'));
const StaffReportsScreen = lazyScreen(() => import('../features/staff-reports/staff-reports-screen'));
const StaffSettingsScreen = lazyScreen(() => import('../features/staff/settings-screen'));

/**
 * Every page, once: its path (config/paths.ts), its lazy screen, who may see it (the section it sits
 * in) and what the server answers for it. The browser's router (router.tsx) and the server renderer
 * (entry-server.tsx, through ssr/match-page.ts) both read this table.
 *
 * Add a page: a lazy screen above and an entry in its section. What only the server needs is always
 * spread from `import.meta.env.SSR && {...}`: the browser's build, where the flag is false, drops it
 * whole (titles, and the server modules with their fetchers and JSON-LD), with nothing left behind.
 * `title` names a page the browser renders; `serverPage` renders it on the server, with the prefetch
 * and head of its module in ssr/pages/.
 */
export const routes: AccessGroup[] = [
  {
    access: 'public',
    children: [
      {
        path: paths.home.path,
        screen: LandingScreen,
        page: true,
        ...(import.meta.env.SSR && { serverPage: () => import('../ssr/pages/home') }),
      },
      {
        path: paths.jobs.path,
        screen: JobsScreen,
        page: true,
        ...(import.meta.env.SSR && { serverPage: () => import('../ssr/pages/jobs') }),
      },
      {
        path: paths.jobDetail.path,
        screen: JobDetailScreen,
        page: true,
        ...(import.meta.env.SSR && { serverPage: () => import('../ssr/pages/job-detail') }),
      },
      {
        path: paths.industries.path,
        screen: IndustriesScreen,
        page: true,
        ...(import.meta.env.SSR && { serverPage: () => import('../ssr/pages/industries') }),
      },
      {
        path: paths.industryCompanies.path,
        screen: IndustryCompaniesScreen,
        page: true,
        ...(import.meta.env.SSR && { serverPage: () => import('../ssr/pages/industry-companies') }),
      },
      {
        path: paths.companyPublic.path,
        screen: PublicCompanyScreen,
        page: true,
        ...(import.meta.env.SSR && { serverPage: () => import('../ssr/pages/company') }),
      },
      // Read-only with an id (rendered on the server); without one, the signed-in company's own form.
      {
        path: paths.companyProfile.path,
        screen: CompanyProfileScreen,
        page: true,
        serverPath: '/companies/profile/:id',
        ...(import.meta.env.SSR && {
          title: 'Company Profile',
          serverPage: () => import('../ssr/pages/company-profile'),
        }),
      },
      {
        path: paths.about.path,
        screen: AboutScreen,
        page: true,
        ...(import.meta.env.SSR && { serverPage: () => import('../ssr/pages/about') }),
      },
      {
        path: paths.privacyPolicy.path,
        screen: PrivacyPolicyScreen,
        page: true,
        ...(import.meta.env.SSR && { serverPage: () => import('../ssr/pages/privacy-policy') }),
      },

      // The forms of signing in: real forms in the first HTML, posted to these addresses until the app
      // has started (server/src/modules/page-forms). Their server halves share one module.
      {
        path: paths.login.path,
        screen: LoginScreen,
        page: true,
        ...(import.meta.env.SSR && {
          serverPage: () => import('../ssr/pages/form-pages').then((pages) => pages.login),
        }),
      },
      {
        path: paths.register.path,
        screen: RegisterChoiceScreen,
        page: true,
        ...(import.meta.env.SSR && {
          serverPage: () => import('../ssr/pages/form-pages').then((pages) => pages.register),
        }),
      },
      {
        path: paths.registerJobSeeker.path,
        screen: RegisterJobSeekerScreen,
        page: true,
        ...(import.meta.env.SSR && {
          serverPage: () => import('../ssr/pages/form-pages').then((pages) => pages.registerJobSeeker),
        }),
      },
      {
        path: paths.registerCompany.path,
        screen: RegisterCompanyScreen,
        page: true,
        ...(import.meta.env.SSR && {
          serverPage: () => import('../ssr/pages/form-pages').then((pages) => pages.registerCompany),
        }),
      },
      {
        path: paths.resetPassword.path,
        screen: ResetPasswordScreen,
        page: true,
        ...(import.meta.env.SSR && {
          serverPage: () => import('../ssr/pages/form-pages').then((pages) => pages.resetPassword),
        }),
      },
      {
        path: paths.resetPasswordConfirm.path,
        screen: ResetPasswordConfirmScreen,
        page: true,
        ...(import.meta.env.SSR && {
          serverPage: () => import('../ssr/pages/form-pages').then((pages) => pages.resetPasswordConfirm),
        }),
      },

      // Older and shorthand addresses.
      { path: paths.companies.path, redirectTo: paths.industries.href() },
      { path: paths.companyLegacy.path, screen: CompanyRedirectScreen },
      { path: paths.jobLegacy.path, screen: JobRedirectScreen },

      {
        path: '*',
        screen: NotFoundScreen,
        page: true,
        ...(import.meta.env.SSR && { serverPage: () => import('../ssr/pages/not-found') }),
      },
    ],
  },
  {
    access: 'signed-in',
    children: [
      { path: paths.profile.path, screen: ProfileScreen, ...(import.meta.env.SSR && { title: 'Profile' }) },
      { path: paths.dashboard.path, screen: DashboardScreen, ...(import.meta.env.SSR && { title: 'Dashboard' }) },
    ],
  },
  {
    access: ['job_seeker'],
    children: [
      { path: paths.profileCv.path, screen: CvEditorScreen, ...(import.meta.env.SSR && { title: 'My CV' }) },
      {
        path: paths.profileCvUpload.path,
        screen: CvUploadScreen,
        ...(import.meta.env.SSR && { title: 'Upload Traditional CV' }),
      },
      { path: paths.profileCvPrint.path, screen: CvPrintScreen, ...(import.meta.env.SSR && { title: 'Print CV' }) },
      {
        path: paths.jobSeekerApplications.path,
        screen: MyApplicationsScreen,
        ...(import.meta.env.SSR && { title: 'My Applications' }),
      },
      { path: paths.savedJobs.path, screen: SavedJobsScreen, ...(import.meta.env.SSR && { title: 'Saved jobs' }) },
      { path: paths.alerts.path, screen: AlertsScreen, ...(import.meta.env.SSR && { title: 'Job alerts' }) },
      { path: paths.alertsNew.path, screen: NewAlertScreen, ...(import.meta.env.SSR && { title: 'Create alert' }) },
      {
        path: paths.notifications.path,
        screen: NotificationsScreen,
        ...(import.meta.env.SSR && { title: 'Notifications' }),
      },
    ],
  },
  {
    access: ['company'],
    children: [
      {
        path: paths.companyJobs.path,
        screen: MyJobsScreen,
        ...(import.meta.env.SSR && { title: 'My Job Listings' }),
      },
      {
        path: paths.companyPostJob.path,
        screen: PostJobScreen,
        ...(import.meta.env.SSR && { title: 'Post a New Job' }),
      },
      { path: paths.companyEditJob.path, screen: EditJobScreen, ...(import.meta.env.SSR && { title: 'Edit Job' }) },
      {
        path: paths.companyJobApplications.path,
        screen: JobApplicationsScreen,
        ...(import.meta.env.SSR && { title: 'Applications' }),
      },
      {
        path: paths.companyJobFigures.path,
        screen: JobFiguresScreen,
        ...(import.meta.env.SSR && { title: 'Job figures' }),
      },
      {
        path: paths.companyApplication.path,
        screen: ApplicationDetailScreen,
        ...(import.meta.env.SSR && { title: 'Application' }),
      },
      {
        path: paths.companyNotifications.path,
        screen: NotificationsScreen,
        ...(import.meta.env.SSR && { title: 'Notifications' }),
      },
      {
        path: paths.companySubscribe.path,
        screen: SubscribeScreen,
        ...(import.meta.env.SSR && { title: 'Subscribe' }),
      },
      {
        path: paths.companyBookkeeping.path,
        screen: BookkeepingScreen,
        ...(import.meta.env.SSR && { title: 'Monthly Bookkeeping' }),
      },
    ],
  },
  // The staff console: every section inside the staff layout's menu (features/staff/sections.ts).
  {
    access: ['staff'],
    layout: StaffLayout,
    children: [
      { path: paths.staff.path, screen: StaffOverviewScreen, ...(import.meta.env.SSR && { title: 'Staff' }) },
      { path: paths.staffUsers.path, screen: StaffUsersScreen, ...(import.meta.env.SSR && { title: 'Users' }) },
      {
        path: paths.staffSettings.path,
        screen: StaffSettingsScreen,
        ...(import.meta.env.SSR && { title: 'Settings' }),
      },
      { path: paths.staffAudit.path, screen: StaffAuditScreen, ...(import.meta.env.SSR && { title: 'Audit log' }) },
      {
        path: paths.staffPayments.path,
        screen: StaffPaymentsScreen,
        ...(import.meta.env.SSR && { title: 'Payments' }),
      },
      {
        path: paths.staffCompanies.path,
        screen: StaffCompaniesScreen,
        ...(import.meta.env.SSR && { title: 'Companies' }),
      },
      { path: paths.staffJobs.path, screen: StaffJobsScreen, ...(import.meta.env.SSR && { title: 'Jobs' }) },
      { path: paths.staffScamRules.path, screen: ScamRulesScreen, ...(import.meta.env.SSR && { title: 'Scam rules' }) },
      { path: paths.staffReports.path, screen: StaffReportsScreen, ...(import.meta.env.SSR && { title: 'Reports' }) },
      // Each staff section adds its page here (and its entry to features/staff/sections.ts).
    ],
  },
];
