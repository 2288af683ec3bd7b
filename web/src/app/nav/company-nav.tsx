import type { User } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../api/settings';
import { paths } from '../../config/paths';
import { NavItem } from './nav-item';
import { NotificationsNavItem } from './notifications-nav-item';
import { SignedInLinks } from './signed-in-links';

/** Spec section 2: Home, Company Profile, Manage Jobs, Bookkeeping (flag), Logout and the company name; and Notifications with the unread count. */
export function CompanyNav({ user }: { user: User }) {
  const settings = useQuery(settingsQueryOptions());
  return (
    <SignedInLinks user={user}>
      <NavItem to={paths.companyProfile.href()}>Company Profile</NavItem>
      <NavItem to={paths.companyJobs.href()}>Manage Jobs</NavItem>
      {settings.data?.show_company_bookkeeping && <NavItem to={paths.companyBookkeeping.href()}>Bookkeeping</NavItem>}
      <NotificationsNavItem company />
    </SignedInLinks>
  );
}
