import type { StaffJob } from '@lj/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../app/providers';
import { ToastProvider } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import StaffJobsScreen from './staff-jobs-screen';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

const job = (id: number, title: string, applications: number): StaffJob => ({
  id,
  title,
  description: 'A job.',
  requirements: '',
  company: { id: 3, name: 'Week Traders' },
  created_at: '2026-02-10T09:00:00.000Z',
  updated_at: '2026-02-10T09:00:00.000Z',
  is_active: true,
  moderation: 'visible',
  moderation_reason: '',
  open_reports: 0,
  applications_in_days: applications,
});

const answer = (jobs: StaffJob[]) =>
  Promise.resolve(
    new Response(JSON.stringify({ jobs }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <StaffJobsScreen />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );

describe('staff Jobs list', () => {
  it("when opened from a week's applications, then it asks for the jobs applied to that week, says so and shows each count; clearing the dates leaves the held jobs", async () => {
    fetchSpy.mockImplementationOnce(() => answer([job(7, 'Truck Driver', 3), job(9, 'Cashier', 1)]));
    const user = userEvent.setup();
    renderAt(paths.staffJobs.href({ state: 'applied', from: '2026-03-02', to: '2026-03-09' }));
    expect(await screen.findByText('Truck Driver')).toBeTruthy();
    const asked = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.pathname).toBe('/api/staff/jobs/');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ state: 'applied', from: '2026-03-02', to: '2026-03-09' });
    expect(screen.getByRole('status').textContent).toContain(
      'Showing the jobs that received applications 2 Mar 2026 to 8 Mar 2026 (UTC).',
    );
    const counts = screen.getAllByText(/^\d+ applications?$/).map((badge) => badge.textContent);
    expect(counts).toEqual(['3 applications', '1 application']);
    for (const button of screen.getAllByRole('button', { name: /Held|Hidden|All/ }))
      expect(button.getAttribute('aria-pressed')).toBe('false');

    fetchSpy.mockImplementationOnce(() => answer([]));
    await user.click(screen.getByRole('link', { name: 'Clear the dates' }));
    expect(await screen.findByText('No job is waiting for review.')).toBeTruthy();
    const next = new URL(String(fetchSpy.mock.calls[1]?.[0]), 'http://localhost');
    expect(Object.fromEntries(next.searchParams)).toEqual({ state: 'held' });
    expect(screen.getByRole('button', { name: 'Held' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('when a week has no applications, then the list says no job received any', async () => {
    fetchSpy.mockImplementationOnce(() => answer([]));
    renderAt(paths.staffJobs.href({ state: 'applied', from: '2026-03-02', to: '2026-03-09' }));
    expect(await screen.findByText('No job received applications in these days.')).toBeTruthy();
  });
});
