import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { ApiError } from '../lib/api-client';
import { type PageForms, PageFormsProvider } from '../lib/page-forms';
import { AfterPageLoad } from './after-page-load';

// A debugging switch, not part of the first paint: with it, useQuery's observer leaves the entry script.
const ApiClientSettings = lazy(() => import('./api-client-settings'));

/** Client errors (4xx) are answers, not hiccups: only network failures and 5xx are retried. */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes online until an event says otherwise: a page opened offline starts offline.
  if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
        // Offline, what the worker did not keep waits for the network at once (paused), not after a delay.
        retryDelay: (failureCount) => (onlineManager.isOnline() ? Math.min(1000 * 2 ** failureCount, 30_000) : 0),
        refetchOnWindowFocus: false,
        // Offline, the service worker may still answer from its cache: try once, then wait for the network.
        networkMode: 'offlineFirst',
      },
    },
  });
}

type AppProvidersProps = { queryClient: QueryClient; pageForms: PageForms; children: ReactNode };

export function AppProviders({ queryClient, pageForms, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageFormsProvider value={pageForms}>
        <ToastProvider>
          <AfterPageLoad>
            <ApiClientSettings />
          </AfterPageLoad>
          {children}
        </ToastProvider>
      </PageFormsProvider>
    </QueryClientProvider>
  );
}
