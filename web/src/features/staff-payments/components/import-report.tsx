import type { StatementImport } from '@lj/contract';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';

type RowListProps<Row> = {
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  /** The report's last list: no space under it. */
  last?: boolean;
  children: (row: Row) => ReactNode;
};

/** One kind of row of the report, as a list; nothing when there is none. */
function RowList<Row>({ rows, rowKey, last = false, children }: RowListProps<Row>) {
  if (rows.length === 0) return null;
  return (
    <ul className={`small ${last ? 'mb-0' : 'mb-2'}`}>
      {rows.map((row) => (
        <li key={rowKey(row)}>{children(row)}</li>
      ))}
    </ul>
  );
}

/**
 * What an import did: verified, already verified, rows that do not pay what the company claimed (and
 * why), rows naming more than one payment, money no confirmation names.
 */
export function ImportReport({ report }: { report: StatementImport }) {
  return (
    <section aria-labelledby="import-report" className="card card-body mb-3">
      <h2 id="import-report" className="h6">
        {report.provider} statement: {report.rows} rows
      </h2>
      <p className="mb-2">
        <span className="badge text-bg-success me-2">{report.matched.length} verified</span>
        <span className="badge text-bg-secondary me-2">{report.already_verified.length} already verified</span>
        <span className="badge text-bg-warning me-2">{report.mismatches.length} amount mismatches</span>
        <span className="badge text-bg-warning me-2">{report.ambiguous.length} ambiguous</span>
        <span className="badge text-bg-danger">{report.unmatched.length} unmatched</span>
      </p>
      <RowList rows={report.matched} rowKey={(row) => row.payment_id}>
        {(row) => (
          <>
            Verified {row.payment_reference} ({row.company}, USD {formatNumber(row.amount)})
          </>
        )}
      </RowList>
      <RowList rows={report.mismatches} rowKey={(row) => row.line}>
        {(row) => (
          <>
            Line {row.line}: {row.payment_reference}: the company claimed USD {formatNumber(row.claimed)}, the statement
            shows {row.received}. {row.reason} Left unverified.
          </>
        )}
      </RowList>
      <RowList rows={report.ambiguous} rowKey={(row) => row.line}>
        {(row) => (
          <>
            Line {row.line}: {row.payment_reference} names{' '}
            {row.payments.map((payment) => `${payment.payment_reference} (${payment.company})`).join(' and ')}. None was
            verified: check which company paid.
          </>
        )}
      </RowList>
      <RowList rows={report.unmatched} rowKey={(row) => row.line} last>
        {(row) => (
          <>
            Line {row.line}: {row.payment_reference} ({row.amount} from {row.payer || 'unknown'}) matches no payment.
          </>
        )}
      </RowList>
    </section>
  );
}
