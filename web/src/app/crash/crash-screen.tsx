import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';

// Only a crash needs the list (and useQuery with it): its own chunk. If that chunk cannot load
// either (a broken deploy, no network), the screen goes on without the list.
const CurrentJobsList = lazy(() =>
  import('./current-jobs-list').then(
    (module) => ({ default: module.CurrentJobsList }),
    () => ({ default: () => null }),
  ),
);

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error boundary: what went wrong, a way home, and jobs to keep browsing. */
export function CrashScreen() {
  const error = useRouteError();
  return (
    <div className="container py-4">
      <title>{pageTitle('Something went wrong')}</title>
      <div className="alert alert-danger" role="alert">
        <h1 className="h4">Something went wrong</h1>
        <p className="mb-2">The page could not be shown. Reload it, or go back to the home page.</p>
        <p className="mb-0 small">
          Error details: <code>{describe(error)}</code>
        </p>
      </div>
      <a className="btn btn-primary" href={paths.home.href()}>
        Go to the home page
      </a>
      <Suspense fallback={null}>
        <CurrentJobsList />
      </Suspense>
    </div>
  );
}
