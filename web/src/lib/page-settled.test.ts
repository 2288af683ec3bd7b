import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SETTLED_MS, whenPageSettled } from './page-settled';

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

describe('whenPageSettled', () => {
  beforeEach(() => {
    // performance.now() starts at 0: the page has just opened.
    vi.useFakeTimers();
    setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    setReadyState('complete');
    setOnline(true);
  });

  it('when the page has loaded, then it runs once the page has been open 3 s, not before', () => {
    setReadyState('complete');
    const run = vi.fn();
    whenPageSettled(run);
    vi.advanceTimersByTime(PAGE_SETTLED_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when the page is still loading, then it waits for the load event, and runs at once if that came after 3 s', () => {
    setReadyState('loading');
    const run = vi.fn();
    whenPageSettled(run);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when the browser goes offline meanwhile, then it runs at once, and only once', () => {
    setReadyState('complete');
    const run = vi.fn();
    whenPageSettled(run);
    window.dispatchEvent(new Event('offline'));
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PAGE_SETTLED_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when the page opens offline, then it runs at once', () => {
    setOnline(false);
    const run = vi.fn();
    whenPageSettled(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when cancelled first, then it never runs', () => {
    setReadyState('complete');
    const run = vi.fn();
    whenPageSettled(run)();
    vi.advanceTimersByTime(PAGE_SETTLED_MS);
    window.dispatchEvent(new Event('offline'));
    expect(run).not.toHaveBeenCalled();
  });
});
