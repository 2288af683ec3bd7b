import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const SUBSCRIPTION_REQUIRED_TEXT =
  'You need an active subscription to use this feature. Please subscribe to continue.';

/** The 'Subscription Required' dialog (spec sections 4 and 8): Bootstrap modal markup driven by React state. */
export function SubscriptionRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const subscribeRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    subscribeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      <div className="modal d-block" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id={titleId}>
                Subscription Required
              </h2>
              <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />
            </div>
            <div className="modal-body">
              <p className="mb-0">{SUBSCRIPTION_REQUIRED_TEXT}</p>
            </div>
            <div className="modal-footer">
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                Close
              </button>
              <Link ref={subscribeRef} to={paths.companySubscribe.href()} className="btn btn-primary">
                Subscribe
              </Link>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
