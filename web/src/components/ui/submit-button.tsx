import type { ReactNode } from 'react';
import { Spinner } from './spinner';

type SubmitButtonProps = {
  pending: boolean;
  children: ReactNode;
  className?: string;
};

/** Every submit shows a spinner and is disabled while its request runs. */
export function SubmitButton({ pending, children, className = 'btn btn-primary w-100' }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending}>
      {pending && <Spinner small label="Sending..." className="me-2" />}
      {children}
    </button>
  );
}
