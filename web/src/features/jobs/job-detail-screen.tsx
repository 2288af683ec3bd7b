import type { Job } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { jobQueryOptions } from '../../api/jobs';
import { CompanyLogo } from '../shared/company-logo';
import { NotFoundAlert } from '../../components/ui/not-found-alert';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { formatSalary } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { ApplyArea } from './components/apply-area';
import { VerifiedEmployerBadge } from '../shared/verified-employer-badge';
import { ReportJob } from './components/report-job';
import { SaveJobArea } from './components/save-job-area';
import { ShareJob } from './components/share-job';

const parseId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function TextSection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="mb-4">
      <h2 className="h5">{title}</h2>
      <p className="text-pre-line">{text}</p>
    </section>
  );
}

/** The job's facts, each only when it has a value. */
function JobFacts({ job }: { job: Job }) {
  const facts: Array<[string, ReactNode]> = [
    ['Location', job.location],
    ['Remote', job.is_remote ? job.remote_option || 'Yes' : ''],
    ['Salary', formatSalary(job)],
    ['Job type', job.job_type_display],
    ['Experience level', job.experience_level_display],
    ['Seniority', job.seniority_level],
    ['Employment type', job.employment_type],
    ['Positions available', job.positions_available > 0 ? String(job.positions_available) : ''],
    ['Application deadline', job.deadline ? formatDate(job.deadline) : ''],
    ['Posted', formatDate(job.created_at)],
    ['Views', String(job.views)],
  ];
  return (
    <dl className="row mb-4">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-4 mb-2">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function JobDetail({ job }: { job: Job }) {
  return (
    <>
      <title>{pageTitle(job.title)}</title>
      <p>
        <Link to={paths.jobs.href()}>Back to jobs</Link>
      </p>
      <div className="row g-4">
        <article className="col-lg-8">
          {/* Wraps on a phone: a long title and the Save control never push the page sideways. */}
          <header className="d-flex flex-wrap align-items-center gap-3 mb-3">
            <CompanyLogo src={job.company.logo} name={job.company.name} />
            <div>
              <h1 className="h2 mb-1 text-break">{job.title}</h1>
              <Link to={paths.companyPublic.href(job.company.id)}>{job.company.name}</Link>
              <VerifiedEmployerBadge verified={job.company.verified} />
              <span className={`badge ms-2 ${job.is_active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                {job.is_active ? 'Active' : 'Inactive'}
              </span>
            </div>
            <div className="ms-auto">
              <SaveJobArea job={job} />
            </div>
          </header>
          {/* On phones the apply area comes after the whole text: one tap takes the seeker there. */}
          <a href="#apply" className="btn btn-primary d-lg-none mb-3">
            Go to apply
          </a>
          <ShareJob job={job} />
          <JobFacts job={job} />
          <TextSection title="Description" text={job.description} />
          <TextSection title="Requirements" text={job.requirements} />
          <TextSection title="Education requirements" text={job.education_requirements} />
          {job.skills.length > 0 && (
            <section className="mb-4">
              <h2 className="h5">Skills</h2>
              <ul className="list-inline mb-0">
                {job.skills.map((skill) => (
                  <li key={skill} className="list-inline-item mb-1">
                    <span className="badge text-bg-light border">{skill}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <TextSection title="Benefits" text={job.benefits} />
        </article>
        <div id="apply" className="col-lg-4">
          <ApplyArea job={job} />
          <ReportJob job={job} />
        </div>
      </div>
    </>
  );
}

const browseOtherJobs = <Link to={paths.jobs.href()}>Browse other jobs</Link>;

/** No such job (a 404 page): 'Job not found' is the page's h1, with a way on to other jobs. */
function JobNotFound({ message }: { message?: string }) {
  return (
    <NotFoundAlert title="Job not found">
      {message && <p className="mb-2">{message}</p>}
      {browseOtherJobs}
    </NotFoundAlert>
  );
}

/** The job failed to load, with a way on to other jobs. */
function JobProblem() {
  return (
    <div className="alert alert-danger" role="alert">
      Failed to load job details. Please try again.
      <div className="mt-2">{browseOtherJobs}</div>
    </div>
  );
}

/** /jobs/{id}. */
export default function JobDetailScreen() {
  const id = parseId(useParams().id);
  const job = useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== null });

  if (id === null) return <JobNotFound />;
  return (
    <QueryState
      query={job}
      loading="Loading job..."
      error={<JobProblem />}
      notFound={
        <JobNotFound message="This job listing no longer exists. It may have been filled, deleted, or expired." />
      }
    >
      {(data) => <JobDetail job={data} />}
    </QueryState>
  );
}
