import {
  STATEMENT_AMOUNT_PAID_OUT,
  STATEMENT_AMOUNT_UNREADABLE,
  STATEMENT_AMOUNT_ZERO,
  STATEMENT_MAX_ROWS,
  STATEMENT_NOT_CSV,
  STATEMENT_TOO_LARGE,
  STATEMENT_TOO_MANY_ROWS,
} from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv-export';
import { readStatementAmount } from './statement-amount';
import { parseCsv, readStatement } from './statement-csv';

const format = {
  provider: 'MTN Mobile Money',
  reference_column: 'Financial Transaction Id',
  date_column: 'Date',
  amount_column: 'Amount',
  payer_column: 'From',
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { statusCode: number; detail: string }).detail;
  }
  return null;
};

describe('provider statements', () => {
  it('when a field is quoted, then separators, quotes and line ends stay in it', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('when the heading uses semicolons, then they separate the fields', () => {
    expect(parseCsv('Transaction ID;Amount\nOM1;25,00')).toEqual([
      ['Transaction ID', 'Amount'],
      ['OM1', '25,00'],
    ]);
  });

  it('when a statement is read, then its rows come by the format columns, in any case and order', () => {
    const text =
      '\uFEFFdate,FROM,Amount,financial transaction id,Status\n2026-11-20,231770000001,"1,250.00",MP-1,OK\n,,,,\n';
    expect(readStatement(Buffer.from(text), format)).toEqual([
      { line: 2, reference: 'MP-1', date: '2026-11-20', amount: '1,250.00', payer: '231770000001' },
    ]);
  });

  it('when a column is missing, then the refusal names it', () => {
    expect(refusal(() => readStatement(Buffer.from('Date,Amount\n1,2'), format))).toContain(
      '"Financial Transaction Id", "From"',
    );
  });

  it('when the file is not text, too large or too long, then it is refused before any row is read', () => {
    const pdf = Buffer.from('%PDF-1.7\n\u0000\u0001binary');
    expect(refusal(() => readStatement(pdf, format))).toBe(STATEMENT_NOT_CSV);
    expect(refusal(() => readStatement(Buffer.from([0xff, 0xfe, 0x41]), format))).toBe(STATEMENT_NOT_CSV);
    expect(refusal(() => readStatement(Buffer.alloc(2 * 1024 * 1024 + 1, 'a'), format))).toBe(STATEMENT_TOO_LARGE);
    const long = `Financial Transaction Id,Date,Amount,From\n${'R,d,1,p\n'.repeat(STATEMENT_MAX_ROWS + 1)}`;
    expect(refusal(() => readStatement(Buffer.from(long), format))).toBe(STATEMENT_TOO_MANY_ROWS);
    const atLimit = `Financial Transaction Id,Date,Amount,From\n${'R,d,1,p\n'.repeat(STATEMENT_MAX_ROWS)}`;
    expect(readStatement(Buffer.from(atLimit), format)).toHaveLength(STATEMENT_MAX_ROWS);
  });

  it('when a statement is saved as Windows-1252, Latin-1 or UTF-16 with its mark, then it reads as the same text', () => {
    const text = 'Financial Transaction Id,Date,Amount,From\r\nMP-été-1,2026-11-20,25.00,Société €\r\n';
    const row = { line: 2, reference: 'MP-été-1', date: '2026-11-20', amount: '25.00', payer: 'Société €' };
    const utf16le = Buffer.from(`\uFEFF${text}`, 'utf16le');
    const utf16be = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
    const windows1252 = Buffer.concat([Buffer.from(text.replace('€\r\n', ''), 'latin1'), Buffer.from([0x80, 13, 10])]);
    const latin1 = Buffer.from(text.replace(' €', ''), 'latin1');
    for (const saved of [utf16le, utf16be, Buffer.from(`\uFEFF${text}`), windows1252]) {
      expect(readStatement(saved, format)).toEqual([row]);
    }
    expect(readStatement(latin1, format)).toEqual([{ ...row, payer: 'Société' }]);
    // UTF-16 without its mark is not text as saved (every other byte is NUL).
    expect(refusal(() => readStatement(Buffer.from(text, 'utf16le'), format))).toBe(STATEMENT_NOT_CSV);
  });

  it('when amounts are written as portals write them, then they read as cents', () => {
    expect(readStatementAmount('1,250.00')).toEqual({ cents: 125_000 });
    expect(readStatementAmount('LRD 25')).toEqual({ cents: 2500 });
    expect(readStatementAmount('25,00')).toEqual({ cents: 2500 });
    expect(readStatementAmount('1.250,00')).toEqual({ cents: 125_000 });
    expect(readStatementAmount('1\u00a0250,00 USD')).toEqual({ cents: 125_000 });
    expect(readStatementAmount('USD 60.5')).toEqual({ cents: 6050 });
    expect(readStatementAmount('$25')).toEqual({ cents: 2500 });
  });

  it('when an amount is not a plain positive number, then it is money paid out or no amount, never cents', () => {
    for (const paidOut of ['-5.00', '(5.00)', '5.00-', 'USD -5', '-USD 5', '(USD 5.00)', '\u22125.00']) {
      expect(readStatementAmount(paidOut), paidOut).toEqual({ problem: STATEMENT_AMOUNT_PAID_OUT });
    }
    for (const unreadable of ['5abc', 'sixty', '+5.00', '5.000', '1,2,3', 'USD', '', '5 5', 'EUR 5']) {
      expect(readStatementAmount(unreadable), unreadable).toEqual({ problem: STATEMENT_AMOUNT_UNREADABLE });
    }
    expect(readStatementAmount('0.00')).toEqual({ problem: STATEMENT_AMOUNT_ZERO });
  });
});

describe('payment exports', () => {
  it('when a cell starts like a formula, then it is defused, and every cell is quoted', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+231')).toBe('"\'+231"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('-1+1')).toBe('"\'-1+1"');
    expect(csvCell(-5)).toBe('"-5"');
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('"a","1"\r\n"b",""\r\n');
  });

  it('when a spreadsheet could split a cell on a separator inside it, then no piece of it starts a formula', () => {
    expect(csvCell("x;=cmd|' /C calc'!A0;y")).toBe(`"x;'=cmd|' /C calc'!A0;y"`);
    expect(csvCell('a,+1;@b\t-c')).toBe(`"a,'+1;'@b\t'-c"`);
    expect(csvCell('x; "=1"')).toBe(`"x;' ""=1"""`);
    expect(csvCell('"=1+1"')).toBe(`"'""=1+1"""`);
    expect(csvCell('a;\t=b')).toBe(`"a;'\t'=b"`);
    expect(csvCell('line one\n=2')).toBe(`"line one\n'=2"`);
    expect(csvCell('Smith, Jones & Co; 2026-11-20')).toBe('"Smith, Jones & Co; 2026-11-20"');
  });
});
