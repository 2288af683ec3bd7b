import type { Job } from '@lj/contract';
import {
  REPORT_NOTE_MAX,
  REPORT_SENT,
  type ReportReason,
  reportReasonLabels,
  reportReasons,
} from '@lj/contract/choices';
import { PAGE_FORM_FIELD_NAME } from '@lj/contract/page-forms';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorDetail } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth-context';
import { CsrfField } from '../../../lib/page-forms';
import { useFormStart } from '../../../lib/use-form-start';

/** The reasons as radio buttons; the first is checked, so a report always names one. */
function ReasonChoice({ checked }: { checked: string | undefined }) {
  const name = useId();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Why are you reporting this job?</legend>
      {reportReasons.map((reason: ReportReason, index) => (
        <div key={reason} className="form-check py-1">
          <input
            className="form-check-input"
            type="radio"
            name="reason"
            value={reason}
            id={`${name}-${reason}`}
            defaultChecked={checked ? checked === reason : index === 0}
          />
          <label className="form-check-label" htmlFor={`${name}-${reason}`}>
            {reportReasonLabels[reason]}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The report form: it posts itself to the job page (server page-forms, form "report"), which says the
 * report is in; the page script sends it in place instead (pages/report-in-place.ts).
 */
function ReportForm() {
  const noteId = useId();
  const start = useFormStart('report');
  if (start.done) {
    return (
      <p className="alert alert-success mb-0" role="status">
        {REPORT_SENT}
      </p>
    );
  }
  return (
    <form method="post" data-thanks={REPORT_SENT}>
      <CsrfField />
      <input type="hidden" name={PAGE_FORM_FIELD_NAME} value="report" />
      <ReasonChoice checked={start.value('reason')} />
      <div className="mb-3">
        <label htmlFor={noteId} className="form-label">
          Note (optional)
        </label>
        <textarea
          id={noteId}
          name="note"
          className="form-control"
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          defaultValue={start.value('note')}
          placeholder="What did the employer ask for?"
        />
      </div>
      {start.apiError && (
        <div className="alert alert-danger" role="alert">
          {errorDetail(start.apiError) ?? 'The report could not be sent. Please try again.'}
        </div>
      )}
      <button type="submit" className="btn btn-danger">
        Send report
      </button>
    </form>
  );
}

/**
 * "Never pay to apply" with the control to report the job: a `<details>` that opens without scripts.
 * The sentence's "Report" opens it; a guest is asked to log in and comes back to the job.
 */
export function ReportJob({ job }: { job: Job }) {
  const { user } = useAuth();
  const start = useFormStart('report');
  const controlId = `report-job-${job.id}`;
  return (
    <div className="mt-3">
      {/* "Report" links to the control, which the page script opens (pages/details-menus.ts). */}
      <p className="small text-body-secondary mb-2">
        Never pay to apply. <a href={`#${controlId}`}>Report</a> a job that asks for money.
      </p>
      <details id={controlId} open={start.done || start.apiError !== null || undefined}>
        <summary className="btn btn-outline-danger btn-sm">Report this job</summary>
        <div className="card card-body mt-2">
          {user ? (
            <ReportForm />
          ) : (
            <p className="mb-0">
              <Link to={paths.login.href({ next: paths.jobDetail.href(job.id) })}>Log in to report this job</Link>, so
              our staff can reach you.
            </p>
          )}
        </div>
      </details>
    </div>
  );
}
