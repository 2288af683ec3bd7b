import { InstallPrompt } from './install-prompt';
import { OfflineBanner } from './offline-banner';
import { UpdateToast } from './update-toast';
import { useOfflineDeliveries } from './use-offline-deliveries';

/** Everything the installable, offline-capable app adds to the layout; renders nothing on the server. */
export function PwaChrome() {
  useOfflineDeliveries();
  return (
    <>
      <OfflineBanner />
      <InstallPrompt />
      <UpdateToast />
    </>
  );
}
