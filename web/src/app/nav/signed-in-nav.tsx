import type { User } from '@lj/contract';
import { CompanyNav } from './company-nav';
import { JobSeekerNav } from './job-seeker-nav';
import { StaffNav } from './staff-nav';

/**
 * The navigation of a signed-in user, in its own chunk: most first visits are guests', whose entry
 * script then carries only the guest links (site-header.tsx loads this lazily, main.tsx early).
 */
export default function SignedInNav({ user }: { user: User }) {
  if (user.user_type === 'company') return <CompanyNav user={user} />;
  if (user.user_type === 'staff') return <StaffNav user={user} />;
  return <JobSeekerNav user={user} />;
}
