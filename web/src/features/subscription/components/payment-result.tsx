import type { SubscriptionStatus } from '@lj/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CompanyStandingAlert } from '../../shared/company-standing-alert';
import { SubscriptionStatusLine } from '../../shared/subscription-status-line';

export const SUBSCRIPTION_ACTIVATED = 'Subscription activated! You can now manage jobs.';

type PaymentResultProps = {
  /** The status the confirmation answered. */
  status: SubscriptionStatus;
  /** A job typed before paying waits on this device (lib/job-draft.ts): the result leads back to it. */
  draftWaiting: boolean;
};

/**
 * What a confirmed payment did, in place of the form: the person is taken to it (focus and scroll), so
 * an emptied form with the news off-screen never invites paying twice.
 */
export function PaymentResult({ status, draftWaiting }: PaymentResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section aria-labelledby="payment-result">
      <h2 id="payment-result" ref={heading} tabIndex={-1} className="h5">
        Payment confirmation received
      </h2>
      {status.active && (
        <div className="alert alert-success" role="status">
          {SUBSCRIPTION_ACTIVATED}
          <span className="d-block mt-2">
            Your subscription: <SubscriptionStatusLine status={status} />
          </span>
          <span className="d-flex flex-wrap gap-2 mt-2">
            {draftWaiting && (
              <Link to={paths.companyPostJob.href()} className="btn btn-primary">
                Back to your job
              </Link>
            )}
            <Link to={paths.companyJobs.href()} className="btn btn-outline-success">
              Go to My Job Listings
            </Link>
          </span>
        </div>
      )}
      <CompanyStandingAlert status={status} />
    </section>
  );
}
