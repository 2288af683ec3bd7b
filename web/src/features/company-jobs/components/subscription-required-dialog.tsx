import { useRef } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';

export const SUBSCRIPTION_REQUIRED_TEXT =
  'You need an active subscription to use this feature. Please subscribe to continue.';

/** The 'Subscription Required' dialog (spec sections 4 and 8); focus starts on Subscribe. */
export function SubscriptionRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const subscribeRef = useRef<HTMLAnchorElement>(null);
  return (
    <Modal
      open={open}
      title="Subscription Required"
      onClose={onClose}
      initialFocus={subscribeRef}
      dismissLabel="Close"
      action={
        <Link ref={subscribeRef} to={paths.companySubscribe.href()} className="btn btn-primary">
          Subscribe
        </Link>
      }
    >
      <p className="mb-0">{SUBSCRIPTION_REQUIRED_TEXT}</p>
    </Modal>
  );
}
