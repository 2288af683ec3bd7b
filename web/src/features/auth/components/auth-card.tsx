import type { ReactNode } from 'react';
import { pageTitle } from '../../../config/site';

/** The narrow centred card every sign-in screen sits in, with its page title. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="row justify-content-center">
      <title>{pageTitle(title)}</title>
      <div className="col-12 col-sm-10 col-md-7 col-lg-5">
        <div className="card shadow-sm">
          <div className="card-body p-4">
            <h1 className="h3 mb-4">{title}</h1>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
