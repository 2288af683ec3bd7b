import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyFilters } from '../job-filters';

// The settling time is lib/page-settled.ts's concern: here the panel waits until it is asked for.
vi.mock('../../../lib/page-settled', () => ({ whenPageSettled: () => () => {} }));

/**
 * A fresh page: the module's download gate lives as long as the page, so each test
 * loads it anew, with the query library and reads of the same fresh module graph.
 */
async function openPage() {
  vi.resetModules();
  const panel = await import('./deferred-list-parts');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { companyOptionsQueryOptions } = await import('../../../api/companies');
  const { industriesQueryOptions } = await import('../../../api/industries');
  const { jobLocationsQueryOptions } = await import('../../../api/jobs');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(jobLocationsQueryOptions().queryKey, { locations: ['Monrovia'] });
  queryClient.setQueryData(companyOptionsQueryOptions().queryKey, { results: [] } as never);
  queryClient.setQueryData(industriesQueryOptions().queryKey, []);
  const page = (children: ReactNode) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  await act(async () => {
    render(page(<panel.DeferredFilterPanel filters={emptyFilters} onChange={() => {}} />));
  });
  return panel;
}

describe('DeferredFilterPanel', () => {
  it('when nobody has asked for the panel (a phone, before the page settles), then it is not loaded', async () => {
    await openPage();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('heading', { name: 'Filters' })).toBeNull();
  });

  it('when the panel is asked for (the fold, a filter change), then it renders', async () => {
    const { wantListParts } = await openPage();
    await act(async () => wantListParts());
    expect(await screen.findByRole('heading', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByLabelText('Location')).toBeTruthy();
  });

  it('when the parts cannot be fetched (offline, never fetched on this device), then the list goes on without the panel', async () => {
    vi.doMock('./later-list-parts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { wantListParts } = await openPage();
      await act(async () => wantListParts());
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(screen.queryByRole('heading', { name: 'Filters' })).toBeNull();
    } finally {
      vi.doUnmock('./later-list-parts');
    }
  });
});
