import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

export const COMPANY_NAME_FIRST_TEXT =
  'Give your company its name first: job seekers see it on every job you post, and your company is listed once it has one.';

/**
 * Shown to a company that has not chosen its name yet (the one registration made from its e-mail):
 * it leads to the company profile, which comes back here once the name is saved.
 */
export function CompanyNameFirst() {
  const here = useLocation();
  return (
    <div className="alert alert-warning" role="status">
      <p>{COMPANY_NAME_FIRST_TEXT}</p>
      <Link to={paths.companyProfile.href(undefined, { next: here.pathname })} className="btn btn-primary">
        Set your company name
      </Link>
    </div>
  );
}
