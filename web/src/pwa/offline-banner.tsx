import { OFFLINE_BANNER } from './offline-messages';
import { useOnline } from './use-online';

/** A strip above the header while the browser has no network. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="alert alert-warning rounded-0 border-0 mb-0 py-2 text-center" role="status">
      {OFFLINE_BANNER}
    </div>
  );
}
