import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { companyOptionsQueryOptions } from '../../../api/companies';
import { industriesQueryOptions } from '../../../api/industries';
import { jobLocationsQueryOptions } from '../../../api/jobs';
import { emptyFilters, type JobFilters } from '../job-filters';
import { FilterPanel } from './filter-panel';

const companies = [
  { id: 1, name: 'Bong Mines' },
  { id: 2, name: 'Lofa Timber' },
];

/**
 * The panel as the job list shows it while the router's transition to the new address is still
 * running: `filters` stays what it was until the test says the address has caught up.
 */
function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(jobLocationsQueryOptions().queryKey, { locations: ['Monrovia'] });
  queryClient.setQueryData(companyOptionsQueryOptions().queryKey, { results: companies } as never);
  queryClient.setQueryData(industriesQueryOptions().queryKey, []);
  const onChange = vi.fn<(filters: JobFilters) => void>();
  const panel = (filters: JobFilters) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FilterPanel filters={filters} onChange={onChange} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(panel(emptyFilters));
  return { onChange, addressIs: (filters: JobFilters) => view.rerender(panel(filters)) };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('FilterPanel', () => {
  it('when a box is ticked, then it shows ticked at once, before the address has caught up', () => {
    const { onChange } = renderPanel();
    fireEvent.click(box('Bong Mines'));
    expect(box('Bong Mines').checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFilters, company: [1] });
  });

  it('when a second filter changes before the address has caught up, then the first is kept', () => {
    const { onChange } = renderPanel();
    fireEvent.click(box('Bong Mines'));
    fireEvent.click(box('Lofa Timber'));
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Monrovia' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFilters, company: [1, 2], location: 'Monrovia' });
    expect(box('Lofa Timber').checked).toBe(true);
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('Monrovia');
  });

  it('when the address changes from outside (Back, a link), then the panel shows what it says', () => {
    const { addressIs } = renderPanel();
    fireEvent.click(box('Bong Mines'));
    addressIs({ ...emptyFilters, company: [2] });
    expect(box('Bong Mines').checked).toBe(false);
    expect(box('Lofa Timber').checked).toBe(true);
  });
});
