/**
 * Where a spreadsheet could start a formula: a formula character (=, +, -, @, tab or carriage return;
 * OWASP "CSV Injection"), after any spaces or quotes, at the start of the text or after a separator a
 * spreadsheet may split a cell on (`;` or `,` by its locale, tab, line ends) whatever quotes surround it.
 */
const FORMULA_START = /(^|[;,\t\r\n])(?=[ "]*[=+\-@\t\r])/g;

/**
 * A CSV cell safe to open in a spreadsheet: every formula start gets an apostrophe before it, so no piece
 * of the cell runs, however the spreadsheet splits it; every cell is quoted, so separators, quotes and
 * line ends stay inside it. Company names and references are typed by companies, so they are never trusted.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' ? text.replace(FORMULA_START, "$1'") : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows as CSV text, CRLF line ends (RFC 4180), what spreadsheets open without asking. */
export const toCsv = (rows: Array<Array<string | number | null>>): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
