import type { BookkeepingMonthsResponse } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { bookkeepingMonthsQueryOptions } from '../../api/bookkeeping';
import { settingsQueryOptions } from '../../api/settings';
import { QueryLoader } from '../../components/ui/query-loader';
import { ScreenTitle } from '../../components/ui/screen-title';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { BookkeepingForm } from './components/bookkeeping-form';
import { monthLabel, openMonths } from './open-months';
import { BarChart } from '../../components/charts/bar-chart';

const loading = (
  <div className="text-center py-5">
    <Spinner />
  </div>
);

/** The form for the open months, and the months already submitted. */
function Months({ months }: { months: BookkeepingMonthsResponse }) {
  const [saved, setSaved] = useState<string | null>(null);
  const open = openMonths(months.months);
  const locked = [...months.months].sort().reverse();
  return (
    <>
      {saved && (
        <div className="alert alert-success" role="status">
          {saved}
        </div>
      )}
      {open.length === 0 ? (
        <div className="alert alert-info">All months are already submitted or locked.</div>
      ) : (
        // Remounted when the open months change, so the first open month is chosen again.
        <BookkeepingForm key={open.join()} months={open} onSaved={setSaved} />
      )}
      {months.figures.length > 0 && (
        <section className="mt-4">
          <h2 className="h6">Revenue against expenses and wages</h2>
          <BarChart
            title="Revenue and costs (expenses plus wages) per submitted month"
            labels={months.figures.map((row) => monthLabel(row.month))}
            series={[
              { name: 'Revenue', values: months.figures.map((row) => row.revenue) },
              { name: 'Expenses and wages', values: months.figures.map((row) => row.expenses + row.wagesPaid) },
            ]}
          />
        </section>
      )}
      {locked.length > 0 && (
        <section className="mt-4">
          <h2 className="h6">Submitted months (locked)</h2>
          <ul className="list-inline">
            {locked.map((month) => (
              <li key={month} className="list-inline-item badge text-bg-secondary mb-1">
                {monthLabel(month)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** /company/bookkeeping: only while the show_company_bookkeeping flag is on, else /dashboard. */
export default function BookkeepingScreen() {
  const settings = useQuery(settingsQueryOptions());
  if (settings.isPending) return loading;
  if (!settings.data?.show_company_bookkeeping) return <Navigate to={paths.dashboard.href()} replace />;
  return (
    <div className="row justify-content-center">
      <div className="col-lg-8">
        <ScreenTitle text="Monthly Bookkeeping" className="h3 mb-3" />
        <QueryLoader
          options={bookkeepingMonthsQueryOptions()}
          loading={loading}
          error="Failed to load bookkeeping months. Please try again later."
        >
          {(data) => <Months months={data} />}
        </QueryLoader>
      </div>
    </div>
  );
}
