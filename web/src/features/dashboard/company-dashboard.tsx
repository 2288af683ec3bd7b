import type { CompanyJobsResponse, SubscriptionStatus } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ownCompanyQueryOptions } from '../../api/companies';
import { myJobsQueryOptions } from '../../api/company-jobs';
import { companyFiguresQueryOptions } from '../../api/job-figures';
import { subscriptionQueryOptions } from '../../api/subscription';
import { CompanyNameFirst } from '../shared/company-name-first';
import { CompanyStandingAlert } from '../shared/company-standing-alert';
import { FiguresSummary } from '../shared/figures-summary';
import { SubscriptionStatusLine } from '../shared/subscription-status-line';
import { Panel } from '../../components/ui/panel';
import { QueryState } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';

function LatestJobs({ jobs: { count, results } }: { jobs: CompanyJobsResponse }) {
  if (count === 0) {
    return (
      <p className="mb-0">
        You have not posted a job yet. <Link to={paths.companyPostJob.href()}>Post your first job</Link>
      </p>
    );
  }
  const latest = results.slice(0, 5);
  return (
    <>
      <p>
        {count} {count === 1 ? 'job' : 'jobs'} posted. Applications to your latest jobs:
      </p>
      <ul className="list-group list-group-flush mb-0">
        {latest.map((job) => (
          <li key={job.id} className="list-group-item d-flex justify-content-between align-items-center px-0">
            <span>
              {job.title}
              {!job.is_active && <span className="badge text-bg-secondary ms-2">Inactive</span>}
            </span>
            <Link to={paths.companyJobApplications.href(job.id)}>
              {job.applications_count} {job.applications_count === 1 ? 'application' : 'applications'}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The latest jobs and how many applied to each; needs the subscription, which job listings require. */
function JobsSummary({ subscribed }: { subscribed: boolean }) {
  const jobs = useQuery({ ...myJobsQueryOptions('all', 1), enabled: subscribed });
  if (!subscribed) {
    return (
      <p className="mb-0">
        Subscribe to post jobs and review applicants. <Link to={paths.companySubscribe.href()}>See the plans</Link>
      </p>
    );
  }
  return (
    <QueryState
      query={jobs}
      loading={<Spinner label="Loading jobs..." />}
      error={<p className="text-danger mb-0">Failed to load job listings</p>}
    >
      {(data) => <LatestJobs jobs={data} />}
    </QueryState>
  );
}

/** Whole days from now until the subscription ends, the last part-day counted as a day. */
const daysLeft = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 86_400_000));

function SubscriptionSummary({ status }: { status: SubscriptionStatus }) {
  return (
    <>
      <p>
        <SubscriptionStatusLine status={status} />
      </p>
      {status.active && status.active_until && (
        <p className="fw-semibold">
          {daysLeft(status.active_until)} {daysLeft(status.active_until) === 1 ? 'day' : 'days'} left
        </p>
      )}
      <CompanyStandingAlert status={status} />
      <Link to={paths.companySubscribe.href()} className="btn btn-outline-primary btn-sm">
        {status.active ? 'Extend subscription' : 'Subscribe'}
      </Link>
    </>
  );
}

/** How all the company's jobs did over the last 30 days. */
function FiguresPanel() {
  const figures = useQuery(companyFiguresQueryOptions());
  return (
    <Panel title="Your jobs, last 30 days">
      <QueryState
        query={figures}
        loading={<Spinner label="Loading figures..." />}
        error={<p className="text-danger mb-0">Could not load your figures.</p>}
      >
        {(data) => <FiguresSummary figures={data} />}
      </QueryState>
    </Panel>
  );
}

/** The signed-in home of a company (product decisions): subscription, jobs, their applications and figures. */
export function CompanyDashboard() {
  const subscription = useQuery(subscriptionQueryOptions());
  const company = useQuery(ownCompanyQueryOptions());
  return (
    <section>
      <h1 className="h3 mb-3">Dashboard</h1>
      {company.data?.name_chosen === false && <CompanyNameFirst />}
      <div className="row g-4">
        <div className="col-lg-4">
          <Panel title="Subscription">
            <QueryState
              query={subscription}
              loading={<Spinner label="Loading subscription..." />}
              error={<p className="text-danger mb-0">Could not load your subscription.</p>}
            >
              {(data) => <SubscriptionSummary status={data} />}
            </QueryState>
          </Panel>
        </div>
        <div className="col-lg-8">
          <Panel>
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
              <h2 className="h5 mb-0">Jobs</h2>
              <span className="d-flex gap-2">
                <Link to={paths.companyJobs.href()} className="btn btn-outline-primary btn-sm">
                  Manage Jobs
                </Link>
                <Link to={paths.companyPostJob.href()} className="btn btn-primary btn-sm">
                  Post a New Job
                </Link>
              </span>
            </div>
            {subscription.data ? <JobsSummary subscribed={subscription.data.active} /> : null}
          </Panel>
        </div>
        <div className="col-12">
          <FiguresPanel />
        </div>
      </div>
      <p className="mt-4">
        <Link to={paths.companyProfile.href()}>Edit your company profile</Link>
      </p>
    </section>
  );
}
