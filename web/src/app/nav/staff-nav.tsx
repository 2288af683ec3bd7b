import type { User } from '@lj/contract';
import { SignedInLinks } from './signed-in-links';

/** Operator accounts have no screens of their own yet: home, logout and who is signed in. */
export function StaffNav({ user }: { user: User }) {
  return <SignedInLinks user={user} />;
}
