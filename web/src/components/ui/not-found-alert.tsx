import type { ReactNode } from 'react';

/**
 * An address that names no record, which the server answers with a 404: the spec's words are the
 * page's h1, inside the warning, so the page still has a main heading. `children` say what next.
 */
export function NotFoundAlert({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="alert alert-warning" role="alert">
      <h1 className={children ? 'h5 alert-heading' : 'h6 alert-heading mb-0'}>{title}</h1>
      {children}
    </div>
  );
}
