import { useEffect } from 'react';
import { showInstallPrompt } from './install-prompt';
import { OfflineBanner } from './offline-banner';
import { UpdateToast } from './update-toast';
import { useForgetGuestPages } from './use-forget-guest-pages';
import { useOfflineDeliveries } from './use-offline-deliveries';

/** Everything the installable, offline-capable app adds to the layout; renders nothing on the server. */
export function PwaChrome() {
  useOfflineDeliveries();
  useForgetGuestPages();
  // The same DOM prompt as the public pages' script: one implementation of its timing and rules.
  useEffect(() => showInstallPrompt(), []);
  return (
    <>
      <OfflineBanner />
      <UpdateToast />
    </>
  );
}
