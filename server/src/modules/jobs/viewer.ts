import type { FastifyRequest } from 'fastify';

/** The signed-in job seeker's id (for has_applied), or null for guests and companies. */
export function seekerIdOf(request: FastifyRequest): number | null {
  const user = request.auth.user;
  return user?.userType === 'job_seeker' ? user.id : null;
}
