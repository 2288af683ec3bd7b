import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { errorDetail } from '../../lib/api-errors';
import { useMyApplications } from './api/get-my-applications';
import { ApplicationList } from './components/application-list';

/** /jobseeker/applications (job seekers only; the route guard sends others away). */
export default function MyApplicationsPage() {
  const applications = useMyApplications();
  return (
    <>
      <title>{pageTitle('My Applications')}</title>
      <h1 className="mb-4">My Applications</h1>
      {applications.isPending ? (
        <div className="text-center py-5">
          <Spinner label="Loading your applications..." />
        </div>
      ) : applications.isError ? (
        <div className="alert alert-danger" role="alert">
          {errorDetail(applications.error) ?? 'Failed to load your applications'}
        </div>
      ) : applications.data.length === 0 ? (
        <EmptyState
          title="You haven't applied to any jobs yet."
          action={
            <Link className="btn btn-primary" to={paths.jobs.href()}>
              Browse Jobs
            </Link>
          }
        />
      ) : (
        <ApplicationList applications={applications.data} />
      )}
    </>
  );
}
