import { useState } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSettings } from '../settings/api/get-settings';
import { useBookkeepingMonths } from './api/get-months';
import { BookkeepingForm } from './components/bookkeeping-form';
import { monthLabel, openMonths } from './open-months';
import { pageTitle } from '../../config/site';

const loading = (
  <div className="text-center py-5">
    <Spinner />
  </div>
);

function Bookkeeping() {
  const months = useBookkeepingMonths();
  const [saved, setSaved] = useState<string | null>(null);
  if (months.isPending) return loading;
  if (months.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        Failed to load bookkeeping months. Please try again later.
      </div>
    );
  }
  const open = openMonths(months.data.months);
  const locked = [...months.data.months].sort().reverse();
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
  const settings = useSettings();
  if (settings.isPending) return loading;
  if (!settings.data?.show_company_bookkeeping) return <Navigate to={paths.dashboard.href()} replace />;
  return (
    <div className="row justify-content-center">
      <div className="col-lg-8">
        <title>{pageTitle('Monthly Bookkeeping')}</title>
        <h1 className="h3 mb-3">Monthly Bookkeeping</h1>
        <Bookkeeping />
      </div>
    </div>
  );
}
