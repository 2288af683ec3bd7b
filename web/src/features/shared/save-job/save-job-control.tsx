import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { SAVE_JOB_FORM } from './save-job-form';
import type { SavableJob } from './seeker-save-button';

/** The seeker's button and what it does, loaded only for a job seeker (seeker-save-button.tsx). */
const SeekerSaveButton = lazy(() => import('./seeker-save-button'));

const classes = (saved: boolean, className: string) =>
  `btn btn-sm ${saved ? 'btn-secondary' : 'btn-outline-secondary'} position-relative z-2 ${className}`;

/**
 * The Save control of a job card or page. A guest's is a link to log in that comes back to the job
 * and saves it; a seeker's is a button of the page's form (seeker-save-button.tsx), in a chunk guests
 * never download. Companies and staff have nothing to save.
 */
export function SaveJobControl({ job, className = '' }: { job: SavableJob; className?: string }) {
  const { user } = useAuth();
  if (!user) {
    return (
      <Link
        className={classes(false, className)}
        to={paths.login.href({ next: paths.jobDetailSaving.href(job.id) })}
        aria-label={`Save: ${job.title}`}
      >
        Save
      </Link>
    );
  }
  if (user.user_type !== 'job_seeker') return null;
  return (
    <Suspense fallback={null}>
      <SeekerSaveButton job={job} form={SAVE_JOB_FORM} classes={(saved) => classes(saved, className)} />
    </Suspense>
  );
}
