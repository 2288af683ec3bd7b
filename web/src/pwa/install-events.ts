/**
 * The browser's install offer (beforeinstallprompt) can fire before React has hydrated: it is caught
 * from the entry script on, kept here, and read by the install prompt when it mounts.
 */

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type InstallEvents = { offer: BeforeInstallPromptEvent | null; installed: boolean };

let state: InstallEvents = { offer: null, installed: false };
const listeners = new Set<() => void>();
let watching = false;

function update(patch: Partial<InstallEvents>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Starts listening once per page; later calls do nothing. */
export function watchInstallEvents(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-bar away: our prompt follows the spec's timing instead.
    event.preventDefault();
    update({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ offer: null, installed: true }));
}

export const installEvents = (): InstallEvents => state;

/** The browser's offer can be used once: hands it over and forgets it. */
export function takeInstallOffer(): BeforeInstallPromptEvent | null {
  const { offer } = state;
  if (offer) update({ offer: null });
  return offer;
}

export function onInstallEvents(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
