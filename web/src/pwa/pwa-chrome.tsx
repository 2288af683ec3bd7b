import { InstallPrompt } from './install-prompt';
import { OfflineBanner } from './offline-banner';
import { UpdateToast } from './update-toast';
import { useForgetGuestPages } from './use-forget-guest-pages';
import { useOfflineDeliveries } from './use-offline-deliveries';

/** Everything the installable, offline-capable app adds to the layout; renders nothing on the server. */
export function PwaChrome() {
  useOfflineDeliveries();
  useForgetGuestPages();
  return (
    <>
      <OfflineBanner />
      <InstallPrompt />
      <UpdateToast />
    </>
  );
}
