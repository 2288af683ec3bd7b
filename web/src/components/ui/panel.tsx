import type { ReactNode } from 'react';

/** A card as tall as its grid column, under an h2 heading when it has a title. */
export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="card h-100">
      <div className="card-body">
        {title && <h2 className="h5">{title}</h2>}
        {children}
      </div>
    </section>
  );
}
