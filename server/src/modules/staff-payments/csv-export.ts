/**
 * A CSV cell safe to open in a spreadsheet: text a spreadsheet would run as a formula (starting with
 * =, +, -, @, tab or carriage return; OWASP "CSV Injection") gets a leading apostrophe, and every cell
 * is quoted, so separators, quotes and line ends stay inside it. Company names and references are
 * typed by companies, so they are never trusted.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows as CSV text, CRLF line ends (RFC 4180), what spreadsheets open without asking. */
export const toCsv = (rows: Array<Array<string | number | null>>): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
