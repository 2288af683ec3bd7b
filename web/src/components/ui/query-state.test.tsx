import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { QueryLike } from '../../lib/query-result';
import { NOT_KEPT_OFFLINE } from '../../pwa/offline-messages';
import { QueryState } from './query-state';

const failed = (status: number): QueryLike<string> => ({
  status: 'error',
  error: new ApiError(status, 'Error', { detail: 'no' }),
});

function show(query: QueryLike<string>, props: { loading?: string; notFound?: string } = {}) {
  return render(
    <QueryState
      query={query}
      loading={props.loading ?? 'Loading job...'}
      error="Failed to load job data."
      notFound={props.notFound}
    >
      {(data) => <p>Job: {data}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('when the query is loading, then a centred spinner carries the label', () => {
    const { container } = show({ status: 'pending', error: null });
    expect(screen.getByRole('status').textContent).toBe('Loading job...');
    expect(container.firstElementChild?.className).toBe('text-center py-5');
  });

  it('when the query waits offline for the network, then it says that nothing was kept instead of loading', () => {
    show({ status: 'pending', error: null, fetchStatus: 'paused' });
    expect(screen.getByRole('status').textContent).toBe(NOT_KEPT_OFFLINE);
  });

  it('when the query failed, then the error words show in a danger alert', () => {
    show(failed(500));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Failed to load job data.');
    expect(alert.className).toBe('alert alert-danger');
  });

  it('when the record does not exist, then the not-found words show instead', () => {
    show(failed(404), { notFound: 'Job not found' });
    expect(screen.getByRole('alert').textContent).toBe('Job not found');
  });

  it('when a 404 has no not-found words, then it is an error like any other', () => {
    show(failed(404));
    expect(screen.getByRole('alert').textContent).toBe('Failed to load job data.');
  });

  it('when the data is there, then the children render it', () => {
    show({ status: 'success', data: 'Nurse' });
    expect(screen.getByText('Job: Nurse')).toBeTruthy();
  });

  it('when the screen passes its own elements or a function of the error, then they render as given', () => {
    render(
      <QueryState
        query={failed(402)}
        loading={<p>Loading...</p>}
        error={(error) => <p className="text-danger">{error instanceof ApiError ? error.status : '?'}</p>}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('402').className).toBe('text-danger');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
