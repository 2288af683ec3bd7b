import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { pageTitle } from '../config/site';

/**
 * Titles of the screens that stay client-rendered, so even their first HTML names the page
 * (the same texts the screens set once they run).
 */
const titles: Array<[string, string]> = [
  [paths.login.path, 'Log in'],
  [paths.register.path, 'Register'],
  [paths.registerJobSeeker.path, 'Register as a Job Seeker'],
  [paths.registerCompany.path, 'Register as a Company'],
  [paths.resetPassword.path, 'Reset your password'],
  [paths.resetPasswordConfirm.path, 'Choose a new password'],
  [paths.profile.path, 'Profile'],
  [paths.profileCv.path, 'My CV'],
  [paths.profileCvUpload.path, 'Upload Traditional CV'],
  [paths.profileCvPrint.path, 'Print CV'],
  [paths.companyProfile.path, 'Company Profile'],
  [paths.companyJobs.path, 'My Job Listings'],
  [paths.companyPostJob.path, 'Post a New Job'],
  [paths.companyEditJob.path, 'Edit Job'],
  [paths.companyJobApplications.path, 'Applications'],
  [paths.companyApplication.path, 'Application'],
  [paths.companySubscribe.path, 'Subscribe'],
  [paths.companyBookkeeping.path, 'Monthly Bookkeeping'],
  [paths.jobSeekerApplications.path, 'My Applications'],
  [paths.dashboard.path, 'Dashboard'],
];

export function clientPageTitle(pathname: string): string {
  const found = titles.find(([path]) => matchPath(path, pathname));
  return pageTitle(found?.[1]);
}
