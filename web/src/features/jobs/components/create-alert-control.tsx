import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth-context';

// The form and what it sends are loaded when a seeker opens it: /jobs' first visit carries only this button.
const CreateAlertForm = lazy(() => import('./create-alert-form'));

/** "Create alert" for a signed-in job seeker: the list's current search becomes a job alert by e-mail. */
export function CreateAlertControl({ search, defaultName }: { search: string; defaultName: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (user?.user_type !== 'job_seeker') return null;
  if (!open) {
    return (
      <button type="button" className="btn btn-outline-primary mb-3" onClick={() => setOpen(true)}>
        Create alert
      </button>
    );
  }
  return (
    <Suspense fallback={<Spinner label="Opening the alert form..." />}>
      <CreateAlertForm search={search} defaultName={defaultName} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
