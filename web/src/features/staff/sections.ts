import { paths } from '../../config/paths';

/**
 * The sections of the staff console, in the order its menu shows them. Each staff feature adds its
 * own entry (its page is registered in app/routes.ts under the staff group).
 */
export const staffSections: { path: string; label: string }[] = [
  { path: paths.staff.path, label: 'Overview' },
  { path: paths.staffUsers.path, label: 'Users' },
  { path: paths.staffSettings.path, label: 'Settings' },
  { path: paths.staffAudit.path, label: 'Audit log' },
  { path: paths.staffPayments.path, label: 'Payments' },
  { path: paths.staffCompanies.path, label: 'Companies' },
  { path: paths.staffJobs.path, label: 'Jobs' },
  { path: paths.staffReports.path, label: 'Reports' },
];
