import type { User } from '@lj/contract';
import { paths } from '../../config/paths';
import { CvDropdown } from './cv-dropdown';
import { NavItem } from './nav-item';
import { NotificationsNavItem } from './notifications-nav-item';
import { SignedInLinks } from './signed-in-links';

/** Spec section 2: Home, Jobs, Companies, Profile, My CV, My Applications, Saved jobs, Alerts and Notifications, Logout and the display name. */
export function JobSeekerNav({ user }: { user: User }) {
  return (
    <SignedInLinks user={user}>
      <NavItem to={paths.jobs.href()}>Jobs</NavItem>
      <NavItem to={paths.industries.href()}>Companies</NavItem>
      <NavItem to={paths.profile.href()} end>
        Profile
      </NavItem>
      <CvDropdown />
      <NavItem to={paths.jobSeekerApplications.href()}>My Applications</NavItem>
      <NavItem to={paths.savedJobs.href()}>Saved jobs</NavItem>
      <NavItem to={paths.alerts.href()}>Alerts</NavItem>
      <NotificationsNavItem />
    </SignedInLinks>
  );
}
