import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { PwaChrome } from '../pwa/pwa-chrome';
import { SiteHeader } from './site-header';

/** Header on every page; screens load lazily into the main area. */
export function AppLayout() {
  return (
    <>
      <a className="visually-hidden-focusable position-absolute p-2 bg-white" href="#main">
        Skip to content
      </a>
      <PwaChrome />
      <SiteHeader />
      <main id="main" className="container py-4">
        <Suspense
          fallback={
            <div className="text-center py-5">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
