import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../app/providers';
import { ToastProvider } from '../../components/ui/toast';
import { staffSections } from './sections';
import StaffLayout from './staff-layout';
import StaffUsersScreen from './users-screen';

// These checks happen before any request: fail loudly if the screen tries to reach a server.
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

/** A staff screen with what it uses (queries, toasts, router); the route guard is not its business. */
const renderStaff = (ui: ReactNode, path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
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
});
