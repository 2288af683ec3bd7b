import type { JobModeration } from '@lj/contract';
import { JOB_REVIEW_TIME_NOTE, jobModerationLabels } from '@lj/contract/choices';

/**
 * Why the company's job is not public (held for review, hidden by staff or by reports), with the reason
 * staff or the rules gave, and for a held job how long review usually takes: on its job list and above
 * its edit form. Nothing for a public job.
 */
export function ModerationNotice({ moderation, alert = false }: { moderation?: JobModeration; alert?: boolean }) {
  if (!moderation) return null;
  const label = jobModerationLabels[moderation.state];
  const reviewTime = moderation.state === 'held' ? JOB_REVIEW_TIME_NOTE : null;
  if (alert) {
    return (
      <div className="alert alert-warning" role="status">
        <strong>{label}.</strong> {moderation.reason} The job is not public until our staff release it.
        {reviewTime && ` ${reviewTime}`}
      </div>
    );
  }
  return (
    <div className="small mt-1">
      <span className="badge text-bg-warning">{label}</span>
      {moderation.reason && <div className="text-body-secondary">{moderation.reason}</div>}
      {reviewTime && <div className="text-body-secondary">{reviewTime}</div>}
    </div>
  );
}
