import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BeforeInstallPromptEvent } from './install-events';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 2, 12, 9, 0, 0);

/** The module keeps the browser's offer for the page's lifetime: a fresh copy per test is a fresh page. */
async function loadHook() {
  vi.resetModules();
  return (await import('./use-install-prompt')).useInstallPrompt;
}

/** A new browser session (a new visit): the once-per-session visit flag is gone. */
const newSession = () => sessionStorage.clear();

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const memory = () => JSON.parse(localStorage.getItem('install_prompt') ?? 'null');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useInstallPrompt timing', () => {
  it('when the browser offers install, then the prompt shows at 3 s and not before', async () => {
    const useInstallPrompt = await loadHook();
    const { result } = renderHook(() => useInstallPrompt());
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    advance(2999);
    expect(result.current.kind).toBeNull();
    advance(1);
    expect(result.current.kind).toBe('install');
  });

  it('when the browser does not offer install, then the instructions show at 5 s and not before', async () => {
    const useInstallPrompt = await loadHook();
    const { result } = renderHook(() => useInstallPrompt());
    advance(3000);
    expect(result.current.kind).toBeNull();
    advance(1999);
    expect(result.current.kind).toBeNull();
    advance(1);
    expect(result.current.kind).toBe('instructions');
  });

  it('when the offer arrives between 3 s and 5 s, then the install prompt shows at 5 s', async () => {
    const useInstallPrompt = await loadHook();
    const { result } = renderHook(() => useInstallPrompt());
    advance(4000);
    offerInstall();
    expect(result.current.kind).toBeNull();
    advance(1000);
    expect(result.current.kind).toBe('install');
  });

  it('when the offer arrives after the instructions showed, then they become the install prompt', async () => {
    const useInstallPrompt = await loadHook();
    const { result } = renderHook(() => useInstallPrompt());
    advance(5000);
    expect(result.current.kind).toBe('instructions');
    offerInstall();
    expect(result.current.kind).toBe('install');
  });

  it('when the hook mounts after the page has been open 3 s (the chrome waits for that), then the delays count from the page start', async () => {
    advance(3000);
    const useInstallPrompt = await loadHook();
    const { result } = renderHook(() => useInstallPrompt());
    advance(1999);
    expect(result.current.kind).toBeNull();
    advance(1);
    expect(result.current.kind).toBe('instructions');
  });

  it('when the prompt is left alone, then it hides 15 s after it showed and counts as dismissed', async () => {
    const useInstallPrompt = await loadHook();
    const { result } = renderHook(() => useInstallPrompt());
    advance(5000);
    expect(result.current.kind).toBe('instructions');
    advance(14_999);
    expect(result.current.kind).toBe('instructions');
    advance(1);
    expect(result.current.kind).toBeNull();
    expect(memory().lastDismissedAt).toBe(START + 20_000);
  });
});

describe('useInstallPrompt rules', () => {
  it('when the visitor dismisses it, then it hides and the dismissal time is kept', async () => {
    const useInstallPrompt = await loadHook();
    const { result } = renderHook(() => useInstallPrompt());
    advance(5000);
    act(() => result.current.dismiss());
    expect(result.current.kind).toBeNull();
    expect(memory().lastDismissedAt).toBe(START + 5000);
  });

  it('when the app gets installed, then the prompt hides and never shows again', async () => {
    const useInstallPrompt = await loadHook();
    const first = renderHook(() => useInstallPrompt());
    offerInstall();
    advance(3000);
    expect(first.result.current.kind).toBe('install');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(first.result.current.kind).toBeNull();
    first.unmount();

    newSession();
    vi.setSystemTime(START + 30 * DAY);
    const useLater = await loadHook();
    const later = renderHook(() => useLater());
    advance(60_000);
    expect(later.result.current.kind).toBeNull();
  });

  it('when the visitor accepts the browser dialog, then it is remembered as installed', async () => {
    const useInstallPrompt = await loadHook();
    const { result } = renderHook(() => useInstallPrompt());
    const { prompt } = offerInstall('accepted');
    advance(3000);
    await act(() => result.current.install());
    expect(prompt).toHaveBeenCalledOnce();
    expect(result.current.kind).toBeNull();
    expect(memory().installed).toBe(true);
  });

  it('when the visitor refuses the browser dialog, then it counts as a dismissal', async () => {
    const useInstallPrompt = await loadHook();
    const { result } = renderHook(() => useInstallPrompt());
    offerInstall('dismissed');
    advance(3000);
    await act(() => result.current.install());
    expect(memory()).toMatchObject({ installed: false, lastDismissedAt: START + 3000 });
  });

  it('when the page runs as the installed app, then the prompt never shows', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    const useInstallPrompt = await loadHook();
    const { result } = renderHook(() => useInstallPrompt());
    offerInstall();
    advance(60_000);
    expect(result.current.kind).toBeNull();
  });

  it('when the page is opened again in the same session, then the visit is counted once', async () => {
    let useInstallPrompt = await loadHook();
    renderHook(() => useInstallPrompt()).unmount();
    useInstallPrompt = await loadHook();
    renderHook(() => useInstallPrompt()).unmount();
    expect(memory().visits).toBe(1);
    newSession();
    useInstallPrompt = await loadHook();
    renderHook(() => useInstallPrompt()).unmount();
    expect(memory().visits).toBe(2);
  });

  it('when dismissed, then it shows again only on a 3rd-multiple visit at least 3 days later', async () => {
    // Visit 1: shown and dismissed.
    let useInstallPrompt = await loadHook();
    let hook = renderHook(() => useInstallPrompt());
    advance(5000);
    act(() => hook.result.current.dismiss());
    hook.unmount();

    const visitAt = async (time: number) => {
      newSession();
      vi.setSystemTime(time);
      useInstallPrompt = await loadHook();
      hook = renderHook(() => useInstallPrompt());
      advance(5000);
      const shown = hook.result.current.kind !== null;
      hook.unmount();
      return shown;
    };
    const dismissedAt = START + 5000;
    // Visit 2, 4 days later: not a multiple of 3.
    expect(await visitAt(dismissedAt + 4 * DAY)).toBe(false);
    // Visit 3, but only 2 days after the dismissal (clock moved back for the test): too early.
    expect(await visitAt(dismissedAt + 2 * DAY)).toBe(false);
    // Visit 4 and 5: not multiples of 3.
    expect(await visitAt(dismissedAt + 5 * DAY)).toBe(false);
    expect(await visitAt(dismissedAt + 5 * DAY)).toBe(false);
    // Visit 6, 3 days after the dismissal: shown again.
    expect(await visitAt(dismissedAt + 3 * DAY)).toBe(true);
    expect(memory().visits).toBe(6);
  });
});
