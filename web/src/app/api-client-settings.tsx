import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQueryOptions } from '../api/settings';
import { api } from '../lib/api-client';

/** The enable_console_logs flag switches the API client's log lines on (providers.tsx loads it after hydration). */
export default function ApiClientSettings() {
  const settings = useQuery(settingsQueryOptions());
  const consoleLogs = settings.data?.enable_console_logs ?? false;
  useEffect(() => {
    api.configure({ consoleLogs });
  }, [consoleLogs]);
  return null;
}
