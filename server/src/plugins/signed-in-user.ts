import type { FastifyRequest } from 'fastify';
import { notAuthenticated } from '../lib/http-errors';

/** The caller's user id on a route whose access already required a sign-in (staff routes record it). */
export function signedInUserId(request: FastifyRequest): number {
  if (!request.auth.user) throw notAuthenticated();
  return request.auth.user.id;
}
