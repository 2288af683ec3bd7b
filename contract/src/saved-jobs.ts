import { z } from 'zod';
import { namedRefSchema } from './common';

/** How many jobs one seeker may keep saved (docs/decisions/0066-saved-jobs.md): a reading list, not an archive. */
export const MAX_SAVED_JOBS = 200;

/** The answer to saving a job: saved, and since when (the first save's time when saved twice). */
export const saveJobResponseSchema = z.object({ job_id: z.number(), saved_at: z.string() });
export type SaveJobResponse = z.infer<typeof saveJobResponseSchema>;

/**
 * Why a saved job is gone for the seeker (its page is a 404): `company`, its company deleted it;
 * `unavailable`, it is off the public site for another reason (held or hidden by staff, or its
 * company suspended), which the seeker is not told more about.
 */
export const savedJobRemovedSchema = z.enum(['company', 'unavailable']);
export type SavedJobRemoved = z.infer<typeof savedJobRemovedSchema>;

/**
 * One saved job as the Saved jobs page lists it. `removed`: null while the job is public, else why it
 * is gone (the title stays so the seeker knows which); `closes_on`: the deadline (YYYY-MM-DD) or null;
 * `is_active` false: closed.
 */
export const savedJobSchema = z.object({
  saved_at: z.string(),
  job: z.object({
    id: z.number(),
    title: z.string(),
    company: namedRefSchema,
    location: z.string(),
    is_active: z.boolean(),
    removed: savedJobRemovedSchema.nullable(),
    closes_on: z.string().nullable(),
  }),
});
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobsResponseSchema = z.array(savedJobSchema);
