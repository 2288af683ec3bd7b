import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { whenPageSettled } from '../../../lib/page-settled';
import { useToast } from '../../../components/ui/toast';

/** A job as the Save controls show it; defined here because the control imports this file, never the reverse. */
export type SavableJob = { id: number; title: string; is_saved?: boolean };

const loadSender = () => import('../api/send-save');

type Props = {
  job: SavableJob;
  /** The page form the button submits before the app has started (save-job-form.tsx). */
  form: string;
  classes: (saved: boolean) => string;
};

/**
 * A job seeker's Save button (save-job-control.tsx): it submits the page's SaveJobForm, so the first
 * tap saves even before the app has started. Once it has, the tap loads send-save.ts and saves in
 * place. In the signed-in visitors' chunk, which guests never load (web/vite.config.ts): on a page
 * the server rendered, its Suspense boundary keeps the server's button, a working one, until it is here.
 */
export default function SeekerSaveButton({ job, form, classes }: Props) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  // The sender, fetched once the page has settled: the worker keeps it, so a Save tapped offline
  // later still runs (screens' chunks are cached when first used, pwa/shell-entries.ts).
  useEffect(() => whenPageSettled(() => void loadSender()), []);
  // The last answer here, until the job's own data (patched in the cache by send-save.ts) catches up.
  const [answered, setAnswered] = useState<boolean | null>(null);
  const saved = answered ?? job.is_saved === true;
  const text = saved ? 'Saved' : 'Save';
  return (
    <button
      type="submit"
      form={form}
      formAction={paths.saveJob.href(job.id)}
      name="intent"
      value={saved ? 'remove' : 'save'}
      className={classes(saved)}
      aria-pressed={saved}
      disabled={busy}
      // The words name the job, as View Job's do: a list holds many Save buttons.
      aria-label={`${text}: ${job.title}`}
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
