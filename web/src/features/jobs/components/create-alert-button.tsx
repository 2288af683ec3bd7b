import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';

/** The list's search and the alert's suggested name; defined here because the control imports this file, never the reverse. */
export type CreateAlertProps = { search: string; defaultName: string };

// The form and what it sends are loaded when the seeker opens it.
const CreateAlertForm = lazy(() => import('./create-alert-form'));

/** The seeker's "Create alert" button and, once pressed, the form (create-alert-control.tsx). */
export default function CreateAlertButton({ search, defaultName }: CreateAlertProps) {
  const [open, setOpen] = useState(false);
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
