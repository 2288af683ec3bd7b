import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { ApiError } from '../../lib/api-client';
import { QueryLoader } from './query-loader';

/** A read of one job title that answers `answer`, or refuses with its status. */
function show(answer: string | number) {
  const read = queryOptions({
    queryKey: ['job', answer],
    queryFn: () =>
      typeof answer === 'string' ? Promise.resolve(answer) : Promise.reject(new ApiError(answer, 'Error', {})),
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <QueryLoader options={read} loading="Loading job..." error="Failed to load job data." notFound="Job not found">
        {(title) => <p>Job: {title}</p>}
      </QueryLoader>
    </QueryClientProvider>,
  );
}

describe('QueryLoader', () => {
  it('when it is drawn, then it runs the read: loading first, then the children render the answer', async () => {
    show('Nurse');
    expect(screen.getByRole('status').textContent).toBe('Loading job...');
    expect((await screen.findByText('Job: Nurse')).tagName).toBe('P');
  });

  it('when the read finds no such record, then the not-found words show', async () => {
    show(404);
    expect((await screen.findByRole('alert')).textContent).toBe('Job not found');
  });
});
