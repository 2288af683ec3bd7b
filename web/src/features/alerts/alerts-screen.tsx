import type { Alert } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { alertsQueryOptions } from '../../api/alerts';
import { ListScreen } from '../shared/list-state';
import { AlertRow } from './alert-row';

/** /alerts (job seekers only): their job alerts, newest first, each paused, edited or deleted in place. */
export default function AlertsScreen() {
  const alerts = useQuery(alertsQueryOptions());
  return (
    <ListScreen
      title="Job alerts"
      query={alerts}
      loading="Loading your alerts..."
      failed="Failed to load your alerts"
      empty="You have no job alerts yet. Search the jobs, then tap Create alert to get new ones by e-mail or SMS."
    >
      {(data: Alert[]) => (
        <ul className="list-group">
          {data.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </ListScreen>
  );
}
