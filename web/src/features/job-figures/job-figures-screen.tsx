import type { JobFigures } from '@lj/contract';
import { Link, useParams } from 'react-router';
import { jobFiguresQueryOptions } from '../../api/job-figures';
import { QueryLoader } from '../../components/ui/query-loader';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { errorDetail } from '../../lib/api-errors';
import { FiguresSummary } from '../shared/figures-summary';

function Figures({ figures }: { figures: JobFigures }) {
  return (
    <>
      <h1 className="h3 mb-3">Figures for {figures.job.title}</h1>
      <FiguresSummary figures={figures} />
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
