import { describe, expect, it } from 'vitest';
import { fitToSegments, smsSegments, toGsm7 } from './segments';

describe('smsSegments', () => {
  it('when a GSM-7 text has 160 characters, then it is one segment, and 161 make two', () => {
    expect(smsSegments('')).toBe(0);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('when the text has extension characters, then each costs two septets and is never split', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    // 152 septets then a two-septet character: the first part can take only 152, so the € opens part two.
    expect(smsSegments(`${'a'.repeat(152)}€${'b'.repeat(151)}`)).toBe(2);
    expect(smsSegments(`${'a'.repeat(152)}€${'b'.repeat(152)}`)).toBe(3);
  });

  it('when one character is outside GSM-7, then the whole text is UCS-2: 70, then 67 per part', () => {
    expect(smsSegments(`${'a'.repeat(69)}’`)).toBe(1);
    expect(smsSegments(`${'a'.repeat(70)}’`)).toBe(2);
    expect(smsSegments('ç'.repeat(134))).toBe(2);
    expect(smsSegments('ç'.repeat(135))).toBe(3);
    // An emoji is two UTF-16 units.
    expect(smsSegments('😀'.repeat(35))).toBe(1);
    expect(smsSegments('😀'.repeat(36))).toBe(2);
  });
});

describe('toGsm7', () => {
  it('when a text has curly quotes, dashes, an ellipsis or accents GSM-7 lacks, then they become GSM-7', () => {
    expect(toGsm7('“Driver” – Monrovia’s best… façade')).toBe('"Driver" - Monrovia\'s best... facade');
    expect(smsSegments(toGsm7('Café “Ñandú” — señor'))).toBe(1);
  });

  it('when accents are in GSM-7 (é, ü, à), then they stay; anything unknown becomes "?"', () => {
    expect(toGsm7('Résumé über à')).toBe('Résumé über à');
    expect(toGsm7('Job 😀 here')).toBe('Job ? here');
  });
});

describe('fitToSegments', () => {
  const link = 'https://jobs.example/s/12.abcdef';

  it('when everything fits, then every part and the link are kept, one per line', () => {
    expect(fitToSegments(['3 new jobs', 'Driver', 'Nurse'], link)).toBe(`3 new jobs\nDriver\nNurse\n${link}`);
  });

  it('when parts overflow two segments, then the parts that fit are kept in order and the link stays', () => {
    const parts = Array.from({ length: 20 }, (_, i) => `Job number ${i + 1} in Monrovia`);
    const text = fitToSegments(parts, link);
    expect(smsSegments(text)).toBe(2);
    expect(text.endsWith(`\n${link}`)).toBe(true);
    const lines = text.split('\n').slice(0, -1);
    expect(lines).toEqual(parts.slice(0, lines.length));
    // One more part would not have fitted.
    expect(smsSegments([...lines, parts[lines.length], link].join('\n'))).toBe(3);
  });

  it('when a later part is short enough but an earlier one is not, then order wins: nothing after is kept', () => {
    const text = fitToSegments(['Head', 'x'.repeat(400), 'Short'], link, 1);
    expect(text).toBe(`Head\n${link}`);
  });

  it('when not even the first part fits, then it is cut with "..." so the message says something', () => {
    const text = fitToSegments(['y'.repeat(500)], link, 1);
    expect(smsSegments(text)).toBe(1);
    expect(text).toMatch(/^y+\.\.\.\n/);
    expect(text.length).toBe(160);
  });

  it('when a part has a curly quote, then it is made GSM-7 and the message keeps its 160-character room', () => {
    const text = fitToSegments([`Driver’s job ${'z'.repeat(100)}`], link, 1);
    expect(text).toContain("Driver's job");
    expect(smsSegments(text)).toBe(1);
  });

  it('when maxSegments is 3, then more parts are kept than with 2', () => {
    const parts = Array.from({ length: 80 }, (_, i) => `Job ${i}`);
    expect(fitToSegments(parts, link, 3).length).toBeGreaterThan(fitToSegments(parts, link).length);
    expect(smsSegments(fitToSegments(parts, link, 3))).toBeLessThanOrEqual(3);
  });
});
