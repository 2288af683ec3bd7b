import type { FigureSource } from '@lj/contract';
import { figureSourceSchema } from '@lj/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { LANDING_HEADER } from '../../plugins/ssr';
import { urlOf } from './url-of';
import { sourceOf } from './view-source';

/**
 * Remembers for a day which job a browser came to and from where, so an application from it is
 * credited to that source. It names the job and the source, nothing of the person.
 */
const SOURCE_COOKIE = 'lj_from';
const DAY_SECONDS = 24 * 60 * 60;

/** Notes where the visitor of a job came from (the page they landed on, else the referrer). */
export function noteVisitSource(request: FastifyRequest, reply: FastifyReply, config: Config, jobId: number): void {
  const own = new URL(config.siteUrl);
  const landing = request.headers[LANDING_HEADER];
  const source = sourceOf(typeof landing === 'string' ? urlOf(landing, own) : null, request.headers.referer, own.host);
  if (source === 'direct') return;
  reply.setCookie(SOURCE_COOKIE, `${jobId}.${source}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: DAY_SECONDS,
  });
}

/** Where the applicant to a job came from: the noted source of a visit to this job, else direct. */
export function applicantSource(request: FastifyRequest, jobId: number): FigureSource {
  const [job, source] = (request.cookies[SOURCE_COOKIE] ?? '').split('.');
  const known = figureSourceSchema.safeParse(source);
  return job === String(jobId) && known.success ? known.data : 'direct';
}
