import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth-context';
import type { CreateAlertProps } from './create-alert-button';

// Only a job seeker's list has the button: guests, the most first visits of /jobs, load none of it.
const CreateAlertButton = lazy(() => import('./create-alert-button'));

/** "Create alert" for a signed-in job seeker: the list's current search becomes a job alert by e-mail. */
export function CreateAlertControl(props: CreateAlertProps) {
  const { user } = useAuth();
  if (user?.user_type !== 'job_seeker') return null;
  return (
    <Suspense fallback={null}>
      <CreateAlertButton {...props} />
    </Suspense>
  );
}
