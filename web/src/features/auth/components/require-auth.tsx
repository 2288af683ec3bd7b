import type { User } from '@lj/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';

type RequireAuthProps = {
  /** Who may see the pages; any signed-in user when left out. */
  roles?: ReadonlyArray<User['user_type']>;
};

/**
 * The layout route of a guarded section of app/routes.ts: its pages render in the outlet.
 * Anonymous visitors go to /login with the way back (state and ?next=); a signed-in user of another
 * kind goes home.
 */
export function RequireAuth({ roles }: RequireAuthProps) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login.href({ next })} state={{ from: next }} replace />;
  }
  if (roles && !roles.includes(user.user_type)) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
