import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { type DocumentKind, detectDocument } from '../../lib/upload-checks';
import { storageFor } from '../../lib/media-storage';
import { requireUser } from '../../plugins/auth';
import { mayReadResume } from './resume-access.repository';

const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Stored names are random hex plus the document's extension (webp: a photo CV page); anything else cannot exist (404). */
const RESUME_NAME = /^[A-Za-z0-9_-]{1,128}\.(pdf|doc|docx|webp)$/;

/** A WebP file by its bytes: 'RIFF', a size, then 'WEBP' (the photo CV pages, re-encoded by us). */
const isWebp = (data: Buffer) =>
  data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';
const resumeParamsSchema = z.object({ name: z.string() });

/** The whole résumé (10 MB at most): its type is sniffed from the bytes before anything is sent. */
async function readStored(config: Config, storedPath: string): Promise<Buffer | null> {
  const stored = await storageFor(config).read(storedPath);
  return stored ? Buffer.concat(await stored.body.toArray()) : null;
}

/**
 * Résumés are private: readable by their owner and by the companies the owner applied to, and
 * nobody else (404, as for a missing file). Same URLs as the static media they replace.
 * A guest gets the 401 of the 'authenticated' policy: it says nothing about whether a file exists.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  app.get(
    '/media/resumes/:name',
    { config: { access: 'authenticated' }, schema: { hide: true, params: resumeParamsSchema } },
    async (request, reply) => {
      const { name } = request.params;
      if (!RESUME_NAME.test(name)) throw notFound();
      const storedPath = `resumes/${name}`;
      if (!(await mayReadResume(db, storedPath, requireUser(request).id))) throw notFound();
      const data = await readStored(config, storedPath);
      if (!data) throw notFound();
      const kind = detectDocument(data);
      // A photo CV page is shown in the page (an <img>); a document is downloaded.
      const page = isWebp(data);
      return reply
        .header('Content-Type', page ? 'image/webp' : kind ? CONTENT_TYPES[kind] : 'application/octet-stream')
        .header('Content-Disposition', `${page ? 'inline' : 'attachment'}; filename="${name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'; frame-ancestors 'none'")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .header('Cache-Control', 'private, no-store')
        .send(data);
    },
  );
};
