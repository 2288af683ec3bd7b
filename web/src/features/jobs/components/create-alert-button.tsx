import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { CreateAlertProps } from './create-alert-control';

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
