import type { StaffWeek } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { staffWeeksQueryOptions } from '../../../api/staff';
import { BarChart } from '../../../components/charts/bar-chart';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';

/** The week's days as the lists filter them: its Monday to the next Monday, `to` excluded. */
type Days = { from: string; to: string };
/** `weekList` is the list of what the counter counts in a week; applications: the jobs applied to, each with its count. */
type Counter = {
  key: Exclude<keyof StaffWeek, 'week' | 'paid'>;
  label: string;
  list: string;
  weekList: (days: Days) => string;
};

const daysOf = (week: string): Days => {
  const next = new Date(`${week}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 7);
  return { from: week, to: next.toISOString().slice(0, 10) };
};

/** The weekly counters, each heading leading to the list of what it counts, each figure to that week's. */
const COUNTERS: readonly Counter[] = [
  {
    key: 'new_jobs',
    label: 'New jobs',
    list: paths.staffJobs.href({ state: 'all' }),
    weekList: (days) => paths.staffJobs.href({ state: 'all', ...days }),
  },
  {
    key: 'applications',
    label: 'Applications',
    list: paths.staffJobs.href(),
    weekList: (days) => paths.staffJobs.href({ state: 'applied', ...days }),
  },
  {
    key: 'new_seekers',
    label: 'New seekers',
    list: paths.staffUsers.href({ role: 'job_seeker' }),
    weekList: (days) => paths.staffUsers.href({ role: 'job_seeker', ...days }),
  },
  {
    key: 'new_companies',
    label: 'New companies',
    list: paths.staffCompanies.href(),
    weekList: (days) => paths.staffCompanies.href(days),
  },
  {
    key: 'payments_verified',
    label: 'Payments verified',
    list: paths.staffPayments.href(),
    weekList: (days) => paths.staffPayments.href({ state: 'verified', ...days }),
  },
  {
    key: 'reports',
    label: 'Reports',
    list: paths.staffReports.href(),
    weekList: (days) => paths.staffReports.href(days),
  },
];

/** "24 Nov": the Monday a week starts on. */
const weekLabel = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function Weeks({ weeks }: { weeks: StaffWeek[] }) {
  return (
    <>
      <BarChart
        title="New jobs and applications per week, last 12 weeks"
        labels={weeks.map((week) => weekLabel(week.week))}
        series={[
          { name: 'Applications', values: weeks.map((week) => week.applications) },
          { name: 'New jobs', values: weeks.map((week) => week.new_jobs) },
        ]}
      />
      <div className="table-responsive">
        <table className="table table-sm small">
          <caption>Each week from Monday (UTC); a heading opens its list, a figure that week's.</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              {COUNTERS.map((counter) => (
                <th scope="col" key={counter.key} className="text-end">
                  <Link to={counter.list}>{counter.label}</Link>
                </th>
              ))}
              <th scope="col" className="text-end">
                Paid
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row" className="fw-normal text-nowrap">
                  {weekLabel(week.week)}
                </th>
                {COUNTERS.map((counter) => (
                  <td key={counter.key} className="text-end">
                    <Link
                      className="figure-link"
                      to={counter.weekList(daysOf(week.week))}
                      aria-label={`${counter.label}, week of ${weekLabel(week.week)}: ${week[counter.key]}`}
                    >
                      {week[counter.key]}
                    </Link>
                  </td>
                ))}
                <td className="text-end text-nowrap">
                  {week.paid.map((sum) => `${sum.currency} ${sum.amount.toLocaleString('en-US')}`).join(', ') || '0'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The board's last 12 weeks: a chart of jobs and applications, and every counter in a table. */
export function WeeklyFigures() {
  const weeks = useQuery(staffWeeksQueryOptions());
  return (
    <section className="mt-4">
      <h2 className="h5">The last 12 weeks</h2>
      <QueryState query={weeks} loading="Loading the weeks..." error="Failed to load the weekly figures.">
        {(data) => <Weeks weeks={data.weeks} />}
      </QueryState>
    </section>
  );
}
