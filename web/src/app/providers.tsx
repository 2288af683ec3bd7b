import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { useSettings } from '../features/settings/api/get-settings';
import { ApiError, api } from '../lib/api-client';

/** Client errors (4xx) are answers, not hiccups: only network failures and 5xx are retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
        // Offline, the service worker may still answer from its cache: try once, then wait for the network.
        networkMode: 'offlineFirst',
      },
    },
  });
}

/** The enable_console_logs flag switches the API client's log lines on. */
function ApiClientSettings() {
  const settings = useSettings();
  const consoleLogs = settings.data?.enable_console_logs ?? false;
  useEffect(() => {
    api.configure({ consoleLogs });
  }, [consoleLogs]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ApiClientSettings />
        {children}
      </ToastProvider>
    </QueryClientProvider>
  );
}
