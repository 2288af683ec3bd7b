import { type FigureSource, figureSources, type JobFigures } from '@lj/contract';
import { Link, useParams } from 'react-router';
import { jobFiguresQueryOptions } from '../../api/job-figures';
import { BarChart } from '../../components/charts/bar-chart';
import { QueryLoader } from '../../components/ui/query-loader';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { errorDetail } from '../../lib/api-errors';
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

function Figures({ figures }: { figures: JobFigures }) {
  const views = figures.days.reduce((sum, day) => sum + day.views, 0);
  const applications = figures.days.reduce((sum, day) => sum + day.applications, 0);
  const hint = figuresHint(figures.days);
  return (
    <>
      <h1 className="h3 mb-3">Figures for {figures.job.title}</h1>
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
      <h2 className="h5">Where applicants came from</h2>
      <table className="table table-sm small">
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

/** /company/jobs/{jobId}/figures: how one of the company's jobs did over the last 30 days. */
export default function JobFiguresScreen() {
  const jobId = Number(useParams().jobId);
  return (
    <section>
      <title>{pageTitle('Job figures')}</title>
      <p className="mb-2">
        <Link to={paths.companyJobs.href()}>&larr; My Job Listings</Link>
      </p>
      {Number.isInteger(jobId) && jobId > 0 ? (
        <QueryLoader
          options={jobFiguresQueryOptions(jobId)}
          loading="Loading figures..."
          error={(error) => errorDetail(error) ?? 'Failed to load the figures. Please try again.'}
        >
          {(data) => <Figures figures={data} />}
        </QueryLoader>
      ) : (
        <div className="alert alert-warning" role="alert">
          Job not found
        </div>
      )}
    </section>
  );
}
