import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  message?: ReactNode;
  /** A next step, such as a link or button. */
  action?: ReactNode;
  /** 1 when the block is the whole page (the not-found page), so the page has its main heading. */
  headingLevel?: 1 | 2;
};

export function EmptyState({ title, message, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="text-center py-5 px-3">
      <Heading className="h5">{title}</Heading>
      {message && <p className="text-body-secondary">{message}</p>}
      {action}
    </section>
  );
}
