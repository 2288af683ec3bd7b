/**
 * The public job data a signed-in visitor reads, in the shape a guest gets it, so the service worker
 * can keep it for offline use without keeping anything about the visitor. Pure functions, shared by
 * the service worker and its unit tests (see docs/decisions/0036-service-worker-cache.md).
 *
 * Signed in, every answer is `no-store`: a job and a full job list carry `has_applied`, the visitor's
 * own. Everything else in them is the same for everyone (server/src/modules/jobs/jobs.routes.ts), and
 * the other public lists (locations, industries, companies, settings) name no visitor at all.
 */
import { type CacheRoute, routeFor } from './cache-rules';

type PublicRoute = Extract<CacheRoute, 'job-list' | 'job-detail'>;

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
