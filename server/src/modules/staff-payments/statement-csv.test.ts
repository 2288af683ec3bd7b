import { STATEMENT_MAX_ROWS, STATEMENT_NOT_CSV, STATEMENT_TOO_LARGE, STATEMENT_TOO_MANY_ROWS } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv-export';
import { amountCents, parseCsv, readStatement } from './statement-csv';

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

  it('when amounts are written as portals write them, then they read as cents', () => {
    expect(amountCents('1,250.00')).toBe(125_000);
    expect(amountCents('LRD 25')).toBe(2500);
    expect(amountCents('25,00')).toBe(2500);
    expect(amountCents('USD 60.5')).toBe(6050);
    expect(amountCents('-60.00')).toBe(6000);
    expect(amountCents('sixty')).toBeNull();
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
});
