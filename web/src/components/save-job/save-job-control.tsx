import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import { whenPageSettled } from '../../lib/page-settled';
import { useToast } from '../ui/toast';
import { SAVE_JOB_FORM } from './save-job-form';

const loadSender = () => import('./send-save');

type SavableJob = { id: number; title: string; is_saved?: boolean };

/**
 * The Save control of a job card or page. A guest's is a link to log in that comes back to the job
 * and saves it; a seeker's submits the page's SaveJobForm (save-job-form.tsx), so the first tap saves
 * even before the app has started. Once it has, the tap loads send-save.ts and saves in place.
 * Companies and staff have nothing to save.
 */
export function SaveJobControl({ job, className = '' }: { job: SavableJob; className?: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const isSeeker = user?.user_type === 'job_seeker';
  // A seeker's sender, fetched once the page has settled: the worker keeps it, so a Save tapped
  // offline later still runs (screens' chunks are cached when first used, pwa/shell-entries.ts).
  useEffect(() => (isSeeker ? whenPageSettled(() => void loadSender()) : undefined), [isSeeker]);
  // The last answer here, until the job's own data (patched in the cache by send-save.ts) catches up.
  const [answered, setAnswered] = useState<boolean | null>(null);
  const saved = answered ?? job.is_saved === true;
  const text = saved ? 'Saved' : 'Save';
  // The words name the job, as View Job's do: a list holds many Save buttons.
  const label = `${text}: ${job.title}`;
  const classes = `btn btn-sm ${saved ? 'btn-secondary' : 'btn-outline-secondary'} position-relative z-2 ${className}`;

  if (!user) {
    return (
      <Link className={classes} to={paths.login.href({ next: paths.jobDetailSaving.href(job.id) })} aria-label={label}>
        Save
      </Link>
    );
  }
  if (!isSeeker) return null;
  return (
    <button
      type="submit"
      form={SAVE_JOB_FORM}
      formAction={paths.saveJob.href(job.id)}
      name="intent"
      value={saved ? 'remove' : 'save'}
      className={classes}
      aria-pressed={saved}
      disabled={busy}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        setBusy(true);
        void loadSender()
          .then(({ sendSave }) => sendSave(queryClient, job.id, !saved))
          .then((outcome) => {
            setAnswered(outcome.saved);
            toast(outcome.message, { variant: outcome.variant });
          })
          .finally(() => setBusy(false));
      }}
    >
      {text}
    </button>
  );
}
