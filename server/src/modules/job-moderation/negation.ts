/**
 * Which words of a job's text a negation denies, so that a scam rule does not hold "no fees are ever
 * charged" or "we never ask you to send money" as if it asked for money. A negation covers the rest of
 * its clause, at most NEGATION_REACH words: "No experience needed, pay USD 20 to apply" and "no
 * charges but a fee" are still held (docs/decisions/0083-report-hiding-and-closed-accounts.md).
 */

/** Words that deny what follows them ("don't", "won't" are read as "do not", "wo not"). */
const NEGATIONS = new Set(['no', 'not', 'never', 'nor', 'without', 'none']);
/** A negation followed by one of these urges instead: "don't forget to pay", "do not fail to send". */
const URGES = new Set(['forget', 'fail', 'hesitate', 'delay', 'wait', 'miss']);
/** Words that start another clause: the negation before them does not reach past them. */
const CLAUSE_WORDS = new Set([
  'but',
  'and',
  'so',
  'just',
  'also',
  'except',
  'unless',
  'only',
  'however',
  'instead',
  'until',
  'then',
]);
/** Punctuation (and a dash between spaces) that ends a clause. */
export const CLAUSE_BREAK = /[.,;:!?()[\]\n\r•|]|\s[-–—]\s/;

/** How many words after a negation it denies at most: "never ask you to send money" is 5. */
export const NEGATION_REACH = 6;

/** "don't" -> "do not", so the negation is a word of its own. */
export const spellOutNegations = (text: string): string => text.replace(/n['’]t\b/gi, ' not');

/**
 * For each word, whether a negation denies it. `breakBefore[i]`: a clause ends between word i - 1 and
 * word i.
 */
export function deniedWords(words: string[], breakBefore: boolean[]): boolean[] {
  const denied = words.map(() => false);
  let reach = 0;
  for (const [at, word] of words.entries()) {
    if (breakBefore[at] || CLAUSE_WORDS.has(word)) reach = 0;
    if (reach > 0) {
      denied[at] = true;
      reach -= 1;
    }
    if (NEGATIONS.has(word) && !URGES.has(words[at + 1] ?? '')) reach = NEGATION_REACH;
  }
  return denied;
}
