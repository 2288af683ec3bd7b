import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsQueryOptions } from '../../api/notifications';
import { createQueryClient } from '../../app/providers';
import { paths } from '../../config/paths';
import { companyUser } from '../../testing/company';
import { renderScreen } from '../../testing/render-screen';
import { seekerUser } from '../../testing/seeker';
import NotificationsScreen from './notifications-screen';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

/** A query client holding an empty notifications list, as the server answers a new account. */
function nothingHeard() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(notificationsQueryOptions().queryKey, { results: [], unread: 0 });
  return queryClient;
}

describe('notifications screen', () => {
  it('when a seeker has no notifications, then it says what will come and leads to My Applications', () => {
    renderScreen(<NotificationsScreen />, '/notifications', { user: seekerUser(), queryClient: nothingHeard() });
    expect(screen.getByText(/When a company changes the status of your application/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Applications' }).getAttribute('href')).toBe(
      paths.jobSeekerApplications.href(),
    );
  });

  it('when a company has no notifications, then it says what will come and leads to Manage Jobs', () => {
    renderScreen(<NotificationsScreen />, '/company/notifications', {
      user: companyUser('Freeport Logistics'),
      queryClient: nothingHeard(),
    });
    expect(screen.getByText(/When someone applies to your jobs/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Jobs' }).getAttribute('href')).toBe(paths.companyJobs.href());
  });
});
