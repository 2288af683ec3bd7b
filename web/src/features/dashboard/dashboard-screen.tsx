import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { useAuth } from '../../lib/auth-context';
import { CompanyDashboard } from './company-dashboard';
import { JobSeekerDashboard } from './components/job-seeker-dashboard';

/** /dashboard (product decisions): the signed-in home. The route guard sends guests to /login. */
export default function DashboardScreen() {
  const { user } = useAuth();
  // The route's <RequireAuth> has already sent guests to /login.
  if (!user) return null;
  return (
    <>
      <title>{pageTitle('Dashboard')}</title>
      {user.user_type === 'company' ? (
        <CompanyDashboard />
      ) : user.user_type === 'job_seeker' ? (
        <JobSeekerDashboard user={user} />
      ) : (
        <Navigate to={paths.home.href()} replace />
      )}
    </>
  );
}
