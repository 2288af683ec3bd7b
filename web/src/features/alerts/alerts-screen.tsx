import type { Alert } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { alertsQueryOptions } from '../../api/alerts';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { errorDetail } from '../../lib/api-errors';
import { AlertRow } from './alert-row';

/** /alerts (job seekers only): their job alerts, newest first, each paused, edited or deleted in place. */
export default function AlertsScreen() {
  const alerts = useQuery(alertsQueryOptions());
  return (
    <>
      <title>{pageTitle('Job alerts')}</title>
      <h1 className="mb-4">Job alerts</h1>
      <QueryState
        query={alerts}
        loading="Loading your alerts..."
        error={(error) => errorDetail(error) ?? 'Failed to load your alerts'}
      >
        {(data: Alert[]) =>
          data.length === 0 ? (
            <EmptyState
              title="You have no job alerts yet. Search the jobs, then tap Create alert to get new ones by e-mail or SMS."
              action={
                <Link className="btn btn-primary" to={paths.jobs.href()}>
                  Browse Jobs
                </Link>
              }
            />
          ) : (
            <ul className="list-group">
              {data.map((alert) => (
                <AlertRow key={alert.id} alert={alert} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
