import { describe, expect, it } from 'vitest';
import { MAX_TERMS, matches, parsePattern, prepareText, type Term } from './scam-patterns';

const terms = (pattern: string) => {
  const parsed = parsePattern(pattern);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};
const hit = (pattern: string, text: string) => matches(terms(pattern), prepareText(text));

describe('scam rule patterns', () => {
  it('when a pattern is a word or a phrase, then it matches it whole, in any case, not inside other words', () => {
    expect(hit('processing fee', 'A PROCESSING  fee of $20 applies.')).toBe(true);
    expect(hit('fee', 'Send feedback to HR.')).toBe(false);
    expect(hit('processing fee', 'Data processing. No fee.')).toBe(false);
  });

  it('when a pattern ends a word with *, then words starting so match', () => {
    expect(hit('transfer*', 'Transfers by mobile money only')).toBe(true);
    expect(hit('transfer*', 'A trans fer')).toBe(false);
  });

  it('when a pattern has ..., then up to six words may stand between its words, not more', () => {
    expect(hit('pay ... to apply', 'You must pay a small fee of USD 20 to apply.')).toBe(true);
    expect(hit('pay ... to apply', 'Pay to apply now')).toBe(true);
    expect(hit('pay ... to apply', 'Good pay and a car, with fuel, housing, medical and leave, so come to apply')).toBe(
      false,
    );
  });

  it('when the text holds a Liberian phone number, then {phone} matches it; salaries and years do not', () => {
    for (const text of ['Call 0770 123 456 now', 'WhatsApp +231 88 612 3456', 'Text 0886-123-456', 'on 886123456']) {
      expect(hit('{phone}', text), text).toBe(true);
    }
    for (const text of ['Salary USD 1500 to 2500, from 2026', 'Positions: 10', 'Pay LRD 150000 250000']) {
      expect(hit('{phone}', text), text).toBe(false);
    }
    expect(hit('call ... {phone}', 'Please call us on 0770123456')).toBe(true);
  });

  it('when a pattern is empty, too long, only symbols or starts with ..., then it is refused with a sentence', () => {
    expect(parsePattern('   ')).toBe('Enter a word or a phrase.');
    expect(parsePattern('x'.repeat(201))).toMatch(/at most 200 characters/);
    expect(parsePattern('$$$')).toMatch(/no letters or digits/);
    expect(parsePattern('... fee')).toMatch(/cannot start or end/);
    expect(parsePattern(Array.from({ length: MAX_TERMS + 1 }, () => 'a').join(' '))).toMatch(/at most 12 words/);
  });

  it('when a long text meets the costliest pattern, then matching stays fast (no backtracking)', () => {
    const worst: Term[] = terms('a ... a ... a ... a ... a ... b');
    const text = prepareText('a '.repeat(20_000));
    const started = performance.now();
    expect(matches(worst, text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
