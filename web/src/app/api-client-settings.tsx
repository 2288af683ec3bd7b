import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQueryOptions } from '../api/settings';
import { api } from '../lib/api-client';

/**
 * The enable_console_logs flag switches the API client's log lines on (providers.tsx loads it after
 * the page has loaded). Read once through the query client (the server put the answer in the page's
 * state): no useQuery, so the landing page, which reads nothing else, loads no query hooks for it.
 */
export default function ApiClientSettings() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let current = true;
    queryClient.fetchQuery(settingsQueryOptions()).then(
      (settings) => {
        if (current) api.configure({ consoleLogs: settings.enable_console_logs });
      },
      // Without the flag the log lines stay off, as before an answer.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [queryClient]);
  return null;
}
