/**
 * Every front-end route of the product (spec section 2 plus /dashboard from the product decisions).
 * `path` is the router pattern; `href` builds a link. No other file writes a page URL by hand.
 */

import type { StaffJobsQuery, StaffPaymentListQuery, UserRole } from '@lj/contract';
import { queryString } from '../lib/query-string';

type Id = number | string;

const withQuery = (path: string, query: Record<string, string | undefined>): string => path + queryString(query);

/** A page without parameters: its link is its path. */
const page = <P extends string>(path: P) => ({ path, href: () => path });
/** A page that may be given the page to go back to afterwards (`next`). */
const returning = <P extends string>(path: P) => ({
  path,
  href: (query: { next?: string } = {}) => withQuery(path, query),
});

/** A staff list whose filters live in its query (`staffJobsQuerySchema`...), so a link can open it filtered. */
const filtered = <P extends string, Q extends Record<string, string | undefined>>(path: P) => ({
  path,
  href: (query: Q = {} as Q) => withQuery(path, query),
});
type Days = { from?: string; to?: string };

export const paths = {
  home: {
    path: '/',
    /** `reveal: 'email'`: the contact address shown, at the footer (the Reveal Email button's own link). */
    href: (query: { reveal?: 'email' } = {}) => (query.reveal ? `/?reveal=${query.reveal}#contact` : '/'),
  },
  dashboard: page('/dashboard'),
  about: page('/about'),
  privacyPolicy: page('/privacy-policy'),

  /** `query`: the list's filters as the address holds them (job-filters.ts, filtersToParams). */
  jobs: { path: '/jobs', href: (query?: URLSearchParams) => (query?.size ? `/jobs?${query}` : '/jobs') },
  jobDetail: { path: '/jobs/:id', href: (id: Id) => `/jobs/${id}` },
  /** Not a screen: the Save control's form posts here before the app starts (server/src/modules/page-forms). */
  saveJob: { path: '/jobs/:id/save', href: (id: Id) => `/jobs/${id}/save` },
  /** A job page that saves the job once the seeker is signed in (where a guest's Save leads after login). */
  jobDetailSaving: { path: '/jobs/:id', href: (id: Id) => `/jobs/${id}?save=1` },
  savedJobs: page('/saved-jobs'),
  /** A seeker's job alerts: pause, edit, delete. */
  alerts: page('/alerts'),
  /** A new alert of a job search: `search` is the list's query as the address holds it, `name` a suggestion. */
  alertsNew: {
    path: '/alerts/new',
    href: (query: { search: string; name: string }) => withQuery('/alerts/new', query),
  },
  notifications: page('/notifications'),
  /** Old job links: redirects to jobDetail. */
  jobLegacy: { path: '/job/:id', href: (id: Id) => `/job/${id}` },

  login: {
    path: '/login',
    /**
     * `next`: the page to return to after signing in; `t`: cache-busting stamp after logout;
     * `forced`: clears everything after a failed logout.
     */
    href: (query: { next?: string; t?: string; forced?: 'true' } = {}) => withQuery('/login', query),
  },
  /** Not a screen: the navigation's Logout form posts here (server/src/modules/page-forms). */
  logout: page('/logout'),
  /** `next`: the page to return to once the account is made (as for login). */
  register: returning('/register'),
  registerJobSeeker: returning('/register/jobseeker'),
  registerCompany: returning('/register/company'),
  resetPassword: page('/reset-password'),
  resetPasswordConfirm: {
    path: '/reset-password/confirm',
    href: (uid: string, token: string) => withQuery('/reset-password/confirm', { uid, token }),
  },

  /** `next` on the profile and CV pages: the job to go back to, from the apply step's offer to add them. */
  profile: returning('/profile'),
  profileCv: returning('/profile/cv'),
  profileCvUpload: returning('/profile/cv/upload'),
  /** The structured CV laid out for printing or saving as PDF from the browser. */
  profileCvPrint: page('/profile/cv/print'),
  jobSeekerApplications: page('/jobseeker/applications'),

  /** Without id: the signed-in company's own profile (edit mode); with id: a read-only view. */
  companyProfile: {
    path: '/companies/profile/:id?',
    /** Without an id, the own profile; `next` is where saving it returns to (naming the company first). */
    href: (id?: Id, query: { next?: string } = {}) =>
      id === undefined ? withQuery('/companies/profile/', query) : `/companies/profile/${id}`,
  },
  /** Redirects to industries. */
  companies: page('/companies'),
  industries: page('/industries'),
  industryCompanies: {
    path: '/industries/:industryId/companies',
    href: (industryId: Id) => `/industries/${industryId}/companies`,
  },
  companyPublic: { path: '/company/:companyId', href: (companyId: Id) => `/company/${companyId}` },
  /** Older company links: redirects to companyPublic. */
  companyLegacy: { path: '/companies/:companyId', href: (companyId: Id) => `/companies/${companyId}` },
  companyJobs: page('/company/jobs'),
  companyPostJob: page('/company/post-job'),
  companyEditJob: { path: '/company/edit-job/:id', href: (id: Id) => `/company/edit-job/${id}` },
  companyJobApplications: {
    path: '/company/jobs/:jobId/applications',
    href: (jobId: Id) => `/company/jobs/${jobId}/applications`,
  },
  companyJobFigures: {
    path: '/company/jobs/:jobId/figures',
    href: (jobId: Id) => `/company/jobs/${jobId}/figures`,
  },
  companyApplication: {
    path: '/company/applications/:applicationId',
    href: (applicationId: Id) => `/company/applications/${applicationId}`,
  },
  companyBookkeeping: page('/company/bookkeeping'),
  companySubscribe: page('/company/subscribe'),
  companyNotifications: page('/company/notifications'),

  /** The staff console (features/staff/sections.ts lists its sections for the menu). */
  staff: page('/staff'),
  staffUsers: filtered<'/staff/users', Days & { role?: UserRole; q?: string }>('/staff/users'),
  staffSettings: page('/staff/settings'),
  staffAudit: page('/staff/audit'),
  staffPayments: filtered<'/staff/payments', Days & { state?: StaffPaymentListQuery['state'] }>('/staff/payments'),
  staffCompanies: filtered<'/staff/companies', Days>('/staff/companies'),
  staffJobs: filtered<'/staff/jobs', Days & { state?: StaffJobsQuery['state'] }>('/staff/jobs'),
  staffScamRules: page('/staff/jobs/rules'),
  staffReports: filtered<'/staff/reports', Days>('/staff/reports'),
} as const;

/** Screens that never confirm the session with the server (spec section 4; both register forms count as /register). */
export const authScreenPaths: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.registerJobSeeker.path,
  paths.registerCompany.path,
  paths.resetPassword.path,
  paths.resetPasswordConfirm.path,
];

/**
 * A return path is followed only when it stays on this site: a relative path that is not
 * protocol-relative ("//evil.example") and not a back-slash trick ("/\evil.example").
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
