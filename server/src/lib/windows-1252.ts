/**
 * What Windows-1252 puts at bytes 0x80-0x9F, where it differs from Latin-1 (the five bytes it leaves
 * undefined stay C1 control characters). Node 20's TextDecoder accepts the label 'windows-1252' but
 * decodes those bytes as Latin-1, so "€" or curly quotes would come out as control characters.
 */
const HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Bytes as Windows-1252 text (what spreadsheets on Windows save; Latin-1 files read the same). */
export const decodeWindows1252 = (data: Uint8Array): string =>
  Buffer.from(data)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => HIGH.charAt(char.charCodeAt(0) - 0x80));
