import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ownCompanyQueryOptions } from '../../api/companies';
import { subscriptionQueryOptions } from '../../api/subscription';
import { CompanyNameFirst } from '../../components/company-name-first';
import { paths } from '../../config/paths';
import { JobForm } from './components/job-form';
import { newJobDefaults } from './job-form-values';
import { pageTitle } from '../../config/site';

/** /company/post-job. */
export default function PostJobScreen() {
  const subscription = useQuery(subscriptionQueryOptions());
  // A new job is where the company is, unless the person says otherwise (found by location searches).
  const company = useQuery(ownCompanyQueryOptions());
  return (
    <div className="row justify-content-center">
      <div className="col-lg-9">
        <title>{pageTitle('Post a New Job')}</title>
        <h1 className="h3 mb-3">Post a New Job</h1>
        {subscription.data && !subscription.data.active && (
          <div className="alert alert-warning">
            Posting jobs needs an active subscription. <Link to={paths.companySubscribe.href()}>Subscribe now</Link>
          </div>
        )}
        {/* A company still under the name made from its e-mail names itself first (the API refuses the post). */}
        {company.data?.name_chosen === false ? (
          <CompanyNameFirst />
        ) : (
          <JobForm jobId={null} initial={newJobDefaults} defaultLocation={company.data?.location} />
        )}
      </div>
    </div>
  );
}
