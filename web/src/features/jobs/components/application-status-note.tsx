import type { JobApplication } from '@lj/contract';
import { ApplicationStatusBadge } from '../../shared/application-status-badge';
import { formatDate } from '../../../lib/dates';

/** On the job page, for the seeker who applied: when, and the company's answer so far. */
export function ApplicationStatusNote({ application }: { application: JobApplication | undefined }) {
  if (!application) return null;
  return (
    <p className="mt-2 mb-0">
      You applied on {formatDate(application.applied_at)}. Status:{' '}
      <ApplicationStatusBadge status={application.status} />
    </p>
  );
}
