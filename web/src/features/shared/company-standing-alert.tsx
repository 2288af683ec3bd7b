import type { SubscriptionStatus } from '@lj/contract';
import { formatDate } from '../../lib/dates';

/** Why the company's subscription waits or ended, or why it is suspended, in words it can act on. */
export function CompanyStandingAlert({ status }: { status: SubscriptionStatus }) {
  const issue = status.payment_issue;
  return (
    <>
      {status.suspension && (
        <div className="alert alert-danger" role="alert">
          Your company is suspended, so its jobs are hidden and you cannot post or manage jobs. Reason:{' '}
          {status.suspension.reason} Write to us if you think this is a mistake.
        </div>
      )}
      {issue?.kind === 'waiting_for_verification' && (
        <div className="alert alert-info" role="status">
          <span className="badge text-bg-warning me-2">Waiting for verification</span>
          We received your payment confirmation {issue.payment_reference}. Your subscription starts as soon as our staff
          have matched it with the money received.
        </div>
      )}
      {status.payment_being_checked && (
        <div className="alert alert-info" role="status">
          We are checking your payment {status.payment_being_checked.payment_reference} against the money received. Your
          subscription runs meanwhile; if the payment cannot be verified by{' '}
          {formatDate(status.payment_being_checked.grace_until)}, it ends.
        </div>
      )}
      {issue?.kind === 'not_verified_in_time' && (
        <div className="alert alert-warning" role="alert">
          Your payment {issue.payment_reference} could not be verified in time, so your subscription has ended. Check
          the reference against your confirmation SMS and write to us, or pay again.
        </div>
      )}
      {issue?.kind === 'rejected' && (
        <div className="alert alert-warning" role="alert">
          Your payment {issue.payment_reference} was rejected: {issue.note} Pay again with the reference from your
          confirmation SMS.
        </div>
      )}
    </>
  );
}
