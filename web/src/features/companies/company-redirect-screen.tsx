import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';

/** /companies/{id}: the job page's older company links go to the public company page. */
export default function CompanyRedirectScreen() {
  return <Navigate to={paths.companyPublic.href(useParams().companyId ?? '')} replace />;
}
