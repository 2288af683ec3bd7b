/**
 * Which requests the service worker answers from a cache, and which answers it may keep. Pure
 * functions over URLs and headers, shared by the service worker and its unit tests.
 */
import { SSR_STATE_ID } from '../ssr/ssr-state';

/** Runtime cache names; a new name per shape change keeps an old worker's entries out of the way. */
export const CACHE_NAMES = {
  jobLists: 'lj-job-lists-v1',
  jobDetails: 'lj-job-details-v1',
  pages: 'lj-pages-v1',
  images: 'lj-images-v1',
  assets: 'lj-assets-v1',
} as const;

/** Limits: the last 50 opened jobs, and enough lists, pages and images for a day's browsing. */
export const CACHE_LIMITS = {
  jobDetails: 50,
  jobLists: 60,
  pages: 50,
  images: 150,
  imagesMaxAgeSeconds: 30 * 24 * 60 * 60,
  assets: 120,
} as const;

/** Network-first gives up on the network after this long and answers from the cache. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Answers about a person, a company's own workspace or money: never stored by the service worker,
 * whatever their headers say (except the public answers of PUBLIC_PATHS below).
 */
export const PRIVATE_PATH_PREFIXES = [
  '/accounts/api/',
  '/companies/profile/api/',
  '/companies/api/',
  '/company/jobs/',
  '/api/companies/subscription',
  '/api/companies/bookkeeping',
  '/api/companies/payment',
  '/media/resumes/',
] as const;

/**
 * Public answers under a private prefix: the site-wide settings (two feature flags, the same for
 * everyone, route `access: 'public'` in server/src/modules/settings/settings.routes.ts).
 */
export const PUBLIC_PATHS = new Set(['/companies/api/settings/']);

/**
 * 'job-list' is stale-while-revalidate; 'job-list-fresh' is the same cache read network-first, for a
 * signed-in visitor: their answers are never stored, so a cached copy would never be refreshed for them.
 */
export type CacheRoute = 'job-list' | 'job-list-fresh' | 'job-detail' | 'image' | 'asset' | 'page' | 'queued-write';

const JOB_DETAIL = /^\/api\/jobs\/\d+\/$/;
/** The writes queued when offline: applying to a job, saving one and taking it off again. */
const QUEUED_POST = /^\/api\/jobs\/\d+\/(apply|save)\/$/;
const QUEUED_DELETE = /^\/api\/jobs\/\d+\/save\/$/;
const INDUSTRY_COMPANIES = /^\/api\/companies\/industries\/\d+\/companies\/$/;
/**
 * The public lists the job screens read: jobs, the filters' choices (locations, industries, the
 * company options of GET /api/companies/) and the site settings. None names the visitor (a signed-in
 * visitor's job list does, through has_applied: it is no-store and never kept).
 */
const JOB_LIST_PATHS = new Set([
  '/api/jobs/',
  '/api/jobs/locations/',
  '/api/companies/industries/',
  '/api/companies/',
  '/companies/api/settings/',
]);
const IMAGE_PREFIXES = ['/static/', '/media/pictures/', '/media/logos/'];
/** Paths the server answers itself (API, files): never page navigations. */
const SERVER_PREFIXES = [
  '/api/',
  '/accounts/api/',
  '/companies/api/',
  '/companies/profile/api/',
  '/media/',
  '/static/',
];

export const isPrivatePath = (pathname: string): boolean =>
  !PUBLIC_PATHS.has(pathname) && PRIVATE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));

export type RequestFacts = {
  url: URL;
  method: string;
  /** request.mode === 'navigate', or an explicit Accept: text/html (the cache warm-up sends that). */
  wantsPage: boolean;
  /** The worker's own origin: other origins (Google sign-in) are never handled. */
  origin: string;
  /** The request carries `Authorization: Token` (a signed-in visitor). */
  personal: boolean;
};

/** The caching strategy for a request, or null to leave it to the network untouched. */
export function routeFor({ url, method, wantsPage, origin, personal }: RequestFacts): CacheRoute | null {
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if ((method === 'POST' && QUEUED_POST.test(path)) || (method === 'DELETE' && QUEUED_DELETE.test(path)))
    return 'queued-write';
  if (method !== 'GET' || isPrivatePath(path)) return null;
  if (wantsPage) return SERVER_PREFIXES.some((prefix) => path.startsWith(prefix)) ? null : 'page';
  if (JOB_LIST_PATHS.has(path) || INDUSTRY_COMPANIES.test(path)) return personal ? 'job-list-fresh' : 'job-list';
  if (JOB_DETAIL.test(path)) return 'job-detail';
  if (IMAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'image';
  // Hashed build files outside the precached shell (screens' chunks), kept once used.
  if (path.startsWith('/assets/')) return 'asset';
  return null;
}

/**
 * An answer may be stored only when it is a whole success meant for anyone: the server marks every
 * answer to a signed-in visitor `no-store`, and `private` means the same for a shared device.
 */
export function isCacheableResponse(url: URL, status: number, cacheControl: string | null): boolean {
  if (status !== 200 || isPrivatePath(url.pathname)) return false;
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  // `private="set-cookie"` names fields, yet still says the answer is someone's own.
  return !directives.some((directive) => directive === 'no-store' || directive.startsWith('private'));
}

/**
 * A server-rendered page may be kept for offline use when the server rendered it for a guest.
 * Every such page is `private, no-cache` (the navigation bar may name a signed-in visitor), so the
 * headers can't tell a guest's page from a signed-in one: isCacheableResponse refuses them all.
 * The page's own state says whom it was rendered for (web/src/ssr/ssr-state.ts): kept only when
 * it names no user. Never a no-store answer, an error, or anything but the HTML of a page path.
 */
export function isKeepablePage(
  url: URL,
  status: number,
  contentType: string | null,
  cacheControl: string | null,
): boolean {
  if (status !== 200 || !/^text\/html/i.test(contentType ?? '')) return false;
  if (isPrivatePath(url.pathname) || SERVER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return false;
  return !(cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .some((directive) => directive.trim() === 'no-store');
}

const STATE_SCRIPT = new RegExp(`<script type="application/json" id="${SSR_STATE_ID}">([\\s\\S]*?)</script>`, 'g');

/**
 * A server-rendered page's state (web/src/ssr/ssr-state.ts), parsed, or null. The state is the last
 * one in the page (it follows the rendered app, whose text could never forge one anyway).
 */
export function pageState(html: string): unknown {
  const json = [...html.matchAll(STATE_SCRIPT)].at(-1)?.[1];
  if (json === undefined) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}
