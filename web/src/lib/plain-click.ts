import type { MouseEvent } from 'react';

/**
 * A primary-button click without a modifier key. A link the app handles in place (it still works as
 * a plain link before the app has started) lets the other clicks through: Ctrl+click opens a new tab.
 */
export const isPlainClick = (event: MouseEvent<HTMLElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
