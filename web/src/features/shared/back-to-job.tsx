import { Link, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../config/paths';

/**
 * On the profile and CV pages opened from the apply step's offer to complete a profile:
 * the way back to the job, at the top, whatever the person saves or leaves. Only a job page of this
 * site is a place to go back to.
 */
export function BackToJob() {
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  if (!next?.startsWith('/jobs/')) return null;
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">What you add here shows on the application you just sent.</span>
      <Link className="btn btn-primary" to={next}>
        Back to the job
      </Link>
    </div>
  );
}
