import { type ReportReason, reportReasonLabels, reportReasons } from '@lj/contract/choices';
import type { ReportDecision, ReportedJob } from '@lj/contract';
import { type Choice, ChoiceButtons } from '../../components/ui/choice-buttons';
import { FormAlert } from '../../components/ui/form-alert';
import { formatDate } from '../../lib/dates';
import { DecisionReason } from '../shared/job-decision/decision-reason';
import { useJobDecision } from '../shared/job-decision/use-job-decision';
import { useDecideReports } from './api/decide-reports';

const DONE: Record<ReportDecision['decision'], string> = {
  dismiss: 'Reports dismissed: the job is back.',
  uphold: 'Reports upheld: the job stays hidden.',
};

type Decided = NonNullable<ReportedJob['reports'][number]['decision']>;
/** A decided report as staff read it beside the report. */
const DECIDED: Record<Decided, string> = { dismissed: 'Dismissed', upheld: 'Upheld' };

/** "1 dismissed, 2 upheld": how the listed reports were decided, '' while none was. */
function decidedCounts(reports: ReportedJob['reports']): string {
  return (Object.keys(DECIDED) as Decided[])
    .map((key): [Decided, number] => [key, reports.filter((report) => report.decision === key).length])
    .filter(([, count]) => count > 0)
    .map(([key, count]) => `${count} ${DECIDED[key].toLowerCase()}`)
    .join(', ');
}

const DECISIONS: Choice<ReportDecision['decision']>[] = [
  { value: 'dismiss', label: 'Dismiss', className: 'btn btn-success', spinner: 'Dismissing...' },
  { value: 'uphold', label: 'Uphold and hide', className: 'btn btn-danger', spinner: 'Upholding...' },
];

/** How many reports give each reason, the reasons nobody gave left out. */
function reasonCounts(reports: ReportedJob['reports']): Array<[ReportReason, number]> {
  return reportReasons
    .map((reason): [ReportReason, number] => [reason, reports.filter((report) => report.reason === reason).length])
    .filter(([, count]) => count > 0);
}

/**
 * One reported job: the count per reason, each report's note and decision, and the decision on all its open
 * reports while it has some (a week's list also shows jobs whose reports staff decided).
 */
export function ReportedJobCard({ item }: { item: ReportedJob }) {
  const { job, reports } = item;
  const open = job.open_reports > 0;
  const decided = decidedCounts(reports);
  const decide = useDecideReports();
  const decision = useJobDecision(decide, (choice, reason) => ({ jobId: job.id, decision: choice, reason }), DONE);
  return (
    <article className="card mb-3">
      <div className="card-body">
        <h2 className="h5 mb-1">{job.title}</h2>
        <p className="small text-body-secondary mb-2">
          {job.company.name} · {reports.length} report{reports.length === 1 ? '' : 's'}
          {decided && ` · ${decided}`}
          {job.moderation === 'reported' && ' · hidden until you decide'}
        </p>
        <ul className="list-inline mb-2">
          {reasonCounts(reports).map(([key, count]) => (
            <li key={key} className="list-inline-item badge text-bg-light border">
              {reportReasonLabels[key]}: {count}
            </li>
          ))}
        </ul>
        <details className="mb-3">
          <summary className="py-2">Read the job and the reports</summary>
          <p className="text-pre-line small">{job.description}</p>
          <ul className="small">
            {reports.map((report) => (
              <li key={report.id}>
                {reportReasonLabels[report.reason]} · {report.reporter_email} · {formatDate(report.created_at)}
                {report.decision && <span className="badge text-bg-secondary ms-2">{DECIDED[report.decision]}</span>}
                {report.note && <span className="d-block text-pre-line">{report.note}</span>}
              </li>
            ))}
          </ul>
        </details>
        {open ? (
          <>
            <DecisionReason label="Reason the company reads (when upheld)" {...decision.reason} />
            <FormAlert message={decision.failure} />
            <div className="d-flex flex-wrap gap-2">
              <ChoiceButtons
                choices={DECISIONS}
                busy={decision.busy}
                running={decision.running}
                onChoose={decision.send}
              />
            </div>
          </>
        ) : (
          <p className="small mb-0">Every report of this job is decided.</p>
        )}
      </div>
    </article>
  );
}
