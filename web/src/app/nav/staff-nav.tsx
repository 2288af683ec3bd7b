import type { User } from '@lj/contract';
import { paths } from '../../config/paths';
import { displayName } from '../../lib/auth-state';
import { LogoutButton } from './logout-button';
import { NavItem } from './nav-item';

/** Operator accounts have no screens of their own yet: home, logout and who is signed in. */
export function StaffNav({ user }: { user: User }) {
  return (
    <>
      <ul className="navbar-nav ms-auto">
        <NavItem to={paths.home.href()} end>
          Home
        </NavItem>
        <LogoutButton />
      </ul>
      <span className="navbar-text ms-lg-3">{displayName(user)}</span>
    </>
  );
}
