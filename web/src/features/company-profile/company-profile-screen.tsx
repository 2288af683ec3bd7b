import { Navigate, useLocation, useParams } from 'react-router';
import { companyQueryOptions } from '../../api/companies';
import { NotFoundAlert } from '../../components/ui/not-found-alert';
import { QueryLoader } from '../../components/ui/query-loader';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import EditCompanyProfileScreen from './edit-company-profile-screen';
import { CompanyView } from './components/company-view';

const COMPANY_NOT_FOUND = 'Company not found.';

/**
 * /companies/profile/:id? (spec section 6): only a company user without an id gets the edit form;
 * everyone else gets the read-only view of the company named in the address.
 */
export default function CompanyProfileScreen() {
  const { id } = useParams();
  const { user } = useAuth();
  const location = useLocation();
  if (id === undefined) {
    if (user?.user_type === 'company') return <EditCompanyProfileScreen />;
    if (!user) return <Navigate to={paths.login.href({ next: location.pathname })} replace />;
    return <NotFoundAlert title={COMPANY_NOT_FOUND} />;
  }
  const companyId = Number(id);
  if (!Number.isInteger(companyId) || companyId <= 0) {
    return <NotFoundAlert title={COMPANY_NOT_FOUND} />;
  }
  return (
    <QueryLoader
      options={companyQueryOptions(companyId)}
      loading="Loading company profile..."
      error="Failed to load company profile. Please try again later."
      notFound={<NotFoundAlert title={COMPANY_NOT_FOUND} />}
    >
      {(data) => <CompanyView company={data} />}
    </QueryLoader>
  );
}
