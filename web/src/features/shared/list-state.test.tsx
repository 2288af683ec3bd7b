import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { QueryLike } from '../../lib/query-result';
import { ListState } from './list-state';

function show(query: QueryLike<string[]>) {
  return render(
    <MemoryRouter>
      <ListState
        query={query}
        loading="Loading your things..."
        failed="Failed to load your things"
        empty="No things yet."
      >
        {(items) => <p>Things: {items.join(', ')}</p>}
      </ListState>
    </MemoryRouter>,
  );
}

describe('ListState', () => {
  it('when loading, then the loading words show', () => {
    show({ status: 'pending', error: null });
    expect(screen.getByRole('status').textContent).toBe('Loading your things...');
  });

  it("when the server refused with a detail, then the detail shows; without one, the spec's words", () => {
    const { unmount } = show({ status: 'error', error: new ApiError(500, 'Error', { detail: 'Try later.' }) });
    expect(screen.getByRole('alert').textContent).toBe('Try later.');
    unmount();
    show({ status: 'error', error: new ApiError(500, 'Error', {}) });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your things');
  });

  it('when the list is empty, then its words show with Browse Jobs; else the list itself', () => {
    const { unmount } = show({ status: 'success', data: [] });
    expect(screen.getByRole('heading', { name: 'No things yet.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
    unmount();
    show({ status: 'success', data: ['a', 'b'] });
    expect(screen.getByText('Things: a, b')).toBeTruthy();
  });
});
