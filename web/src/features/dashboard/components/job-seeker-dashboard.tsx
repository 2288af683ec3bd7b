import type { User } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { myApplicationsQueryOptions } from '../../../api/applications';
import { newestJobsQueryOptions } from '../../../api/jobs';
import { ApplicationList } from '../../shared/application-list';
import { JobCard } from '../../shared/job-card';
import { SaveJobForm } from '../../shared/save-job/save-job-form';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { displayName } from '../../../lib/auth-state';

const RECENT_APPLICATIONS = 5;
const NEWEST_JOBS = 6;

type DashboardSectionProps = {
  id: string;
  title: string;
  /** The link to the whole list, beside the heading. */
  more: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A part of the dashboard: its heading with a link to the whole list, then the first few items. */
function DashboardSection({ id, title, more, className, children }: DashboardSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="d-flex justify-content-between align-items-baseline mb-3">
        <h2 id={id} className="h4 mb-0">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/** Product decisions: the signed-in home of a job seeker, recent applications and suggested (newest) jobs. */
export function JobSeekerDashboard({ user }: { user: User }) {
  const applications = useQuery(myApplicationsQueryOptions());
  const jobs = useQuery(newestJobsQueryOptions());
  return (
    <>
      <h1 className="mb-4">Welcome, {displayName(user)}</h1>
      <DashboardSection
        id="recent-applications"
        title="Recent applications"
        more={<Link to={paths.jobSeekerApplications.href()}>All my applications</Link>}
        className="mb-5"
      >
        <QueryState
          query={applications}
          loading={<Spinner label="Loading your applications..." />}
          error="Failed to load your applications"
        >
          {(data) =>
            data.length === 0 ? (
              <p className="text-body-secondary">You haven't applied to any jobs yet.</p>
            ) : (
              <ApplicationList applications={data.slice(0, RECENT_APPLICATIONS)} />
            )
          }
        </QueryState>
      </DashboardSection>
      <DashboardSection id="newest-jobs" title="Newest jobs" more={<Link to={paths.jobs.href()}>Browse all jobs</Link>}>
        <QueryState query={jobs} loading={<Spinner label="Loading jobs..." />} error="Failed to fetch jobs.">
          {(data) =>
            data.results.length === 0 ? (
              <p className="text-body-secondary">No jobs available at the moment.</p>
            ) : (
              <ul className="row g-3 list-unstyled">
                {data.results.slice(0, NEWEST_JOBS).map((job) => (
                  <li key={job.id} className="col-md-6">
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </DashboardSection>
      <SaveJobForm />
    </>
  );
}
