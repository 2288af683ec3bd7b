import type { Config } from '../config';

/**
 * The site's own origin, from SITE_URL, for every absolute URL the server writes. Never the
 * request's Host or X-Forwarded-Host: a forged one would put another site's address into answers
 * that a shared cache may keep for everyone.
 */
export const siteOrigin = (config: Pick<Config, 'siteUrl'>): string => new URL(config.siteUrl).origin;

/**
 * A stored upload path (relative to /media/) as an absolute URL; null stays null. With a version
 * (the row's update time) the URL changes on every new upload, so caches never show the old file.
 */
export function mediaUrl(origin: string, stored: string | null, version?: Date): string | null {
  if (!stored) return null;
  const base = origin.replace(/\/+$/, '');
  const url = /^https?:\/\//.test(stored)
    ? stored
    : stored.startsWith('/')
      ? `${base}${stored}`
      : `${base}/media/${stored}`;
  return version ? `${url}?v=${version.getTime()}` : url;
}
