import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MediaStorage } from '../lib/storage';

/** Headers of every public upload, from disk or from a bucket: same origin, same policy. */
export const PUBLIC_MEDIA_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Replaces the site-wide policy, so it must forbid framing itself.
  'Content-Security-Policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
  // Stored names are random and never reused: a name's bytes never change.
  'Cache-Control': 'public, max-age=31536000, immutable',
} as const;

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** Stored names are random hex plus an image extension; anything else cannot exist (404). */
const IMAGE_NAME = /^[A-Za-z0-9_-]{1,128}\.(webp|png|jpg|jpeg)$/;
const paramsSchema = z.object({ name: z.string() });

/**
 * Public pictures and logos read from a store without a local folder (an S3-compatible bucket),
 * streamed through this server: see docs/decisions/0012-media-store.md on why media is proxied, not redirected.
 * The type comes from the stored name's extension, which the server chose, never from the bucket.
 */
export function serveStoredMedia(app: FastifyInstance, storage: MediaStorage, folders: readonly string[]): void {
  for (const folder of folders) {
    app.get(`/media/${folder}/:name`, { schema: { hide: true } }, async (request, reply) => {
      const { name } = paramsSchema.parse(request.params);
      const match = IMAGE_NAME.exec(name);
      const stored = match ? await storage.read(`${folder}/${name}`) : null;
      if (!match || !stored) return reply.callNotFound();
      reply.headers(PUBLIC_MEDIA_HEADERS).header('Content-Type', IMAGE_TYPES[match[1] as string]);
      if (Number.isFinite(stored.size)) reply.header('Content-Length', stored.size);
      if (stored.etag) reply.header('ETag', stored.etag);
      if (stored.lastModified) reply.header('Last-Modified', stored.lastModified.toUTCString());
      return reply.send(stored.body);
    });
  }
}
