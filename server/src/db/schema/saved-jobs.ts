import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ownerId, recordedAt } from './columns';
import { jobs } from './jobs';
import { users } from './users';

/**
 * The jobs a seeker saved to read again, once each (the key): saving twice, from two tabs or a
 * replayed offline request, keeps the first. A job deleted for good takes its rows with it; a job
 * soft-deleted by its company stays here so the list can say it was removed.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: ownerId('user_id', () => users.id),
    jobId: ownerId('job_id', () => jobs.id),
    savedAt: recordedAt('saved_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_jobs_user_idx').on(t.userId, t.savedAt.desc())],
);
