import { useQuery } from '@tanstack/react-query';
import { staffOverviewQueryOptions } from '../../api/staff';
import { QueryState } from '../../components/ui/query-state';
import { ScreenTitle } from '../../components/ui/screen-title';

/** /staff: how many companies, jobs and applications are new, and what waits for staff. */
export default function StaffOverviewScreen() {
  const overview = useQuery(staffOverviewQueryOptions());
  return (
    <>
      <ScreenTitle text="Overview" tab="Staff" className="h3 mb-3" />
      <QueryState
        query={overview}
        loading="Loading the overview..."
        error="Failed to load the overview. Please try again later."
      >
        {(data) => (
          <>
            <p className="text-body-secondary">New in the last {data.days} days, and what is waiting for staff.</p>
            <dl className="row row-cols-2 row-cols-md-3 g-3">
              {data.counts.map((figure) => (
                <div key={figure.key} className="col">
                  <div className="card h-100 text-center p-2">
                    <dt className="fw-normal text-body-secondary small">{figure.label}</dt>
                    <dd className="fs-3 fw-semibold mb-0">{figure.count}</dd>
                  </div>
                </div>
              ))}
            </dl>
          </>
        )}
      </QueryState>
    </>
  );
}
