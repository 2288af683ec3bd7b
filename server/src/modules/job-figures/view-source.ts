import type { FigureSource } from '@lj/contract';
import { urlOf } from './url-of';

const SEARCH_ENGINES = /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.com|yandex\.[a-z]+|ecosia\.org)$/;

/**
 * Where a job's visitor came from, said by the link's utm_source (alerts and share buttons set it),
 * else by the referrer: our own job search or a search engine is search, another site a shared link,
 * nothing (apps like WhatsApp often send no referrer) direct.
 */
export function sourceOf(landing: URL | null, referrer: string | undefined, ownHost: string): FigureSource {
  const utm = landing?.searchParams.get('utm_source')?.toLowerCase();
  if (utm === 'alert' || utm === 'email-alert' || utm === 'sms-alert') return 'alert';
  if (utm) return SEARCH_ENGINES.test(utm) || utm === 'search' ? 'search' : 'shared';
  const from = referrer ? urlOf(referrer) : null;
  if (!from) return 'direct';
  if (from.host === ownHost)
    return from.pathname.startsWith('/jobs') && !/^\/jobs\/\d+/.test(from.pathname) ? 'search' : 'direct';
  if (SEARCH_ENGINES.test(from.hostname)) return 'search';
  // Any other site (WhatsApp web, Facebook, a blog) carried a link someone shared.
  return 'shared';
}
