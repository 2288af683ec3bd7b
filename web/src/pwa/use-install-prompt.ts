import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { installEvents, onInstallEvents, takeInstallOffer, watchInstallEvents } from './install-events';
import { recordVisit, rememberDismissal, rememberInstalled } from './install-prompt-memory';
import {
  INSTALL_PROMPT_AUTO_HIDE_MS,
  INSTALL_PROMPT_DELAY_WITH_BROWSER_OFFER_MS,
  INSTALL_PROMPT_DELAY_WITHOUT_BROWSER_OFFER_MS,
  type InstallPromptKind,
  mayPrompt,
  promptKindAt,
} from './install-prompt-rules';

/** True when the page runs as the installed app (Android's standalone window, iOS home screen). */
function runningInstalled(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

const NO_EVENTS_ON_SERVER = { offer: null, installed: false };
const noEventsOnServer = () => NO_EVENTS_ON_SERVER;

/**
 * The install prompt's state over one visit: which prompt shows (or none), 'install' to open the
 * browser's dialog and 'dismiss' to close it. Everything browser-only runs in effects.
 */
export function useInstallPrompt() {
  const [kind, setKind] = useState<InstallPromptKind | null>(null);
  const events = useSyncExternalStore(onInstallEvents, installEvents, noEventsOnServer);

  useEffect(() => {
    watchInstallEvents();
    // Automated browsers (tests, audits) are not people who could install the app.
    if (navigator.webdriver) return;
    if (!mayPrompt(recordVisit(), Date.now(), runningInstalled())) return;
    let shown = false;
    const showIfDue = (elapsedMs: number) => {
      const due = shown ? null : promptKindAt(elapsedMs, installEvents().offer !== null);
      if (!due || installEvents().installed) return;
      shown = true;
      setKind(due);
    };
    // The delays count from the page's start (performance.now()), not from this hook's: the PWA
    // chrome mounts only once the page has settled (lib/page-settled.ts).
    const opened = performance.now();
    const early = setTimeout(
      () => showIfDue(INSTALL_PROMPT_DELAY_WITH_BROWSER_OFFER_MS),
      Math.max(0, INSTALL_PROMPT_DELAY_WITH_BROWSER_OFFER_MS - opened),
    );
    const late = setTimeout(
      () => showIfDue(INSTALL_PROMPT_DELAY_WITHOUT_BROWSER_OFFER_MS),
      Math.max(0, INSTALL_PROMPT_DELAY_WITHOUT_BROWSER_OFFER_MS - opened),
    );
    return () => {
      clearTimeout(early);
      clearTimeout(late);
    };
  }, []);

  // Unanswered for 15 s: it hides, and that counts as a dismissal for the re-prompt rule.
  useEffect(() => {
    if (!kind) return;
    const timer = setTimeout(() => {
      rememberDismissal(Date.now());
      setKind(null);
    }, INSTALL_PROMPT_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [kind]);

  useEffect(() => {
    if (!events.installed) return;
    rememberInstalled();
    setKind(null);
  }, [events.installed]);

  const install = useCallback(async () => {
    setKind(null);
    const offer = takeInstallOffer();
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'accepted') rememberInstalled();
    else rememberDismissal(Date.now());
  }, []);

  const dismiss = useCallback(() => {
    rememberDismissal(Date.now());
    setKind(null);
  }, []);

  // An offer that arrives after the instructions appeared turns them into the real install button.
  const shownKind = events.installed ? null : kind === 'instructions' && events.offer ? 'install' : kind;
  return { kind: shownKind, install, dismiss };
}
