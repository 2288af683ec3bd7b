import type { StaffNewsSettings } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { staffNewsSettingsQueryOptions, staffKeys, staffOverviewQueryOptions } from '../../api/staff';
import { ChoiceSaved } from '../../components/ui/choice-saved';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { QueryState } from '../../components/ui/query-state';
import { ScreenTitle } from '../../components/ui/screen-title';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { WeeklyFigures } from './components/weekly-figures';
import { useRefreshingWrite } from '../../lib/use-refreshing-write';

/** Each figure's list, opened on what the figure counts (the payments and jobs lists open on what waits). */
const FIGURE_LISTS: Record<string, string> = {
  new_companies: paths.staffCompanies.href(),
  payments_waiting: paths.staffPayments.href(),
  reports_waiting: paths.staffReports.href(),
  jobs_held: paths.staffJobs.href(),
};

/** "E-mail me each morning what waits": the staff member's own choice, saved when ticked. */
function DailySummaryCheckbox() {
  const settings = useQuery(staffNewsSettingsQueryOptions());
  const save = useRefreshingWrite(
    (body: StaffNewsSettings) => api.put<StaffNewsSettings>('/api/staff/news-settings/', body),
    [staffKeys.newsSettings()],
  );
  if (!settings.data) return null;
  return (
    <div className="mt-4">
      <CheckboxField
        id="staff-summary"
        label="E-mail me each morning when payments, jobs or reports wait"
        checked={save.isPending ? (save.variables?.staff_summary ?? false) : settings.data.staff_summary}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ staff_summary: event.target.checked })}
      />
      <ChoiceSaved save={save} />
    </div>
  );
}

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
                    <dd className="fs-3 fw-semibold mb-0">
                      {FIGURE_LISTS[figure.key] ? (
                        <Link
                          className="d-block py-2"
                          to={FIGURE_LISTS[figure.key] as string}
                          aria-label={`${figure.label}: ${figure.count}`}
                        >
                          {figure.count}
                        </Link>
                      ) : (
                        figure.count
                      )}
                    </dd>
                  </div>
                </div>
              ))}
            </dl>
            <WeeklyFigures />
            <DailySummaryCheckbox />
          </>
        )}
      </QueryState>
    </>
  );
}
