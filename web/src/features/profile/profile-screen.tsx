import { lazy, Suspense } from 'react';
import { pageTitle } from '../../config/site';
import { useAuth } from '../../lib/auth-context';
import { useUserInfo } from '../auth/api/use-user-info';
import { JobSeekerProfile } from './components/job-seeker-profile';
import { ProfileStatus } from './components/profile-status';

// Only companies need it, so job seekers never download the company form.
const CompanyProfileScreen = lazy(() => import('../company-profile/company-profile-screen'));

/**
 * /profile (spec section 2): asks the server who this is; a company gets its company profile
 * (which has its own title), everyone else (also when the lookup fails) the job seeker profile.
 */
export default function ProfileScreen() {
  const info = useUserInfo();
  const { user } = useAuth();

  if (info.isPending) return <ProfileStatus loading />;
  if (info.data?.user?.user_type === 'company') {
    return (
      <Suspense fallback={<ProfileStatus loading />}>
        <CompanyProfileScreen />
      </Suspense>
    );
  }
  return (
    <>
      <title>{pageTitle('Profile')}</title>
      <h1 className="h3 mb-4">Profile</h1>
      <JobSeekerProfile userType={info.data?.user?.user_type ?? user?.user_type} />
    </>
  );
}
