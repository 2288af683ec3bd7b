import type { SitemapEntry } from './seo.repository';
import { escapeXml } from '../../lib/xml';

/** The public pages without data of their own. */
export const STATIC_PAGES = ['/', '/jobs', '/industries', '/about', '/privacy-policy'] as const;

/**
 * Paths search engines should leave alone: the signed-in areas and the API. The company workspace
 * is listed screen by screen rather than as "/company/", which would also hide the public company
 * pages (/company/{id}) the sitemap lists.
 */
export const DISALLOWED_PATHS = [
  '/company/jobs',
  '/company/post-job',
  '/company/edit-job/',
  '/company/applications/',
  '/company/bookkeeping',
  '/company/subscribe',
  '/companies/profile/$',
  '/profile',
  '/jobseeker/',
  '/dashboard',
  '/api/',
  '/accounts/api/',
  '/companies/api/',
] as const;

/** sitemaps.org XML with absolute URLs on the configured site address. */
export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, `${siteUrl}/`).toString())}</loc>`;
    return `<url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything is allowed except the signed-in areas and the API; the sitemap is named. */
export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    `Sitemap: ${new URL('/sitemap.xml', `${siteUrl}/`).toString()}`,
    '',
  ].join('\n');
}
