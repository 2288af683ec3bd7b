import { type CompanyFigures, type FigureSource, figureSources } from '@lj/contract';
import { BarChart } from '../../components/charts/bar-chart';
import { appliedShare, figuresHint } from './figures-hint';

const SOURCE_NAMES: Record<FigureSource, string> = {
  search: 'Job search',
  shared: 'Shared link (WhatsApp, Facebook...)',
  alert: 'Job alert',
  direct: 'Direct',
};

/** "28 Nov" from 2026-11-28: short enough for a 360 px table. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The last 30 days of one job or of all a company's jobs: totals, a hint, the chart with its table, the sources. */
export function FiguresSummary({ figures }: { figures: CompanyFigures }) {
  const views = figures.days.reduce((sum, day) => sum + day.views, 0);
  const applications = figures.days.reduce((sum, day) => sum + day.applications, 0);
  const hint = figuresHint(figures.days);
  return (
    <>
      <dl className="row small mb-3">
        <dt className="col-7">Views, last 30 days</dt>
        <dd className="col-5">{views}</dd>
        <dt className="col-7">Applications, last 30 days</dt>
        <dd className="col-5">{applications}</dd>
        <dt className="col-7">Share who applied</dt>
        <dd className="col-5">{appliedShare(views, applications)}</dd>
        <dt className="col-7">All-time views / applications</dt>
        <dd className="col-5">
          {figures.total_views} / {figures.total_applications}
        </dd>
      </dl>
      {hint && (
        <p className="alert alert-info" role="status">
          {hint}
        </p>
      )}
      <BarChart
        title="Views and applications per day, last 30 days"
        labels={figures.days.map((day) => shortDay(day.day))}
        series={[
          { name: 'Views', values: figures.days.map((day) => day.views) },
          { name: 'Applications', values: figures.days.map((day) => day.applications) },
        ]}
      />
      <h2 className="h6">Where applicants came from</h2>
      <table className="table table-sm small mb-0">
        <tbody>
          {figureSources.map((source) => (
            <tr key={source}>
              <th scope="row" className="fw-normal">
                {SOURCE_NAMES[source]}
              </th>
              <td className="text-end">{figures.sources[source] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
