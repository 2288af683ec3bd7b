import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import { JobSeekerProfile } from './job-seeker-profile';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => fetchSpy.mockRestore());

describe('job seeker profile', () => {
  it('when a company reaches it, then it says the page is only for job seekers and asks the server nothing', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <JobSeekerProfile userType="company" />
      </QueryClientProvider>,
    );
    expect(screen.getByText('This profile page is only for job seekers.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
