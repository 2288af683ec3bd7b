import type { Job } from '@lj/contract';
import {
  REPORT_NOTE_MAX,
  REPORT_SENT,
  type ReportReason,
  reportReasonLabels,
  reportReasons,
} from '@lj/contract/choices';
import { PAGE_FORM_FIELD_NAME } from '@lj/contract/page-forms';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorDetail } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth-context';
import { CsrfField } from '../../../lib/page-forms';
import { useFormStart } from '../../../lib/use-form-start';
import { useReportJob } from '../api/report-job';

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
 * The report form: before the app starts it posts itself to the job page (server page-forms, form
 * "report"), after it the app sends it; either way the person sees that the report is in.
 */
function ReportForm({ job }: { job: Job }) {
  const noteId = useId();
  const toast = useToast();
  const report = useReportJob(job.id);
  const start = useFormStart('report', report.isIdle ? 0 : 1);
  if (report.isSuccess || start.done) {
    return (
      <p className="alert alert-success mb-0" role="status">
        {REPORT_SENT}
      </p>
    );
  }
  const failure = report.isError ? report.error : start.apiError;
  return (
    <form
      method="post"
      // The page script sends it in place and says this (pages/report-in-place.ts).
      data-thanks={REPORT_SENT}
      onSubmit={(event) => {
        event.preventDefault();
        if (report.isPending) return;
        const fields = new FormData(event.currentTarget);
        const reason = String(fields.get('reason') ?? 'scam') as ReportReason;
        report.mutate(
          { reason, note: String(fields.get('note') ?? '') },
          { onSuccess: () => toast(REPORT_SENT, { variant: 'success' }) },
        );
      }}
    >
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
      {failure && (
        <div className="alert alert-danger" role="alert">
          {errorDetail(failure) ?? 'The report could not be sent. Please try again.'}
        </div>
      )}
      <button type="submit" className="btn btn-danger" disabled={report.isPending} aria-busy={report.isPending}>
        {report.isPending && <Spinner small label="Sending..." className="me-2" />}
        {report.isPending ? 'Sending...' : 'Send report'}
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
  const details = useRef<HTMLDetailsElement>(null);
  const start = useFormStart('report');
  const controlId = `report-job-${job.id}`;
  return (
    <div className="mt-3">
      <p className="small text-body-secondary mb-2">
        Never pay to apply.{' '}
        <a
          href={`#${controlId}`}
          onClick={() => {
            if (details.current) details.current.open = true;
          }}
        >
          Report
        </a>{' '}
        a job that asks for money.
      </p>
      <details ref={details} id={controlId} open={start.done || start.apiError !== null || undefined}>
        <summary className="btn btn-outline-danger btn-sm">Report this job</summary>
        <div className="card card-body mt-2">
          {user ? (
            <ReportForm job={job} />
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
