import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  message?: ReactNode;
  /** A next step, such as a link or button. */
  action?: ReactNode;
};

export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <section className="text-center py-5 px-3">
      <h2 className="h5">{title}</h2>
      {message && <p className="text-body-secondary">{message}</p>}
      {action}
    </section>
  );
}
