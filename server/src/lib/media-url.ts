import type { FastifyRequest } from 'fastify';

/** The origin the caller reached us on, so absolute media URLs work whichever host name they used. */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** A stored upload path (relative to /media/) as an absolute URL; null stays null. */
export function mediaUrl(origin: string, stored: string | null): string | null {
  if (!stored) return null;
  if (/^https?:\/\//.test(stored)) return stored;
  if (stored.startsWith('/')) return `${origin}${stored}`;
  return `${origin}/media/${stored}`;
}
