import type { User } from '@lj/contract';
import { BackToJob } from '../shared/back-to-job';
import { ScreenTitle } from '../../components/ui/screen-title';
import { JobSeekerProfile } from './components/job-seeker-profile';

/**
 * /profile for everyone but a company: the job seeker profile. The route's screen
 * (app/profile-screen.tsx) asks the server who this is and gives companies their company profile.
 */
export function JobSeekerProfileScreen({ userType }: { userType: User['user_type'] | undefined }) {
  return (
    <>
      <ScreenTitle text="Profile" className="h3 mb-4" />
      <BackToJob />
      <JobSeekerProfile userType={userType} />
    </>
  );
}
