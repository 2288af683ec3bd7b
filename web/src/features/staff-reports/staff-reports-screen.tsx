import { REPORT_QUEUE_LIMIT, staffReportsQuerySchema } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { reportQueueQueryOptions } from '../../api/staff-moderation';
import { useListQuery, WeekFilterNotice } from '../../components/staff/week-filter';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { ScreenTitle } from '../../components/ui/screen-title';
import { ReportedJobCard } from './reported-job-card';

/**
 * /staff/reports?from=&to=: jobs people reported, with the count per reason; dismiss or uphold. With a week
 * (the weekly figures' reports), that week's reports, open or decided.
 */
export default function StaffReportsScreen() {
  const [query] = useListQuery(staffReportsQuerySchema);
  const week = Boolean(query.from && query.to);
  const queue = useQuery(reportQueueQueryOptions(query));
  return (
    <>
      <ScreenTitle text="Reports" className="h3 mb-3" />
      <WeekFilterNotice filter={query} what="the reports made" />
      <QueryState
        query={queue}
        loading="Loading reports..."
        error="Failed to load the reports. Please try again later."
      >
        {(data) =>
          data.jobs.length === 0 ? (
            <EmptyState title={week ? 'No job was reported in these days.' : 'No reports are waiting.'} />
          ) : (
            <>
              {data.jobs.map((item) => (
                <ReportedJobCard key={item.job.id} item={item} />
              ))}
              {data.jobs.length >= REPORT_QUEUE_LIMIT && (
                <p className="small text-body-secondary">
                  Only the first {REPORT_QUEUE_LIMIT} jobs are shown: decide on these to see the next.
                </p>
              )}
            </>
          )
        }
      </QueryState>
    </>
  );
}
