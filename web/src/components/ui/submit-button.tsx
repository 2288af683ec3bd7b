import type { ReactNode } from 'react';
import { PendingButton } from './pending-button';

type SubmitButtonProps = {
  pending: boolean;
  children: ReactNode;
  className?: string;
};

/** Every submit shows a spinner and is disabled while its request runs. */
export function SubmitButton({ pending, children, className = 'btn btn-primary w-100' }: SubmitButtonProps) {
  return (
    <PendingButton
      type="submit"
      className={className}
      disabled={pending}
      aria-busy={pending}
      spinner={pending && 'Sending...'}
    >
      {children}
    </PendingButton>
  );
}
