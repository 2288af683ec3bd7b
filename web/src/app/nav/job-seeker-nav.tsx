import type { User } from '@lj/contract';
import { paths } from '../../config/paths';
import { displayName } from '../../lib/auth-state';
import { CvDropdown } from './cv-dropdown';
import { LogoutButton } from './logout-button';
import { NavItem } from './nav-item';

/** Spec section 2: Home, Jobs, Companies, Profile, My CV, My Applications, Logout and the display name. */
export function JobSeekerNav({ user }: { user: User }) {
  return (
    <>
      <ul className="navbar-nav ms-auto">
        <NavItem to={paths.home.href()} end>
          Home
        </NavItem>
        <NavItem to={paths.jobs.href()}>Jobs</NavItem>
        <NavItem to={paths.companies.href()}>Companies</NavItem>
        <NavItem to={paths.profile.href()} end>
          Profile
        </NavItem>
        <CvDropdown />
        <NavItem to={paths.jobSeekerApplications.href()}>My Applications</NavItem>
        <LogoutButton />
      </ul>
      <span className="navbar-text ms-lg-3">{displayName(user)}</span>
    </>
  );
}
