import type { SubscriptionStatus } from '@lj/contract';
import { formatDate } from '../../lib/dates';

/** "Active until 12 Mar 2026 (professional plan)", or why job management is closed. */
export function SubscriptionStatusLine({ status }: { status: SubscriptionStatus }) {
  if (status.active && status.active_until) {
    return (
      <span>
        <span className="badge text-bg-success me-2">Active</span>
        until {formatDate(status.active_until)}
        {status.plan && ` (${status.plan.name} plan)`}
      </span>
    );
  }
  return (
    <span>
      <span className="badge text-bg-warning me-2">Inactive</span>
      {status.active_until ? `Expired on ${formatDate(status.active_until)}.` : 'No subscription yet.'}
    </span>
  );
}
