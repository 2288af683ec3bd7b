import { useQuery } from '@tanstack/react-query';
import { myApplicationsQueryOptions } from '../../api/applications';
import { ApplicationList } from '../shared/application-list';
import { ListScreen } from '../shared/list-state';

/** /jobseeker/applications (job seekers only; the route guard sends others away). */
export default function MyApplicationsScreen() {
  const applications = useQuery(myApplicationsQueryOptions());
  return (
    <ListScreen
      title="My Applications"
      query={applications}
      loading="Loading your applications..."
      failed="Failed to load your applications"
      empty="You haven't applied to any jobs yet."
    >
      {(data) => <ApplicationList applications={data} />}
    </ListScreen>
  );
}
