import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myApplicationsQueryOptions } from '../../api/applications';
import { ApplicationList } from '../../components/application-list';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { errorDetail } from '../../lib/api-errors';

/** /jobseeker/applications (job seekers only; the route guard sends others away). */
export default function MyApplicationsScreen() {
  const applications = useQuery(myApplicationsQueryOptions());
  return (
    <>
      <title>{pageTitle('My Applications')}</title>
      <h1 className="mb-4">My Applications</h1>
      <QueryState
        query={applications}
        loading="Loading your applications..."
        error={(error) => errorDetail(error) ?? 'Failed to load your applications'}
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState
              title="You haven't applied to any jobs yet."
              action={
                <Link className="btn btn-primary" to={paths.jobs.href()}>
                  Browse Jobs
                </Link>
              }
            />
          ) : (
            <ApplicationList applications={data} />
          )
        }
      </QueryState>
    </>
  );
}
