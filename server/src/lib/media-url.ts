import type { FastifyRequest } from 'fastify';

/** The origin the caller reached us on, so absolute media URLs work whichever host name they used. */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

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
