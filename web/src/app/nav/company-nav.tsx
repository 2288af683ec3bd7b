import type { User } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../api/settings';
import { paths } from '../../config/paths';
import { displayName } from '../../lib/auth-state';
import { LogoutButton } from './logout-button';
import { NavItem } from './nav-item';

/** Spec section 2: Home, Company Profile, Manage Jobs, Bookkeeping (flag), Logout and the company name. */
export function CompanyNav({ user }: { user: User }) {
  const settings = useQuery(settingsQueryOptions());
  return (
    <>
      <ul className="navbar-nav ms-auto">
        <NavItem to={paths.home.href()} end>
          Home
        </NavItem>
        <NavItem to={paths.companyProfile.href()}>Company Profile</NavItem>
        <NavItem to={paths.companyJobs.href()}>Manage Jobs</NavItem>
        {settings.data?.show_company_bookkeeping && <NavItem to={paths.companyBookkeeping.href()}>Bookkeeping</NavItem>}
        <LogoutButton />
      </ul>
      <span className="navbar-text ms-lg-3">{displayName(user)}</span>
    </>
  );
}
