import { describe, expect, it } from 'vitest';
import { INSTALL_REPROMPT_AFTER_MS, type InstallPromptMemory, mayPrompt, promptKindAt } from './install-prompt-rules';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 2, 12, 9, 0, 0);
const memory = (patch: Partial<InstallPromptMemory> = {}): InstallPromptMemory => ({
  visits: 1,
  lastDismissedAt: null,
  installed: false,
  ...patch,
});

describe('mayPrompt', () => {
  it('when the prompt was never dismissed, then it may show on any visit', () => {
    expect(mayPrompt(memory({ visits: 1 }), now, false)).toBe(true);
    expect(mayPrompt(memory({ visits: 2 }), now, false)).toBe(true);
  });

  it('when the app is installed or runs installed, then it never shows', () => {
    expect(mayPrompt(memory({ installed: true }), now, false)).toBe(false);
    expect(mayPrompt(memory(), now, true)).toBe(false);
  });

  it('when 3 days have passed and the visit count is a multiple of 3, then it shows again', () => {
    expect(mayPrompt(memory({ visits: 3, lastDismissedAt: now - 3 * DAY }), now, false)).toBe(true);
    expect(mayPrompt(memory({ visits: 6, lastDismissedAt: now - 10 * DAY }), now, false)).toBe(true);
  });

  it('when less than 3 days have passed, then it stays hidden even on a 3rd visit', () => {
    expect(mayPrompt(memory({ visits: 3, lastDismissedAt: now - INSTALL_REPROMPT_AFTER_MS + 1 }), now, false)).toBe(
      false,
    );
    expect(mayPrompt(memory({ visits: 9, lastDismissedAt: now - DAY }), now, false)).toBe(false);
  });

  it('when the visit count is not a multiple of 3, then it stays hidden even after 3 days', () => {
    for (const visits of [1, 2, 4, 5, 7]) {
      expect(mayPrompt(memory({ visits, lastDismissedAt: now - 30 * DAY }), now, false), `visit ${visits}`).toBe(false);
    }
  });
});

describe('promptKindAt', () => {
  it('when the browser offered install, then the install prompt is due at 3 s and not before', () => {
    expect(promptKindAt(2999, true)).toBeNull();
    expect(promptKindAt(3000, true)).toBe('install');
  });

  it('when the browser did not offer install, then the instructions are due at 5 s and not before', () => {
    expect(promptKindAt(3000, false)).toBeNull();
    expect(promptKindAt(4999, false)).toBeNull();
    expect(promptKindAt(5000, false)).toBe('instructions');
  });

  it('when the offer came between 3 s and 5 s, then the install prompt is due at 5 s', () => {
    expect(promptKindAt(5000, true)).toBe('install');
  });
});
