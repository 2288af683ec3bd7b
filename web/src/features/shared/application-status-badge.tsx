/**
 * Spec section 4: approved green, rejected red, pending yellow ('Pending Review'); the job seeker
 * view also colours reviewed, shortlisted, accepted and applied. Unknown statuses are grey.
 */
const styles: Record<string, { className: string; label: string }> = {
  pending: { className: 'text-bg-warning', label: 'Pending Review' },
  approved: { className: 'text-bg-success', label: 'Approved' },
  rejected: { className: 'text-bg-danger', label: 'Rejected' },
  reviewed: { className: 'text-bg-info', label: 'Reviewed' },
  shortlisted: { className: 'text-bg-primary', label: 'Shortlisted' },
  accepted: { className: 'text-bg-success', label: 'Accepted' },
  applied: { className: 'text-bg-secondary', label: 'Applied' },
};

export function ApplicationStatusBadge({ status }: { status: string }) {
  const style = styles[status] ?? { className: 'text-bg-secondary', label: status };
  return <span className={`badge ${style.className}`}>{style.label}</span>;
}
