import type { FastifyRequest } from 'fastify';

/** The signed-in job seeker's id (for has_applied), or null for guests and companies. */
export function seekerIdOf(request: FastifyRequest): number | null {
  const user = request.auth.user;
  return user?.userType === 'job_seeker' ? user.id : null;
}

/**
 * Who may see a job moderation keeps from the public: its own company (the owner's user id) reads why;
 * staff see every job to review it.
 */
export function listingViewerOf(request: FastifyRequest): { ownerUserId: number | null; anyListing: boolean } {
  const user = request.auth.user;
  const role: string | undefined = user?.userType;
  return { ownerUserId: role === 'company' && user ? user.id : null, anyListing: role === 'staff' };
}
