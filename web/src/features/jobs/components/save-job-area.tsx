import type { Job } from '@lj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SaveJobControl } from '../../shared/save-job/save-job-control';
import { SaveJobForm } from '../../shared/save-job/save-job-form';
import { useToast } from '../../../components/ui/toast';
import { errorDetail } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth-context';
import { useFormStart } from '../../../lib/use-form-start';

/**
 * The job page's Save control. `?save=1` is where a guest's Save led through login: once signed in as
 * a job seeker, the job is saved (once) and the mark leaves the address. A save refused before the app
 * started (server/src/modules/page-forms) is said here.
 */
export function SaveJobArea({ job }: { job: Job }) {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const toast = useToast();
  const refusal = errorDetail(useFormStart('save-job').apiError);
  const asked = params.get('save') === '1';
  const started = useRef(false);

  useEffect(() => {
    if (!asked || user?.user_type !== 'job_seeker' || started.current) return;
    started.current = true;
    setParams(
      (current) => {
        current.delete('save');
        return current;
      },
      { replace: true },
    );
    if (job.is_saved) return;
    void import('../../shared/api/send-save')
      .then(({ sendSave }) => sendSave(queryClient, job.id, true))
      .then((outcome) => toast(outcome.message, { variant: outcome.variant }));
  }, [asked, user, job, queryClient, toast, setParams]);

  return (
    <>
      <SaveJobControl job={job} />
      <SaveJobForm />
      {refusal && (
        <div className="alert alert-danger small mt-2 mb-0" role="alert">
          {refusal}
        </div>
      )}
    </>
  );
}
