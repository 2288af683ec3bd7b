import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../app/providers';
import { ToastProvider } from '../../components/ui/toast';
import { AuthContext, type AuthContextValue } from '../../lib/auth-context';
import { staffSections } from './sections';
import StaffLayout from './staff-layout';
import StaffUsersScreen from './users-screen';

// These checks happen before any request: fail loudly if the screen tries to reach a server.
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

/** The staff member using the console (the account cards read who it is). */
const signedInStaff = { status: 'authenticated', user: { id: 1 }, error: null } as unknown as AuthContextValue;

/** A staff screen with what it uses (queries, toasts, router); the route guard is not its business. */
const renderStaff = (ui: ReactNode, path: string) =>
  render(
    <AuthContext value={signedInStaff}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </AuthContext>,
  );

describe('staff console', () => {
  it('when the layout is drawn, then its menu lists every section with the current one marked', () => {
    renderStaff(<StaffLayout />, paths.staffUsers.href());
    const menu = within(screen.getByRole('navigation', { name: 'Staff sections' }));
    const labels = menu.getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(staffSections.map((section) => section.label));
    expect(labels).toEqual(expect.arrayContaining(['Overview', 'Users', 'Settings', 'Audit log']));
    expect(menu.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });

  it('when fewer than 3 characters are searched, then the field says so and nothing is sent', async () => {
    const user = userEvent.setup();
    renderStaff(<StaffUsersScreen />, paths.staffUsers.href());
    expect(
      screen.getByText('Type a name, an e-mail address or a phone number (or part of one) to find an account.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Name, e-mail address or phone number'), 'mu');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Type at least 3 characters of a name, e-mail address or phone number.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when opened from a week of new seekers, then it asks for the job seekers who joined that week, says so and clears it', async () => {
    const seeker = {
      id: 41,
      email: 'new.seeker@example.com',
      user_type: 'job_seeker',
      name: 'Korto Flomo',
      is_active: true,
      is_staff: false,
      date_joined: '2026-03-03T09:00:00.000Z',
      last_login: null,
    };
    fetchSpy.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ results: [seeker] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const user = userEvent.setup();
    renderStaff(
      <StaffUsersScreen />,
      paths.staffUsers.href({ role: 'job_seeker', from: '2026-03-02', to: '2026-03-09' }),
    );
    expect(await screen.findByText('new.seeker@example.com')).toBeTruthy();
    const asked = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.pathname).toBe('/api/staff/users/');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      role: 'job_seeker',
      from: '2026-03-02',
      to: '2026-03-09',
    });
    expect(screen.getByRole('status').textContent).toContain(
      'Showing the job seekers who joined 2 Mar 2026 to 8 Mar 2026 (UTC).',
    );
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('job_seeker');

    // Without the dates and with no search there is nothing to ask for: the prompt again, the role kept.
    await user.click(screen.getByRole('link', { name: 'Clear the dates' }));
    expect(
      await screen.findByText('Type a name, an e-mail address or a phone number (or part of one) to find an account.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('job_seeker');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
