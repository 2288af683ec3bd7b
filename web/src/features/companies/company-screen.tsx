import type { Company, Job } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { companyJobsQueryOptions, companyQueryOptions } from '../../api/companies';
import { CompanyLogo } from '../shared/company-logo';
import { NotFoundAlert } from '../../components/ui/not-found-alert';
import { QueryState } from '../../components/ui/query-state';
import { VerifiedEmployerBadge } from '../shared/verified-employer-badge';
import { ViewJobLink } from '../shared/view-job-link';
import { pageTitle } from '../../config/site';
import { formatSalary, truncate } from '../../lib/format';
import { combineQueries } from '../../lib/query-result';

/** Spec section 9: job previews on company pages are cut at 100 characters. */
const PREVIEW_LENGTH = 100;

function CompanyDetail({ data, jobs }: { data: Company; jobs: Job[] }) {
  return (
    <>
      <title>{pageTitle(data.name)}</title>
      <header className="d-flex align-items-center gap-3 mb-4">
        <CompanyLogo src={data.logo} name={data.name} size={80} />
        <div>
          <h1 className="mb-1">{data.name}</h1>
          <VerifiedEmployerBadge verified={data.verified} />
          <p className="text-body-secondary mb-0">
            {[data.industry_name ?? data.industry?.name, data.location].filter(Boolean).join(' · ')}
          </p>
          {data.website && (
            <a href={data.website} target="_blank" rel="noopener noreferrer">
              {data.website}
            </a>
          )}
        </div>
      </header>

      {data.description && (
        <section aria-labelledby="about-company" className="mb-4">
          <h2 id="about-company" className="h4">
            About
          </h2>
          <p className="text-pre-line">{data.description}</p>
        </section>
      )}

      <section aria-labelledby="company-jobs">
        <h2 id="company-jobs" className="h4 mb-3">
          Jobs at {data.name}
        </h2>
        {jobs.length === 0 ? (
          <p className="text-body-secondary">No jobs posted by this company yet.</p>
        ) : (
          <ul className="list-group">
            {jobs.map((job) => {
              const salary = formatSalary(job);
              return (
                <li key={job.id} className="list-group-item py-3">
                  <div className="d-flex flex-column flex-md-row justify-content-between gap-2">
                    <div>
                      <h3 className="h5 mb-1">{job.title}</h3>
                      <p className="small text-body-secondary mb-1">
                        {[job.location, job.job_type_display, salary].filter(Boolean).join(' · ')}
                      </p>
                      <p className="mb-0">{truncate(job.description, PREVIEW_LENGTH)}</p>
                    </div>
                    <div className="flex-shrink-0">
                      <ViewJobLink job={job} />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}

/** /company/{companyId}: the public page of a company with its open jobs. */
export default function CompanyScreen() {
  const companyId = Number(useParams().companyId);
  const company = useQuery(companyQueryOptions(companyId));
  const jobs = useQuery(companyJobsQueryOptions(companyId));
  return (
    <QueryState
      query={combineQueries<[Company, Job[]]>(company, jobs)}
      loading="Loading company..."
      error="Failed to load company or jobs."
      notFound={<NotFoundAlert title="Company not found." />}
    >
      {([data, companyJobs]) => <CompanyDetail data={data} jobs={companyJobs} />}
    </QueryState>
  );
}
