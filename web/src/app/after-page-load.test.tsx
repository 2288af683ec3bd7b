import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SETTLED_MS } from '../lib/page-settled';
import { AfterPageLoad } from './after-page-load';

describe('AfterPageLoad', () => {
  afterEach(() => vi.useRealTimers());

  it('when rendered on the server, then it writes nothing, so the first client render matches', () => {
    expect(renderToString(<AfterPageLoad>banner</AfterPageLoad>)).toBe('');
  });

  it('when mounted in a loaded page, then its children follow once the page has settled', async () => {
    vi.useFakeTimers();
    render(
      <AfterPageLoad>
        <p>banner</p>
      </AfterPageLoad>,
    );
    expect(screen.queryByText('banner')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAGE_SETTLED_MS);
    });
    expect(screen.getByText('banner')).toBeTruthy();
  });
});
