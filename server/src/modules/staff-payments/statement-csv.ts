import {
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_ROWS,
  STATEMENT_NOT_CSV,
  STATEMENT_TOO_LARGE,
  STATEMENT_TOO_MANY_ROWS,
  type StatementFormat,
  statementMissingColumns,
} from '@lj/contract';
import { badRequest } from '../../lib/http-errors';
import { decodeWindows1252 } from '../../lib/windows-1252';

/** One money movement of a provider's statement, as the file wrote it. */
export type StatementRow = { line: number; reference: string; date: string; amount: string; payer: string };

/**
 * The text of a file in the encodings spreadsheets save CSV in: its byte-order mark says UTF-8 or
 * UTF-16 (either byte order); without one it is UTF-8 when it decodes as UTF-8, else Windows-1252
 * (which Latin-1 files read as too). Null when the bytes are not text in the encoding they claim.
 */
function decodeText(data: Buffer): string | null {
  const bom = data.subarray(0, 3).toString('hex');
  const encoding = bom.startsWith('fffe') ? 'utf-16le' : bom.startsWith('feff') ? 'utf-16be' : 'utf-8';
  try {
    // The decoder drops the byte-order mark of its own encoding.
    return new TextDecoder(encoding, { fatal: true }).decode(data);
  } catch {
    return encoding === 'utf-8' ? decodeWindows1252(data) : null;
  }
}

/**
 * The file's text, if it is one: no NUL and no other control characters than tab and line ends. A
 * spreadsheet, PDF or image fails here, whatever its name says (in Windows-1252 their bytes read as
 * control characters).
 */
export function statementText(data: Buffer): string {
  if (data.length > STATEMENT_MAX_BYTES) throw badRequest(STATEMENT_TOO_LARGE);
  const text = decodeText(data);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (text === null || text.trim() === '' || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text)) {
    throw badRequest(STATEMENT_NOT_CSV);
  }
  return text;
}

/** The separator of the heading line: portals in French-speaking countries export with semicolons. */
function separatorOf(text: string): ',' | ';' {
  const heading = text.slice(0, text.search(/\r?\n|$/));
  return (heading.match(/;/g)?.length ?? 0) > (heading.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/**
 * RFC 4180 records: quoted fields may hold separators, quotes ("") and line ends. Blank lines are
 * skipped. Stops with a 400 past STATEMENT_MAX_ROWS records, so a huge file costs no more work.
 */
export function parseCsv(text: string): string[][] {
  const separator = separatorOf(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0]?.trim() !== '') records.push(record);
    if (records.length > STATEMENT_MAX_ROWS + 1) throw badRequest(STATEMENT_TOO_MANY_ROWS);
    record = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n') endRecord();
    else if (char !== '\r') field += char;
  }
  if (quoted) throw badRequest(STATEMENT_NOT_CSV);
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

const headingKey = (heading: string) => heading.trim().toLowerCase().replace(/\s+/g, ' ');

/** The statement's rows by the provider's column names (any case); 400 naming any column missing. */
export function readStatement(data: Buffer, format: StatementFormat): StatementRow[] {
  const [heading, ...records] = parseCsv(statementText(data));
  if (!heading) throw badRequest(STATEMENT_NOT_CSV);
  const keys = heading.map(headingKey);
  const wanted = {
    reference: format.reference_column,
    date: format.date_column,
    amount: format.amount_column,
    payer: format.payer_column,
  };
  const index = Object.fromEntries(
    Object.entries(wanted).map(([name, column]) => [name, keys.indexOf(headingKey(column))]),
  ) as Record<keyof typeof wanted, number>;
  const missing = Object.entries(index)
    .filter(([, at]) => at < 0)
    .map(([name]) => wanted[name as keyof typeof wanted]);
  if (missing.length > 0) throw badRequest(statementMissingColumns(missing));
  return records
    .map((record, at) => ({
      line: at + 2,
      reference: (record[index.reference] ?? '').trim(),
      date: (record[index.date] ?? '').trim(),
      amount: (record[index.amount] ?? '').trim(),
      payer: (record[index.payer] ?? '').trim(),
    }))
    .filter((row) => row.reference !== '');
}
