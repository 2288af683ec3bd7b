import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jobKeys } from '../../api/jobs';
import { createQueryClient } from '../providers';
import { CrashScreen } from './crash-screen';

function Broken(): never {
  throw new Error('profile.skills is undefined');
}

describe('crash screen', () => {
  it('when a screen throws and the jobs list cannot load, then the error details still show', async () => {
    // React and the router report the caught error on console.error; that is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = createQueryClient();
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <CrashScreen /> }]);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('profile.skills is undefined')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    // No server in this test: the jobs request fails and the list simply stays away.
    await waitFor(() => expect(queryClient.getQueryState(jobKeys.newest())?.status).toBe('error'));
    expect(screen.queryByText('Loading current jobs...')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Current jobs' })).toBeNull();
    consoleError.mockClear();
  });
});
