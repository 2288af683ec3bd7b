import type { User } from '@lj/contract';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { displayName } from '../../../lib/auth-state';
import { useMyApplications } from '../../applications/api/get-my-applications';
import { ApplicationList } from '../../applications/components/application-list';
import { JobCard } from '../../jobs/components/job-card';
import { useNewestJobs } from '../api/get-newest-jobs';

const RECENT_APPLICATIONS = 5;
const NEWEST_JOBS = 6;

/** decisions.md: the signed-in home of a job seeker, recent applications and suggested (newest) jobs. */
export function JobSeekerDashboard({ user }: { user: User }) {
  const applications = useMyApplications();
  const jobs = useNewestJobs();
  return (
    <>
      <h1 className="mb-4">Welcome, {displayName(user)}</h1>
      <section aria-labelledby="recent-applications" className="mb-5">
        <div className="d-flex justify-content-between align-items-baseline mb-3">
          <h2 id="recent-applications" className="h4 mb-0">
            Recent applications
          </h2>
          <Link to={paths.jobSeekerApplications.href()}>All my applications</Link>
        </div>
        {applications.isPending ? (
          <Spinner label="Loading your applications..." />
        ) : applications.isError ? (
          <div className="alert alert-danger" role="alert">
            Failed to load your applications
          </div>
        ) : applications.data.length === 0 ? (
          <p className="text-body-secondary">You haven't applied to any jobs yet.</p>
        ) : (
          <ApplicationList applications={applications.data.slice(0, RECENT_APPLICATIONS)} />
        )}
      </section>
      <section aria-labelledby="newest-jobs">
        <div className="d-flex justify-content-between align-items-baseline mb-3">
          <h2 id="newest-jobs" className="h4 mb-0">
            Newest jobs
          </h2>
          <Link to={paths.jobs.href()}>Browse all jobs</Link>
        </div>
        {jobs.isPending ? (
          <Spinner label="Loading jobs..." />
        ) : jobs.isError ? (
          <div className="alert alert-danger" role="alert">
            Failed to fetch jobs.
          </div>
        ) : jobs.data.results.length === 0 ? (
          <p className="text-body-secondary">No jobs available at the moment.</p>
        ) : (
          <ul className="row g-3 list-unstyled">
            {jobs.data.results.slice(0, NEWEST_JOBS).map((job) => (
              <li key={job.id} className="col-md-6">
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
