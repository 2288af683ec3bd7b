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

/** One money movement of a provider's statement, as the file wrote it. */
export type StatementRow = { line: number; reference: string; date: string; amount: string; payer: string };

/**
 * The file's text, if it is one: UTF-8 (a byte-order mark is dropped), no NUL and no other control
 * characters than tab and line ends. A spreadsheet, PDF or image fails here, whatever its name says.
 */
export function statementText(data: Buffer): string {
  if (data.length > STATEMENT_MAX_BYTES) throw badRequest(STATEMENT_TOO_LARGE);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw badRequest(STATEMENT_NOT_CSV);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (text.trim() === '' || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) {
    throw badRequest(STATEMENT_NOT_CSV);
  }
  return text.replace(/^\uFEFF/, '');
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

/**
 * An amount as statements write it ("1,250.00", "LRD 25", "25,00") in cents, or null. A comma
 * followed by exactly two digits at the end is a decimal comma; any other comma groups thousands.
 */
export function amountCents(text: string): number | null {
  let digits = text.replace(/[^\d.,-]/g, '');
  if (/,\d{2}$/.test(digits) && !digits.includes('.')) digits = digits.replace(/,(\d{2})$/, '.$1');
  digits = digits.replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(digits)) return null;
  return Math.round(Math.abs(Number(digits)) * 100);
}
