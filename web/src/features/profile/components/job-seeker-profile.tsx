import type { User } from '@lj/contract';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';
import { ProfileSummaryCard } from './profile-summary-card';
import { ProfileStatus } from './profile-status';

/** Spec section 2: the summary card on the left, the Edit Profile form on the right; job seekers only. */
export function JobSeekerProfile({ userType }: { userType: User['user_type'] | undefined }) {
  const isJobSeeker = userType === undefined || userType === 'job_seeker';
  const profile = useProfile({ enabled: isJobSeeker });
  if (!isJobSeeker) {
    return (
      <div className="alert alert-info" role="status">
        This profile page is only for job seekers.
      </div>
    );
  }
  if (profile.isPending) return <ProfileStatus loading />;
  if (profile.isError) return <ProfileStatus />;
  const user = profile.data.user;
  return (
    <div className="row g-4">
      <div className="col-lg-4">
        <ProfileSummaryCard user={user} />
      </div>
      <div className="col-lg-8">
        <ProfileForm user={user} />
      </div>
    </div>
  );
}
