import type { User } from '@lj/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';

type RequireAuthProps = {
  /** Who may see the page; any signed-in user when left out. */
  roles?: ReadonlyArray<User['user_type']>;
  children: ReactNode;
};

/**
 * Guards a route element: anonymous visitors go to /login with the way back (state and ?next=);
 * a signed-in user of another kind goes home.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login.href({ next })} state={{ from: next }} replace />;
  }
  if (roles && !roles.includes(user.user_type)) return <Navigate to={paths.home.href()} replace />;
  return children;
}
