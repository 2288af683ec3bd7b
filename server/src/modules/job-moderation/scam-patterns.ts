import { SCAM_RULE_PATTERN_MAX } from '@lj/contract';
import { CLAUSE_BREAK, deniedWords, spellOutNegations } from './negation';

/**
 * The scam rules' pattern language, matched in time linear in the text's length (no regular expression
 * of staff's making ever runs, so no pattern can make the server backtrack for minutes):
 * - `fee`: that word (any case); `transfer*`: a word that starts so;
 * - `pay ... to apply`: words with up to GAP_WORDS other words between them;
 * - `{phone}`: a phone number (a Liberian mobile number, with or without +231, spaces or dashes).
 * A match never starts at a word a negation denies ("no fees", "do not pay": negation.ts).
 */
export type Term =
  | { kind: 'word'; word: string }
  | { kind: 'prefix'; prefix: string }
  | { kind: 'gap' }
  | { kind: 'phone' };

/** Words `...` may skip: "pay a small fee of USD 20 to apply" still matches `pay ... to apply`. */
export const GAP_WORDS = 6;
/** Terms a pattern may have: enough for a phrase, few enough that matching stays cheap. */
export const MAX_TERMS = 12;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A phone number: +231 or 0 then 7 to 10 digits, or a bare 77/88/55 mobile number, separators allowed
 * between digits. Bounded repetitions of single characters: it cannot backtrack more than linearly.
 */
const PHONE =
  /(?<![\p{L}\p{N}])(?:\+?231[\s.-]?|0)(?:\d[\s.-]?){6,9}\d(?!\d)|(?<![\p{L}\p{N}])(?:77|88|55)\d(?:[\s.-]?\d){6}(?!\d)/gu;

const words = (text: string) => Array.from(text.toLowerCase().matchAll(WORD), (match) => match[0]);

/** The terms of a pattern, or the sentence that says what is wrong with it. */
export function parsePattern(pattern: string): Term[] | string {
  if (pattern.length > SCAM_RULE_PATTERN_MAX) {
    return `A pattern can be at most ${SCAM_RULE_PATTERN_MAX} characters.`;
  }
  const terms: Term[] = [];
  for (const raw of pattern.trim().toLowerCase().split(/\s+/)) {
    if (raw === '') continue;
    if (raw === '...') terms.push({ kind: 'gap' });
    else if (raw === '{phone}') terms.push({ kind: 'phone' });
    else {
      const parts = words(raw);
      if (parts.length === 0) return `"${raw}" has no letters or digits: use words, word*, ... or {phone}.`;
      const last = parts.pop() as string;
      for (const word of parts) terms.push({ kind: 'word', word });
      terms.push(raw.endsWith('*') ? { kind: 'prefix', prefix: last } : { kind: 'word', word: last });
    }
  }
  if (terms.length === 0) return 'Enter a word or a phrase.';
  if (terms.length > MAX_TERMS) return `A pattern can have at most ${MAX_TERMS} words.`;
  if (terms[0]?.kind === 'gap' || terms.at(-1)?.kind === 'gap') return 'A pattern cannot start or end with "...".';
  return terms;
}

/**
 * A text made ready for matching: its words, where a phone number starts (word index -> next index),
 * and which words a negation denies (negation.ts): no match may start at a denied word.
 */
export type PreparedText = { words: string[]; phones: Map<number, number>; denied: boolean[] };

export function prepareText(original: string): PreparedText {
  const text = spellOutNegations(original);
  const found: string[] = [];
  const starts: number[] = [];
  const breakBefore: boolean[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    found.push(match[0].toLowerCase());
    starts.push(match.index);
    breakBefore.push(CLAUSE_BREAK.test(text.slice(previousEnd, match.index)));
    previousEnd = match.index + match[0].length;
  }
  const phones = new Map<number, number>();
  for (const match of text.matchAll(PHONE)) {
    const end = match.index + match[0].length;
    const first = starts.findIndex((start) => start >= match.index);
    if (first === -1) continue;
    let next = first;
    while (next < starts.length && (starts[next] as number) < end) next += 1;
    phones.set(first, next);
  }
  return { words: found, phones, denied: deniedWords(found, breakBefore) };
}

/**
 * Whether the terms occur in the text, starting at a word no negation denies: the set of word positions
 * the terms reached so far is carried term by term (a gap widens it by GAP_WORDS), so the cost is
 * terms x words x GAP_WORDS at most.
 */
export function matches(terms: Term[], text: PreparedText): boolean {
  const size = text.words.length + 1;
  let reached = Array.from({ length: size }, (_, at) => !text.denied[at]);
  for (const term of terms) {
    const next = new Array<boolean>(size).fill(false);
    let any = false;
    for (let at = 0; at < size; at += 1) {
      if (!reached[at]) continue;
      if (term.kind === 'gap') {
        for (let skip = 0; skip <= GAP_WORDS && at + skip < size; skip += 1) next[at + skip] = true;
        any = true;
        continue;
      }
      const end = stepOver(term, text, at);
      if (end !== null) {
        next[end] = true;
        any = true;
      }
    }
    if (!any) return false;
    reached = next;
  }
  return true;
}

function stepOver(term: Term, text: PreparedText, at: number): number | null {
  if (term.kind === 'phone') return text.phones.get(at) ?? null;
  const word = text.words[at];
  if (word === undefined) return null;
  if (term.kind === 'word') return word === term.word ? at + 1 : null;
  if (term.kind === 'prefix') return word.startsWith(term.prefix) ? at + 1 : null;
  return null;
}
