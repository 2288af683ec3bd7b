import type { ApplicationStatus } from '@lj/contract';

/** Spec section 4: pending is shown as 'Pending Review'. */
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Spec section 4: approved green, rejected red, otherwise yellow. */
export const statusBadgeClass = (status: ApplicationStatus) =>
  status === 'approved' ? 'text-bg-success' : status === 'rejected' ? 'text-bg-danger' : 'text-bg-warning';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`badge ${statusBadgeClass(status)}`}>{applicationStatusLabels[status]}</span>;
}
