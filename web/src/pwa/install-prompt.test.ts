import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BeforeInstallPromptEvent } from './install-events';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 2, 12, 9, 0, 0);

/** The module keeps the browser's offer for the page's lifetime: a fresh copy per test is a fresh page. */
async function openPage() {
  vi.resetModules();
  const { showInstallPrompt } = await import('./install-prompt');
  const stop = showInstallPrompt();
  openPages.push(stop);
  return stop;
}
/** Each test's pages close after it, as a page's script ends with the page. */
const openPages: (() => void)[] = [];

/** Which prompt the page shows: the toast with an Install button, the instructions, or none. */
function shownKind() {
  const toast = document.querySelector('section[aria-label="Install Liberia Jobs"]');
  if (!toast) return null;
  return [...toast.querySelectorAll('button')].some((b) => b.textContent === 'Install') ? 'install' : 'instructions';
}

function press(name: 'Install' | 'Not now') {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`no ${name} button`);
  button.click();
}

/** A new browser session (a new visit): the once-per-session visit flag is gone. */
const newSession = () => sessionStorage.clear();

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  window.dispatchEvent(event);
  return { event, prompt };
}

const advance = (ms: number) => vi.advanceTimersByTime(ms);

/** The browser's dialog answers asynchronously: let its promises settle. */
async function answered() {
  for (let step = 0; step < 5; step++) await Promise.resolve();
}

const memory = () => JSON.parse(localStorage.getItem('install_prompt') ?? 'null');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  for (const stop of openPages.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('install prompt timing', () => {
  it('when the browser offers install, then the prompt shows at 3 s and not before', async () => {
    await openPage();
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    advance(2999);
    expect(shownKind()).toBeNull();
    advance(1);
    expect(shownKind()).toBe('install');
  });

  it('when the browser does not offer install, then the instructions show at 5 s and not before', async () => {
    await openPage();
    advance(3000);
    expect(shownKind()).toBeNull();
    advance(1999);
    expect(shownKind()).toBeNull();
    advance(1);
    expect(shownKind()).toBe('instructions');
  });

  it('when the offer arrives between 3 s and 5 s, then the install prompt shows at 5 s', async () => {
    await openPage();
    advance(4000);
    offerInstall();
    expect(shownKind()).toBeNull();
    advance(1000);
    expect(shownKind()).toBe('install');
  });

  it('when the offer arrives after the instructions showed, then they become the install prompt', async () => {
    await openPage();
    advance(5000);
    expect(shownKind()).toBe('instructions');
    offerInstall();
    expect(shownKind()).toBe('install');
  });

  it('when the app chrome starts it after the page has been open 3 s (the chrome waits for that), then the delays count from the page start', async () => {
    advance(3000);
    await openPage();
    advance(1999);
    expect(shownKind()).toBeNull();
    advance(1);
    expect(shownKind()).toBe('instructions');
  });

  it('when the prompt is left alone, then it hides 15 s after it showed and counts as dismissed', async () => {
    await openPage();
    advance(5000);
    expect(shownKind()).toBe('instructions');
    advance(14_999);
    expect(shownKind()).toBe('instructions');
    advance(1);
    expect(shownKind()).toBeNull();
    expect(memory().lastDismissedAt).toBe(START + 20_000);
  });
});

describe('install prompt rules', () => {
  it('when the visitor dismisses it, then it hides and the dismissal time is kept', async () => {
    await openPage();
    advance(5000);
    press('Not now');
    expect(shownKind()).toBeNull();
    expect(memory().lastDismissedAt).toBe(START + 5000);
  });

  it('when the app gets installed, then the prompt hides and never shows again', async () => {
    const stop = await openPage();
    offerInstall();
    advance(3000);
    expect(shownKind()).toBe('install');
    window.dispatchEvent(new Event('appinstalled'));
    expect(shownKind()).toBeNull();
    stop();

    newSession();
    vi.setSystemTime(START + 30 * DAY);
    await openPage();
    advance(60_000);
    expect(shownKind()).toBeNull();
  });

  it('when the visitor accepts the browser dialog, then it is remembered as installed', async () => {
    await openPage();
    const { prompt } = offerInstall('accepted');
    advance(3000);
    press('Install');
    await answered();
    expect(prompt).toHaveBeenCalledOnce();
    expect(shownKind()).toBeNull();
    expect(memory().installed).toBe(true);
  });

  it('when the visitor refuses the browser dialog, then it counts as a dismissal', async () => {
    await openPage();
    offerInstall('dismissed');
    advance(3000);
    press('Install');
    await answered();
    expect(memory()).toMatchObject({ installed: false, lastDismissedAt: START + 3000 });
  });

  it('when the page runs as the installed app, then the prompt never shows', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    await openPage();
    offerInstall();
    advance(60_000);
    expect(shownKind()).toBeNull();
  });

  it('when the page is opened again in the same session, then the visit is counted once', async () => {
    (await openPage())();
    (await openPage())();
    expect(memory().visits).toBe(1);
    newSession();
    (await openPage())();
    expect(memory().visits).toBe(2);
  });

  it('when dismissed, then it shows again only on a 3rd-multiple visit at least 3 days later', async () => {
    // Visit 1: shown and dismissed.
    let stop = await openPage();
    advance(5000);
    press('Not now');
    stop();

    const visitAt = async (time: number) => {
      newSession();
      vi.setSystemTime(time);
      stop = await openPage();
      advance(5000);
      const shown = shownKind() !== null;
      stop();
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
