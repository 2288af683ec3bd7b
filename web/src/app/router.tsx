import type { User } from '@lj/contract';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { RequireAuth } from '../features/auth/components/require-auth';
import { CrashScreen } from './crash/crash-screen';
import { documentPage } from './document-page';
import { AppLayout } from './layout';
import type { AccessGroup, PageRoute, RedirectRoute, RouteEntry } from './route-entry';
import { routes } from './routes';

/** In the browser a public page is never rendered by the app: it is loaded as a document (document-page.tsx). */
const pageRoute = (entry: PageRoute | RedirectRoute): RouteObject => {
  if ('redirectTo' in entry) return { path: entry.path, element: <Navigate to={entry.redirectTo} replace /> };
  if (entry.page && !import.meta.env.SSR)
    return { path: entry.path, Component: documentPage(entry.screen, entry.serverPath) };
  return { path: entry.path, Component: entry.screen };
};

/** A guarded section is one layout route: its guard, once, around all of its pages. */
const sectionRoutes = ({ access, layout, children }: AccessGroup): RouteObject[] => {
  const pages = layout ? [{ Component: layout, children: children.map(pageRoute) }] : children.map(pageRoute);
  if (access === 'public') return pages;
  return [{ element: <RequireAuth roles={access === 'signed-in' ? undefined : access} />, children: pages }];
};

/**
 * The whole tree: authentication around the layout (`serverConfirmed`: the server rendered this
 * page for `initialUser`, just asked, so the first render must show the same), and the crash screen twice: inside the layout
 * for a screen that fails (the header stays usable) and at the root for a failing layout.
 */
export function createRoutes(initialUser: User | null, serverConfirmed = false): RouteObject[] {
  return [
    {
      element: (
        <AuthProvider initialUser={initialUser} serverConfirmed={serverConfirmed}>
          <AppLayout />
        </AuthProvider>
      ),
      errorElement: <CrashScreen />,
      children: [{ errorElement: <CrashScreen />, children: routes.flatMap(sectionRoutes) }],
    },
  ];
}

/**
 * Starts downloading the screen of `pathname` now. The browser entry calls it before hydrating: a
 * server-rendered screen would otherwise be asked for only when React reaches its Suspense boundary,
 * after the shell has hydrated, and stay unresponsive that much longer.
 */
export function preloadScreen(pathname: string): void {
  for (const { route } of matchRoutes<RouteEntry>(routes, pathname) ?? []) {
    if ('screen' in route && !route.page) void route.screen.preload();
    if ('layout' in route) void route.layout?.preload();
  }
}
