import type { StaffAction } from '@lj/contract';
import { auditSentence, auditValue } from '../audit-sentence';

/** A value before or after, as short `key: value` lines (a phone has no room for JSON). */
function Values({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  const lines =
    typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>).map(([key, item]) => `${key}: ${auditValue(item)}`)
      : [auditValue(value)];
  return (
    <div className="col-12 col-sm-6">
      <div className="small text-body-secondary">{label}</div>
      <div className="small text-break">
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </div>
    </div>
  );
}

const timeOf = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} GMT`;

/** Who acted: the staff member's e-mail, or the operator's command line (`npm run admin`), which has no account. */
function Actor({ entry }: { entry: StaffAction }) {
  if (entry.staff) return <>{entry.staff.email}</>;
  return (
    <span className="badge text-bg-secondary" title="npm run admin, run on the server">
      Command line
    </span>
  );
}

/** One row of the audit log: what was done to what, by whom (or the command line) and when, the values and the reason. */
export function AuditEntry({ entry }: { entry: StaffAction }) {
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap justify-content-between gap-1">
        <strong>{auditSentence(entry)}</strong>
        <time dateTime={entry.created_at} className="small text-body-secondary">
          {timeOf(entry.created_at)}
        </time>
      </div>
      <div className="small text-break">
        by <Actor entry={entry} /> <code className="text-body-secondary">{entry.action}</code>
      </div>
      {entry.reason && <div className="small">Reason: {entry.reason}</div>}
      <div className="row g-2 mt-1">
        <Values label="Before" value={entry.before} />
        <Values label="After" value={entry.after} />
      </div>
    </li>
  );
}
