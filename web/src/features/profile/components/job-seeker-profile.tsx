import type { User } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../api/profile';
import { QueryState } from '../../../components/ui/query-state';
import { ProfileForm } from './profile-form';
import { ProfileSummaryCard } from './profile-summary-card';
import { ProfileStatus } from './profile-status';
import { SignOutEverywhere } from '../../shared/sign-out-everywhere';
import { CvPhotoPages } from '../../shared/cv-photo-pages/cv-photo-pages';

/**
 * Spec section 2: the summary card on the left, the Edit Profile form on the right; job seekers only.
 * Under the summary: "Sign out everywhere" (docs/decisions/0007-sign-out-everywhere.md).
 */
export function JobSeekerProfile({ userType }: { userType: User['user_type'] | undefined }) {
  const isJobSeeker = userType === undefined || userType === 'job_seeker';
  const profile = useQuery({ ...profileQueryOptions(), enabled: isJobSeeker });
  if (!isJobSeeker) {
    return (
      <div className="alert alert-info" role="status">
        This profile page is only for job seekers.
      </div>
    );
  }
  return (
    <QueryState query={profile} loading={<ProfileStatus loading />} error={<ProfileStatus />}>
      {({ user }) => (
        <div className="row g-4">
          <div className="col-lg-4">
            <ProfileSummaryCard user={user} />
            <SignOutEverywhere className="mb-4" />
          </div>
          <div className="col-lg-8">
            <ProfileForm user={user} />
            <CvPhotoPages pages={user.profile?.resume_pages ?? []} />
          </div>
        </div>
      )}
    </QueryState>
  );
}
