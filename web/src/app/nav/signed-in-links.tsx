import type { User } from '@lj/contract';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { displayName } from '../../lib/auth-state';
import { LogoutButton } from './logout-button';
import { NavItem } from './nav-item';

/** Every signed-in navigation: Home, the links of this kind of user, Logout, then who is signed in. */
export function SignedInLinks({ user, children }: { user: User; children?: ReactNode }) {
  return (
    <>
      <ul className="navbar-nav ms-auto">
        <NavItem to={paths.home.href()} end>
          Home
        </NavItem>
        {children}
        <LogoutButton />
      </ul>
      <span className="navbar-text ms-lg-3">{displayName(user)}</span>
    </>
  );
}
