import type { User } from '@lj/contract';
import { paths } from '../../config/paths';
import { NavItem } from './nav-item';
import { SignedInLinks } from './signed-in-links';

/** Operator accounts: the staff console, logout and who is signed in. */
export function StaffNav({ user }: { user: User }) {
  return (
    <SignedInLinks user={user}>
      <NavItem to={paths.staff.href()}>Staff</NavItem>
    </SignedInLinks>
  );
}
