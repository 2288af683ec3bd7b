import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { companyOptionsQueryOptions } from '../../../api/companies';
import { industriesQueryOptions } from '../../../api/industries';
import { jobLocationsQueryOptions } from '../../../api/jobs';
import { emptyFilters, type JobFilters } from '../job-filters';
import { FilterPanel } from './filter-panel';

const companies = Array.from({ length: 6 }, (_, index) => ({ id: index + 1, name: `Company ${index + 1}` }));

/** The panel as the server renders it, its option lists prefetched (ssr/pages/jobs.ts). */
function serverPanel(filters: JobFilters): HTMLElement {
  const queryClient = new QueryClient();
  queryClient.setQueryData(jobLocationsQueryOptions().queryKey, { locations: ['Monrovia', 'Ganta, Nimba'] });
  queryClient.setQueryData(companyOptionsQueryOptions().queryKey, { results: companies } as never);
  queryClient.setQueryData(industriesQueryOptions().queryKey, []);
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FilterPanel filters={filters} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return page;
}

describe('FilterPanel on the server', () => {
  it("when the address names filters, then the form's fields hold them, a ticked company behind 'Show all' in sight", () => {
    const page = serverPanel({
      ...emptyFilters,
      location: 'Ganta, Nimba',
      county: 'Nimba',
      salary: '300-800',
      salary_currency: 'LRD',
      company: [5],
    });
    const form = document.createElement('form');
    form.append(page);
    const sent = new FormData(form);
    expect(sent.get('location')).toBe('Ganta, Nimba');
    expect(sent.get('county')).toBe('Nimba');
    expect(sent.get('salary')).toBe('300-800');
    expect(sent.get('salary_currency')).toBe('LRD');
    expect(sent.getAll('company')).toEqual(['5']);
    expect(page.querySelector<HTMLDetailsElement>('.check-list-more')?.open).toBe(true);
    expect(page.querySelector('button[type=submit]')?.textContent).toBe('Apply filters');
    expect(page.textContent).toContain('Clear filters');
  });

  it('when no filter is on, then nothing is chosen but the salary currency, USD, and there is nothing to clear', () => {
    const page = serverPanel(emptyFilters);
    const form = document.createElement('form');
    form.append(page);
    expect([...new FormData(form)].filter(([, value]) => value !== '')).toEqual([['salary_currency', 'USD']]);
    expect(page.textContent).not.toContain('Clear filters');
    // The 15 counties to choose from, after "Any county".
    const counties = [...(page.querySelector<HTMLSelectElement>('select[name=county]')?.options ?? [])];
    expect(counties.map((option) => option.text)).toHaveLength(16);
    expect(counties[0]?.text).toBe('Any county');
  });
});
