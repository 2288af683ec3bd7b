import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { userInfoQueryOptions } from '../api/auth';
import { ProfileStatus } from '../features/profile/components/profile-status';
import { JobSeekerProfileScreen } from '../features/profile/job-seeker-profile-screen';
import { useAuth } from '../lib/auth-context';

// Only companies need it, so job seekers never download the company form.
const EditCompanyProfileScreen = lazy(() => import('../features/company-profile/edit-company-profile-screen'));

/**
 * /profile (spec section 2): asks the server who this is; a company gets its company profile
 * (which has its own title), everyone else (also when the lookup fails) the job seeker profile.
 * The route composes the two features' screens, so neither feature imports the other.
 */
export default function ProfileScreen() {
  const info = useQuery(userInfoQueryOptions());
  const { user } = useAuth();

  if (info.isPending) return <ProfileStatus loading />;
  if (info.data?.user?.user_type === 'company') {
    return (
      <Suspense fallback={<ProfileStatus loading />}>
        <EditCompanyProfileScreen />
      </Suspense>
    );
  }
  return <JobSeekerProfileScreen userType={info.data?.user?.user_type ?? user?.user_type} />;
}
