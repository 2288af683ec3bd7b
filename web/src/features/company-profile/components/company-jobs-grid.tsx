import type { Job } from '@lj/contract';
import { jobTypeLabels } from '@lj/contract/choices';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/format';

/** Spec section 9: previews on company pages are cut at 100 characters. */
const PREVIEW_LENGTH = 100;

/** The company's jobs: title, a short description, the job type badge and the location. */
export function CompanyJobsGrid({ jobs }: { jobs: Job[] }) {
  if (jobs.length === 0) return <p className="text-body-secondary">No jobs posted by this company yet.</p>;
  return (
    <div className="row g-3">
      {jobs.map((job) => (
        <div className="col-md-6 col-lg-4" key={job.id}>
          <article className="card h-100">
            <div className="card-body d-flex flex-column">
              <h3 className="h6 card-title">{job.title}</h3>
              <p className="card-text small text-body-secondary">{truncate(job.description, PREVIEW_LENGTH)}</p>
              <div className="mt-auto d-flex flex-wrap align-items-center gap-2">
                <span className="badge text-bg-primary">{job.job_type_display || jobTypeLabels[job.job_type]}</span>
                {job.location && <span className="small">{job.location}</span>}
                <Link to={paths.jobDetail.href(job.id)} className="ms-auto small">
                  View Job
                </Link>
              </div>
            </div>
          </article>
        </div>
      ))}
    </div>
  );
}
