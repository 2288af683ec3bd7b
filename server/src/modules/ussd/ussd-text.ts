import { toGsm7 } from '../../lib/sms/segments';

/**
 * What the gateway shows: at most SCREEN_MAX characters (what a USSD screen holds in GSM-7), GSM-7 only,
 * `end` closing the session. Every screen of the menu is made here, so none can be longer or carry a
 * character a basic phone cannot show.
 */
export type UssdAnswer = { text: string; end: boolean };

export const SCREEN_MAX = 182;

/** The one line a wrong choice adds above the screen it repeats. */
export const WRONG_CHOICE = 'Wrong choice. Try again.';

// GSM-7's extension characters cost two septets on the air: the nearest basic ones instead.
const EXTENSION: Record<string, string> = { '[': '(', '{': '(', ']': ')', '}': ')', '~': '-', '|': '/', '^': ' ' };

/** `text` on one line of GSM-7's basic characters, spaces collapsed. */
export function plain(text: string): string {
  return toGsm7(text)
    .replace(/[[\]{}~|^\\€\f]/g, (char) => EXTENSION[char] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` made plain and cut to `max` characters, ending in "." when cut. */
export function cut(text: string, max: number): string {
  const line = plain(text);
  if (line.length <= max) return line;
  return `${line.slice(0, Math.max(0, max - 1)).trimEnd()}.`;
}

/** A screen of these lines; a longer one is cut (the menu keeps its screens shorter). */
function screen(lines: string[]): string {
  const text = lines.map((line) => line.split('\n').map(plain).join('\n')).join('\n');
  return text.length <= SCREEN_MAX ? text : `${text.slice(0, SCREEN_MAX - 1)}.`;
}

/** Show and wait for an answer. */
export const ask = (...lines: string[]): UssdAnswer => ({ text: screen(lines), end: false });

/** Show and close. */
export const close = (...lines: string[]): UssdAnswer => ({ text: screen(lines), end: true });

/** The body the gateway reads: `CON ` or `END ` and the screen. */
export const wire = (answer: UssdAnswer): string => `${answer.end ? 'END' : 'CON'} ${answer.text}`;
