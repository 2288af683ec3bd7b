import { matchPath, matchRoutes, type Params } from 'react-router';
import type { RouteEntry } from '../app/route-entry';
import { routes } from '../app/routes';
import type { ServerPage } from './server-page';

/** How the server answers an address: a page it renders with its data, or the browser's shell with a title. */
export type ServerAnswer =
  | { kind: 'rendered'; load: () => Promise<ServerPage>; params: Params }
  | { kind: 'shell'; title: string | undefined };

/** Reads the route table (app/routes.ts) for the address's page. */
export function serverAnswerFor(pathname: string): ServerAnswer {
  // The page the browser's router will show: it ranks static segments first, so /company/post-job
  // is the company's form, not the public company page /company/:companyId (which would answer a
  // 404 "Company not found" with the form's markup in it).
  const route = matchRoutes<RouteEntry>(routes, pathname)?.at(-1)?.route;
  if (!route || !('screen' in route)) return { kind: 'shell', title: undefined };
  const match = route.serverPage ? matchPath(route.serverPath ?? route.path, pathname) : null;
  if (route.serverPage && match) return { kind: 'rendered', load: route.serverPage, params: match.params };
  return { kind: 'shell', title: route.title };
}
