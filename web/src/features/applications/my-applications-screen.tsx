import { useQuery } from '@tanstack/react-query';
import { myApplicationsQueryOptions } from '../../api/applications';
import { ApplicationList } from '../shared/application-list';
import { ListState } from '../shared/list-state';
import { pageTitle } from '../../config/site';

/** /jobseeker/applications (job seekers only; the route guard sends others away). */
export default function MyApplicationsScreen() {
  const applications = useQuery(myApplicationsQueryOptions());
  return (
    <>
      <title>{pageTitle('My Applications')}</title>
      <h1 className="mb-4">My Applications</h1>
      <ListState
        query={applications}
        loading="Loading your applications..."
        failed="Failed to load your applications"
        empty="You haven't applied to any jobs yet."
      >
        {(data) => <ApplicationList applications={data} />}
      </ListState>
    </>
  );
}
