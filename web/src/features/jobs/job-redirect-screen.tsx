import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';

/** /job/{id}: old links go to /jobs/{id}. */
export default function JobRedirectScreen() {
  return <Navigate to={paths.jobDetail.href(useParams().id ?? '')} replace />;
}
