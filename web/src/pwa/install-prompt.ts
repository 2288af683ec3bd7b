import { SITE_NAME } from '../config/site';
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

const runningInstalled = () =>
  (window.matchMedia?.('(display-mode: standalone)').matches ?? false) ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

// Read when shown, never at import: the app's server rendering imports this module too.
const howToAdd = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent)
    ? "tap the Share button, then 'Add to Home Screen'."
    : "open your browser's menu and choose 'Add to Home screen'.";

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/** Spec section 4: a toast in the corner that never covers the page. */
function promptToast(kind: InstallPromptKind, install: () => void, dismiss: () => void): HTMLElement {
  const container = element('div', 'toast-container position-fixed bottom-0 end-0 p-3');
  const toast = element('section', 'toast show');
  toast.setAttribute('aria-label', `Install ${SITE_NAME}`);
  const body = element('div', 'toast-body');
  body.append(
    element(
      'p',
      'mb-2',
      kind === 'install'
        ? `Install ${SITE_NAME} on your phone: it opens faster and works offline.`
        : `Install ${SITE_NAME} on your phone: ${howToAdd()}`,
    ),
  );
  const buttons = element('div', 'd-flex gap-2 justify-content-end');
  if (kind === 'install') {
    const installButton = element('button', 'btn btn-primary btn-sm', 'Install');
    installButton.type = 'button';
    installButton.addEventListener('click', install);
    buttons.append(installButton);
  }
  const notNow = element('button', 'btn btn-outline-secondary btn-sm', 'Not now');
  notNow.type = 'button';
  notNow.addEventListener('click', dismiss);
  buttons.append(notNow);
  body.append(buttons);
  toast.append(body);
  container.append(toast);
  return container;
}

/**
 * Spec: the install prompt, after 3 s when the browser offers install, after 5 s otherwise; hidden
 * after 15 s or after install; re-prompted by the rules of install-prompt-rules.ts. One
 * implementation for the public pages (page script) and the app (PwaChrome); the returned function
 * stops it (the app's chrome unmounting).
 */
export function showInstallPrompt(): () => void {
  watchInstallEvents();
  // Automated browsers (tests, audits) are not people who could install the app.
  if (navigator.webdriver) return () => {};
  if (!mayPrompt(recordVisit(), Date.now(), runningInstalled())) return () => {};
  const timers: ReturnType<typeof setTimeout>[] = [];
  let shown: { kind: InstallPromptKind; node: HTMLElement } | null = null;
  let done = false;
  const hide = () => {
    shown?.node.remove();
    shown = null;
  };
  const dismiss = () => {
    rememberDismissal(Date.now());
    hide();
  };
  const install = () => {
    hide();
    const offer = takeInstallOffer();
    if (!offer) return;
    void offer.prompt().then(async () => {
      const { outcome } = await offer.userChoice;
      if (outcome === 'accepted') rememberInstalled();
      else rememberDismissal(Date.now());
    });
  };
  const show = (kind: InstallPromptKind) => {
    hide();
    shown = { kind, node: promptToast(kind, install, dismiss) };
    document.body.append(shown.node);
  };
  const showIfDue = (elapsedMs: number) => {
    const due = done ? null : promptKindAt(elapsedMs, installEvents().offer !== null);
    if (!due || installEvents().installed) return;
    done = true;
    show(due);
    // Unanswered for 15 s: it hides, and that counts as a dismissal for the re-prompt rule.
    timers.push(
      setTimeout(() => {
        if (shown) dismiss();
      }, INSTALL_PROMPT_AUTO_HIDE_MS),
    );
  };
  const unsubscribe = onInstallEvents(() => {
    const events = installEvents();
    if (events.installed) {
      rememberInstalled();
      hide();
    } else if (events.offer && shown?.kind === 'instructions') show('install');
  });
  // The delays count from the page's start.
  const opened = performance.now();
  for (const delay of [INSTALL_PROMPT_DELAY_WITH_BROWSER_OFFER_MS, INSTALL_PROMPT_DELAY_WITHOUT_BROWSER_OFFER_MS]) {
    timers.push(setTimeout(() => showIfDue(delay), Math.max(0, delay - opened)));
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
    unsubscribe();
    hide();
  };
}
