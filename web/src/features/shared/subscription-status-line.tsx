import type { SubscriptionStatus } from '@lj/contract';
import { formatDate } from '../../lib/dates';

/** The status words of a running subscription whose payment staff are still checking (grace days). */
export const ACTIVE_PAYMENT_BEING_CHECKED = 'Active, payment being checked';

/**
 * "Active until 12 Mar 2026 (professional plan)", "Active, payment being checked" while it runs on a
 * payment staff have not verified yet, or why job management is closed.
 */
export function SubscriptionStatusLine({ status }: { status: SubscriptionStatus }) {
  if (status.active && status.active_until) {
    const checking = status.payment_being_checked !== null;
    return (
      <span>
        <span className={`badge me-2 ${checking ? 'text-bg-info' : 'text-bg-success'}`}>
          {checking ? ACTIVE_PAYMENT_BEING_CHECKED : 'Active'}
        </span>
        {checking ? 'runs until' : 'until'} {formatDate(status.active_until)}
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
