import { type ReactNode, useCallback, useState } from 'react';
import { SubscriptionRequiredDialog } from './subscription-required-dialog';
import { isSubscriptionRequired } from '../../../lib/subscription-required';

/**
 * One way for every company screen to react to a missing subscription: `handle(error)` opens the
 * dialog and answers true when the error is a subscription refusal; render `dialog` once.
 */
export function useSubscriptionRequired(): { handle: (error: unknown) => boolean; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const handle = useCallback((error: unknown) => {
    const required = isSubscriptionRequired(error);
    if (required) setOpen(true);
    return required;
  }, []);
  return { handle, dialog: <SubscriptionRequiredDialog open={open} onClose={close} /> };
}
