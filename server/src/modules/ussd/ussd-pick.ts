import { ask, cut, SCREEN_MAX, type UssdAnswer, WRONG_CHOICE } from './ussd-text';

/**
 * A list to choose from a screen at a time (counties, kinds of work): 1 to 8 on each screen, `9 More`
 * while more follow, `0 Back`. Pages are cut to fit a screen with room for the wrong-choice line, so a
 * repeated screen shows the same options under the same numbers.
 */
const MORE = '9 More';
const BACK = '0 Back';
const MAX_ON_SCREEN = 8;
const LABEL_MAX = 30;

/** Each page's first label index, the pages filled in order while their screen fits. */
function pageStarts(header: string, labels: string[]): number[] {
  const room = SCREEN_MAX - (WRONG_CHOICE.length + 1) - (header.length + 1) - `${MORE}\n${BACK}`.length;
  const starts: number[] = [];
  let index = 0;
  while (index < labels.length) {
    starts.push(index);
    let used = 0;
    let shown = 0;
    while (index < labels.length && shown < MAX_ON_SCREEN) {
      const line = `${shown + 1} ${cut(labels[index] ?? '', LABEL_MAX)}\n`.length;
      if (shown > 0 && used + line > room) break;
      used += line;
      shown += 1;
      index += 1;
    }
  }
  return starts.length > 0 ? starts : [0];
}

/** The labels on page `page` (clamped to the pages there are) and whether a page follows. */
function pageOf(header: string, labels: string[], page: number) {
  const starts = pageStarts(header, labels);
  const at = Math.min(Math.max(page, 0), starts.length - 1);
  const from = starts[at] ?? 0;
  const to = starts[at + 1] ?? labels.length;
  return { from, shown: labels.slice(from, to), more: at + 1 < starts.length };
}

/** The screen of page `page`, with `note` (a wrong choice) above it. */
export function pickScreen(header: string, labels: string[], page: number, note?: string): UssdAnswer {
  const { shown, more } = pageOf(header, labels, page);
  const lines = shown.map((label, index) => `${index + 1} ${cut(label, LABEL_MAX)}`);
  return ask(...(note ? [note] : []), header, ...lines, ...(more ? [MORE] : []), BACK);
}

type Picked = { kind: 'item'; index: number } | { kind: 'more' } | { kind: 'back' } | { kind: 'wrong' };

/** A typed number: 1 to 99, nothing else (letters, signs, long numbers are a wrong choice). */
export const choiceOf = (input: string): number | null => (/^[0-9]{1,2}$/.test(input) ? Number(input) : null);

/** What `input` picks on page `page`: a label (its index in `labels`), the next page, back, or nothing. */
export function readPick(header: string, labels: string[], page: number, input: string): Picked {
  const { from, shown, more } = pageOf(header, labels, page);
  const choice = choiceOf(input);
  if (choice === 0) return { kind: 'back' };
  if (choice === 9 && more) return { kind: 'more' };
  if (choice !== null && choice >= 1 && choice <= shown.length) return { kind: 'item', index: from + choice - 1 };
  return { kind: 'wrong' };
}
