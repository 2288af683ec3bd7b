import type { JobCard as JobCardData } from '@lj/contract';
import { formatSalary } from '../../lib/format';
import { VerifiedEmployerBadge } from './verified-employer-badge';
import { SaveJobControl } from './save-job/save-job-control';
import { ViewJobLink } from './view-job-link';

/**
 * A job of a list (GET /api/jobs/?view=card); the server cut the description to the 120-character preview.
 * The whole card opens the job; 'View Job' stays, for those who look for it.
 */
export function JobCard({ job }: { job: JobCardData }) {
  const salary = formatSalary(job);
  return (
    <article className="card h-100 shadow-sm">
      <div className="card-body d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h3 className="h5 card-title mb-1">{job.title}</h3>
          {!job.is_active && <span className="badge text-bg-secondary">Inactive</span>}
        </div>
        <p className="mb-1 fw-semibold">
          {job.company.name} <VerifiedEmployerBadge verified={job.company.verified} />
        </p>
        <p className="small text-body-secondary mb-2">
          {[job.location, job.is_remote ? 'Remote' : null, job.job_type_display].filter(Boolean).join(' · ')}
        </p>
        {salary && <p className="small mb-2">{salary}</p>}
        <p className="card-text flex-grow-1">{job.description_preview}</p>
        <div className="d-flex gap-2 align-items-center">
          <ViewJobLink job={job} stretched />
          <SaveJobControl job={job} />
        </div>
      </div>
    </article>
  );
}
