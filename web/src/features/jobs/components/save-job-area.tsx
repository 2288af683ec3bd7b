import type { Job } from '@lj/contract';
import { SaveJobControl } from '../../shared/save-job/save-job-control';
import { SaveJobForm } from '../../shared/save-job/save-job-form';
import { errorDetail } from '../../../lib/api-errors';
import { useFormStart } from '../../../lib/use-form-start';

/**
 * The job page's Save control, with the refusal of a save posted to the page
 * (server/src/modules/page-forms). `?save=1`, where a guest's Save led through login, is the page
 * script's (pages/arrival-marks.ts): it sends this control's form once.
 */
export function SaveJobArea({ job }: { job: Job }) {
  const refusal = errorDetail(useFormStart('save-job').apiError);
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
