import { useQuery } from '@tanstack/react-query';
import { reportQueueQueryOptions } from '../../api/staff-moderation';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryScreen } from '../../components/ui/query-screen';
import { ReportedJobCard } from './reported-job-card';

/** /staff/reports: jobs people reported, with the count per reason; dismiss or uphold. */
export default function StaffReportsScreen() {
  const queue = useQuery(reportQueueQueryOptions());
  return (
    <QueryScreen
      title="Reports"
      titleClassName="h3 mb-3"
      query={queue}
      loading="Loading reports..."
      error="Failed to load the reports. Please try again later."
    >
      {(data) =>
        data.jobs.length === 0 ? (
          <EmptyState title="No reports are waiting." />
        ) : (
          data.jobs.map((item) => <ReportedJobCard key={item.job.id} item={item} />)
        )
      }
    </QueryScreen>
  );
}
