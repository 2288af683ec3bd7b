/**
 * Spec sections 4 and 9, the install prompt: shown after 3 s when the browser offers install, after
 * 5 s otherwise; hidden after 15 s and after install; once dismissed, shown again only when at least
 * 3 days have passed AND the visit count is a multiple of 3. Pure: time and memory are passed in.
 */

export const INSTALL_PROMPT_DELAY_WITH_BROWSER_OFFER_MS = 3000;
export const INSTALL_PROMPT_DELAY_WITHOUT_BROWSER_OFFER_MS = 5000;
export const INSTALL_PROMPT_AUTO_HIDE_MS = 15_000;
export const INSTALL_REPROMPT_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
export const INSTALL_REPROMPT_EVERY_NTH_VISIT = 3;

/** What this browser remembers between visits. */
export type InstallPromptMemory = {
  /** Visits (browser sessions) so far, this one included. */
  visits: number;
  /** When the prompt was last closed or hid itself unanswered (ms since epoch), or null if never. */
  lastDismissedAt: number | null;
  installed: boolean;
};

/** Whether this visit may show the prompt at all. */
export function mayPrompt(memory: InstallPromptMemory, now: number, runningInstalled: boolean): boolean {
  if (runningInstalled || memory.installed) return false;
  if (memory.lastDismissedAt === null) return true;
  return (
    now - memory.lastDismissedAt >= INSTALL_REPROMPT_AFTER_MS &&
    memory.visits > 0 &&
    memory.visits % INSTALL_REPROMPT_EVERY_NTH_VISIT === 0
  );
}

/** 'install' uses the browser's own dialog; 'instructions' explains 'Add to Home Screen'. */
export type InstallPromptKind = 'install' | 'instructions';

/** What to show `elapsedMs` after the page started, given whether the browser has offered install yet. */
export function promptKindAt(elapsedMs: number, browserOffered: boolean): InstallPromptKind | null {
  if (browserOffered && elapsedMs >= INSTALL_PROMPT_DELAY_WITH_BROWSER_OFFER_MS) return 'install';
  if (elapsedMs >= INSTALL_PROMPT_DELAY_WITHOUT_BROWSER_OFFER_MS) return browserOffered ? 'install' : 'instructions';
  return null;
}
