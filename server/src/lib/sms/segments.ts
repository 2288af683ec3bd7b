/**
 * How many SMS segments a text costs, and fitting a message into a few of them (docs/decisions/0072-sms-segments.md). A text made only of GSM 03.38 characters is sent in 7-bit: 160 septets in one
 * segment, 153 per part when split (the rest of each part is the concatenation header). One
 * character outside it turns the whole message into UCS-2: 70 UTF-16 units, or 67 per part.
 */

/** The GSM 03.38 default alphabet (one septet each); the escape character itself is left out. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** The extension table: each is sent as escape + character, so it costs two septets. */
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

const isGsm7 = (char: string) => GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char);

const SINGLE = { gsm7: 160, ucs2: 70 };
const PART = { gsm7: 153, ucs2: 67 };

/**
 * The cost of each character in its encoding's units (septets, or UTF-16 units). A two-unit character
 * (an extension character, or a surrogate pair) is never split across parts, so parts are filled one
 * character at a time rather than by dividing the total.
 */
function units(text: string): { encoding: 'gsm7' | 'ucs2'; costs: number[] } {
  const chars = Array.from(text);
  if (chars.every(isGsm7)) return { encoding: 'gsm7', costs: chars.map((c) => (GSM7_EXTENSION.has(c) ? 2 : 1)) };
  return { encoding: 'ucs2', costs: chars.map((c) => c.length) };
}

/** The number of segments `text` is sent in (0 for an empty text). */
export function smsSegments(text: string): number {
  if (text === '') return 0;
  const { encoding, costs } = units(text);
  const total = costs.reduce((sum, cost) => sum + cost, 0);
  if (total <= SINGLE[encoding]) return 1;
  let parts = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > PART[encoding]) {
      parts += 1;
      used = 0;
    }
    used += cost;
  }
  return parts;
}

/** Characters people (and job posts) write that GSM-7 lacks, by the nearest GSM-7 text. */
const REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '…': '...',
  '•': '-',
  '·': '-',
  '\t': ' ',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '¢': 'c',
  '©': '(c)',
  '®': '(R)',
  '™': 'TM',
};

const COMBINING_MARKS = /\p{M}+/gu;

/**
 * `text` in GSM-7 only, so a message is never turned into UCS-2 (less than half the room) by one curly
 * quote: known look-alikes are replaced, accented letters GSM-7 lacks lose their accent (ç -> c; é, ü
 * and the others GSM-7 has stay), and anything else becomes "?".
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (isGsm7(char)) out += char;
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else {
      const bare = char.normalize('NFD').replace(COMBINING_MARKS, '');
      out += bare !== '' && Array.from(bare).every(isGsm7) ? bare : '?';
    }
  }
  return out;
}

/**
 * One message of at most `maxSegments` GSM-7 segments: `parts` (e.g. a heading and job titles) joined by
 * new lines, kept in order while the whole text, `tail` included, fits; `tail` (the link) is always kept
 * on the last line. When not even the first part fits beside the tail, it is cut and ends with "...",
 * so the message never says nothing but a link. Every part is made GSM-7 first (toGsm7).
 */
export function fitToSegments(parts: string[], tail: string, maxSegments = 2): string {
  const end = toGsm7(tail);
  const kept: string[] = [];
  const withTail = (lines: string[]) => [...lines, end].filter((line) => line !== '').join('\n');
  for (const part of parts.map(toGsm7)) {
    if (smsSegments(withTail([...kept, part])) > maxSegments) {
      if (kept.length === 0) kept.push(cutToFit(part, (cut) => smsSegments(withTail([cut])) <= maxSegments));
      break;
    }
    kept.push(part);
  }
  return withTail(kept);
}

/** The longest start of `text`, ending in "...", that `fits` (empty when not even "..." does). */
function cutToFit(text: string, fits: (cut: string) => boolean): string {
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  // Binary search on the number of characters kept: fits() is monotonic in it.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(`${chars.slice(0, middle).join('').trimEnd()}...`)) low = middle;
    else high = middle - 1;
  }
  const cut = `${chars.slice(0, low).join('').trimEnd()}...`;
  return fits(cut) ? cut : '';
}
