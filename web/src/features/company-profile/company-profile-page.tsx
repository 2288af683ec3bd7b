import { Navigate, useLocation, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { useCompany } from './api/get-company';
import CompanyProfileScreen from './company-profile-screen';
import { CompanyView } from './components/company-view';

const COMPANY_NOT_FOUND = 'Company not found.';

function CompanyReadOnly({ id }: { id: number }) {
  const company = useCompany(id);
  if (company.isPending) {
    return (
      <div className="text-center py-5">
        <Spinner label="Loading company profile..." />
      </div>
    );
  }
  if (company.isError) {
    const notFound = company.error instanceof ApiError && company.error.status === 404;
    return (
      <div className={`alert ${notFound ? 'alert-warning' : 'alert-danger'}`} role="alert">
        {notFound ? COMPANY_NOT_FOUND : 'Failed to load company profile. Please try again later.'}
      </div>
    );
  }
  return <CompanyView company={company.data} />;
}

/**
 * /companies/profile/:id? (spec section 6): only a company user without an id gets the edit form;
 * everyone else gets the read-only view of the company named in the address.
 */
export default function CompanyProfilePage() {
  const { id } = useParams();
  const { user } = useAuth();
  const location = useLocation();
  if (id === undefined) {
    if (user?.user_type === 'company') return <CompanyProfileScreen />;
    if (!user) return <Navigate to={paths.login.href({ next: location.pathname })} replace />;
    return (
      <div className="alert alert-warning" role="alert">
        {COMPANY_NOT_FOUND}
      </div>
    );
  }
  const companyId = Number(id);
  if (!Number.isInteger(companyId) || companyId <= 0) {
    return (
      <div className="alert alert-warning" role="alert">
        {COMPANY_NOT_FOUND}
      </div>
    );
  }
  return <CompanyReadOnly id={companyId} />;
}
