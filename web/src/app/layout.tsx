import { lazy, Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { AfterPageLoad } from './after-page-load';
import { AppStartedMark } from './app-started-mark';
import { useFocusMainOnNavigation } from './focus-main-on-navigation';
import { RegisteredNotice } from './registered-notice';
import { SiteHeader } from './site-header';

// The offline banner, install prompt and update toast draw nothing at first; their chunk (with
// workbox-window and the offline queue) loads once the page has loaded.
const PwaChrome = lazy(() => import('../pwa/pwa-chrome').then((module) => ({ default: module.PwaChrome })));

/** Header on every page; screens load lazily into the main area. */
export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main);
  return (
    <>
      <a className="visually-hidden-focusable position-absolute p-2 bg-white" href="#main">
        Skip to content
      </a>
      <AfterPageLoad>
        <PwaChrome />
      </AfterPageLoad>
      <SiteHeader />
      {/* tabIndex -1: focusable by the app after a page change (and the skip link), not in the Tab order. */}
      <main id="main" ref={main} tabIndex={-1} className="container py-4">
        <Suspense
          fallback={
            <div className="text-center py-5">
              <Spinner />
            </div>
          }
        >
          <RegisteredNotice />
          <Outlet />
          {/* Inside the screen's boundary: it commits once the screen has hydrated or rendered. */}
          <AppStartedMark />
        </Suspense>
      </main>
    </>
  );
}
