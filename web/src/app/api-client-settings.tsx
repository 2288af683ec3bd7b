import { useEffect } from 'react';
import { useSettings } from '../features/settings/api/get-settings';
import { api } from '../lib/api-client';

/** The enable_console_logs flag switches the API client's log lines on (providers.tsx loads it after hydration). */
export default function ApiClientSettings() {
  const settings = useSettings();
  const consoleLogs = settings.data?.enable_console_logs ?? false;
  useEffect(() => {
    api.configure({ consoleLogs });
  }, [consoleLogs]);
  return null;
}
