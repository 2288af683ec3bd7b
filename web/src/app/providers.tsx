import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { ApiError } from '../lib/api-client';
import { type PageForms, PageFormsProvider } from '../lib/page-forms';
import { AfterPageLoad } from './after-page-load';

// A debugging switch, not part of the first paint: with it, useQuery's observer leaves the entry script.
const ApiClientSettings = lazy(() => import('./api-client-settings'));

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
