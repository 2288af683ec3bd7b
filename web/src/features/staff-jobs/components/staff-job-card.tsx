import { jobModerationLabels, type JobModerationState } from '@lj/contract/choices';
import type { StaffJob, StaffJobDecision } from '@lj/contract';
import { Link } from 'react-router';
import { type Choice, ChoiceButtons } from '../../../components/ui/choice-buttons';
import { FormAlert } from '../../../components/ui/form-alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { DecisionReason } from '../../shared/job-decision/decision-reason';
import { useJobDecision } from '../../shared/job-decision/use-job-decision';
import { useDecideJob } from '../api/decide-job';

const DONE: Record<StaffJobDecision['action'], string> = {
  release: 'Job released: it is public now.',
  hide: 'Job hidden. Its company reads your reason.',
  restore: 'Job restored: it is public again.',
};

/** The way back to the public lists from where the job is: a held job is released, a hidden one restored. */
const WAY_BACK: Partial<Record<StaffJob['moderation'], Choice<StaffJobDecision['action']>>> = {
  held: { value: 'release', label: 'Release', className: 'btn btn-success', spinner: 'Releasing...' },
  hidden: { value: 'restore', label: 'Restore', className: 'btn btn-success', spinner: 'Restoring...' },
};

/** One job waiting for staff: what it says, why it is held or hidden, and what staff can do with it. */
export function StaffJobCard({ job }: { job: StaffJob }) {
  const decide = useDecideJob();
  const decision = useJobDecision(decide, (action, reason) => ({ id: job.id, action, reason }), DONE);
  const back = WAY_BACK[job.moderation];
  const wayBack = back ? [back] : [];
  const state = job.moderation === 'visible' ? null : jobModerationLabels[job.moderation as JobModerationState];

  return (
    <article className="card mb-3">
      <div className="card-body">
        <h2 className="h5 mb-1">
          {job.moderation === 'visible' ? <Link to={paths.jobDetail.href(job.id)}>{job.title}</Link> : job.title}
        </h2>
        <p className="small text-body-secondary mb-2">
          {job.company.name} · posted {formatDate(job.created_at)}
          {job.open_reports > 0 && ` · ${job.open_reports} open report${job.open_reports === 1 ? '' : 's'}`}
        </p>
        {job.applications_in_days !== undefined && (
          <p className="mb-2">
            <span className="badge text-bg-primary">
              {job.applications_in_days} application{job.applications_in_days === 1 ? '' : 's'}
            </span>{' '}
            in these days
          </p>
        )}
        {state && (
          <p className="mb-2">
            <span className="badge text-bg-warning me-2">{state}</span>
            {job.moderation_reason}
          </p>
        )}
        <details className="mb-3">
          <summary className="py-2">Read the job</summary>
          <p className="text-pre-line small">{job.description}</p>
          {job.requirements && <p className="text-pre-line small mb-0">{job.requirements}</p>}
        </details>
        <FormAlert message={decision.failure} />
        <div className="d-flex flex-wrap gap-2 mb-3">
          <ChoiceButtons choices={wayBack} busy={decision.busy} running={decision.running} onChoose={decision.send} />
        </div>
        {job.moderation !== 'hidden' && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              decision.send('hide');
            }}
          >
            <DecisionReason label="Reason the company reads" {...decision.reason} />
            <PendingButton
              type="submit"
              className="btn btn-outline-danger"
              disabled={decision.busy}
              spinner={decision.running === 'hide' && 'Hiding...'}
            >
              Hide
            </PendingButton>
          </form>
        )}
      </div>
    </article>
  );
}
