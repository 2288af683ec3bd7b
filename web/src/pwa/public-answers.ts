/**
 * The public job data a signed-in visitor reads, in the shape a guest gets it, so the service worker
 * can keep it for offline use without keeping anything about the visitor. Pure functions, shared by
 * the service worker and its unit tests (see docs/decisions/0036-service-worker-cache.md).
 *
 * Signed in, every answer is `no-store`: a job and a full job list carry `has_applied`, the visitor's
 * own. Everything else in them is the same for everyone (server/src/modules/jobs/jobs.routes.ts), and
 * the other public lists (locations, industries, companies, settings) name no visitor at all.
 */
import { queryString } from '../lib/query-string';
import { type CacheRoute, routeFor } from './cache-rules';

type PublicRoute = Extract<CacheRoute, 'job-list' | 'job-detail'>;

/** An answer to keep: the address the app reads it from, and the body a guest gets there. */
export type PublicAnswer = { url: string; route: PublicRoute; body: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A job or a job card as a guest sees it: `has_applied` (full jobs only) is false for a guest, and
 * `is_saved` (a job seeker's only) is left out.
 */
const guestJob = (job: unknown): Record<string, unknown> | null => {
  if (!isRecord(job) || typeof job.id !== 'number') return null;
  const { is_saved: _mine, ...shared } = job;
  if (!('has_applied' in shared)) return shared;
  return typeof shared.has_applied === 'boolean' ? { ...shared, has_applied: false } : null;
};

/** The public route of a same-origin GET answer, or null. */
function publicRouteOf(url: URL): PublicRoute | null {
  const route = routeFor({ url, method: 'GET', wantsPage: false, origin: url.origin, personal: false });
  return route === 'job-list' || route === 'job-detail' ? route : null;
}

/**
 * The body a guest would get for an answer read signed in, or null when it may not be kept: not a
 * public job read, or not the shape we know (a shape we don't know might name the visitor).
 */
export function publicCopy(url: URL, body: unknown): unknown {
  const route = publicRouteOf(url);
  if (route === 'job-detail') {
    const job = guestJob(body);
    return job && String(job.id) === url.pathname.split('/')[3] ? job : null;
  }
  if (route !== 'job-list') return null;
  if (url.pathname !== '/api/jobs/') return body ?? null;
  if (!isRecord(body) || !Array.isArray(body.results)) return null;
  const results = body.results.map(guestJob);
  return results.every((job) => job !== null) ? { ...body, results } : null;
}

type DehydratedQuery = { queryKey: unknown[]; state: { status: string; data: unknown } };

/** The addresses of a query's answers (an infinite list has one per page), as the fetchers in web/src/api/ ask. */
function addressesOf(key: unknown[], data: unknown): Array<{ path: string; body: unknown }> {
  const [area, kind, arg, startPage] = key;
  const one = (path: string) => [{ path, body: data }];
  if (area === 'jobs' && kind === 'detail' && typeof arg === 'number') return one(`/api/jobs/${arg}/`);
  if (area === 'jobs' && kind === 'newest') return one(`/api/jobs/${queryString({ status: 'active', view: 'card' })}`);
  if (area === 'jobs' && kind === 'locations') return one('/api/jobs/locations/');
  if (area === 'jobs' && kind === 'list' && isRecord(arg) && typeof startPage === 'number' && isRecord(data)) {
    const { pages, pageParams } = data;
    if (!Array.isArray(pages) || !Array.isArray(pageParams)) return [];
    return pages.map((body, index) => ({
      path: `/api/jobs/${queryString({ ...arg, page: pageParams[index], view: 'card' })}`,
      body,
    }));
  }
  if (area === 'industries' && kind === 'list') return one('/api/companies/industries/');
  if (area === 'industries' && typeof kind === 'number' && arg === 'companies')
    return one(`/api/companies/industries/${kind}/companies/`);
  if (area === 'companies' && kind === 'options') return one('/api/companies/');
  if (area === 'settings' && kind === undefined) return one('/companies/api/settings/');
  return [];
}

/**
 * The public answers a server-rendered page was made with (its state: web/src/ssr/ssr-state.ts), as
 * a guest gets them: the browser never asks the API for them, so without this a job or a list opened
 * by its address would not be there offline. Only queries the app reads from a public job address.
 */
export function publicAnswersOfPage(state: unknown, origin: string): PublicAnswer[] {
  const queries = isRecord(state) && isRecord(state.queries) ? state.queries.queries : undefined;
  if (!Array.isArray(queries)) return [];
  const answers: PublicAnswer[] = [];
  for (const query of queries as DehydratedQuery[]) {
    if (!isRecord(query) || !Array.isArray(query.queryKey) || query.state?.status !== 'success') continue;
    for (const { path, body } of addressesOf(query.queryKey, query.state.data)) {
      const url = new URL(path, origin);
      const route = publicRouteOf(url);
      const copy = publicCopy(url, body);
      if (route && copy !== null) answers.push({ url: url.href, route, body: copy });
    }
  }
  return answers;
}
