import type { User } from '@lj/contract';
import { CompanyNav } from './company-nav';
import { JobSeekerNav } from './job-seeker-nav';
import { HeaderUnreadLink } from './notifications-nav-item';
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

/** Beside the menu button: the unread count of a seeker or a company (staff have no notifications). */
export function SignedInHeaderBadge({ user }: { user: User }) {
  if (user.user_type === 'staff') return null;
  return <HeaderUnreadLink company={user.user_type === 'company'} />;
}
