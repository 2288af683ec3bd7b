import type { StatementImport } from '@lj/contract';
import { formatNumber } from '../../../lib/format';

/** What an import did: verified, already verified, amounts that differ, money no confirmation names. */
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
        <span className="badge text-bg-danger">{report.unmatched.length} unmatched</span>
      </p>
      {report.matched.length > 0 && (
        <ul className="small mb-2">
          {report.matched.map((row) => (
            <li key={row.payment_id}>
              Verified {row.payment_reference} ({row.company}, USD {formatNumber(row.amount)})
            </li>
          ))}
        </ul>
      )}
      {report.mismatches.length > 0 && (
        <ul className="small mb-2">
          {report.mismatches.map((row) => (
            <li key={row.payment_id}>
              {row.payment_reference}: the company claimed USD {formatNumber(row.claimed)}, the statement shows{' '}
              {row.received}. Left unverified.
            </li>
          ))}
        </ul>
      )}
      {report.unmatched.length > 0 && (
        <ul className="small mb-0">
          {report.unmatched.map((row) => (
            <li key={row.line}>
              Line {row.line}: {row.payment_reference} ({row.amount} from {row.payer || 'unknown'}) matches no payment.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
