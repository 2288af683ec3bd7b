import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ownCompanyQueryOptions } from '../../api/companies';
import { subscriptionQueryOptions } from '../../api/subscription';
import { CompanyNameFirst } from '../shared/company-name-first';
import { ScreenTitle } from '../../components/ui/screen-title';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import { clearJobDraft, readJobDraft } from '../../lib/job-draft';
import { JobForm } from './components/job-form';
import { newJobDefaults } from './job-form-values';

/** /company/post-job. */
export default function PostJobScreen() {
  const subscription = useQuery(subscriptionQueryOptions());
  // A new job is where the company is, unless the person says otherwise (found by location searches).
  const company = useQuery(ownCompanyQueryOptions());
  const toast = useToast();
  const userId = useAuth().user?.id;
  // A job typed before (then sent to subscribe, or away) comes back as it was left (lib/job-draft.ts).
  const [draft, setDraft] = useState(() => (userId === undefined ? null : readJobDraft(userId, newJobDefaults)));
  // A new form (key) after a discard: the fields go back to a new job's defaults.
  const [formKey, setFormKey] = useState(0);
  const discard = () => {
    if (userId !== undefined) clearJobDraft(userId);
    setDraft(null);
    setFormKey((key) => key + 1);
    toast('Draft discarded.');
  };
  return (
    <div className="row justify-content-center">
      <div className="col-lg-9">
        <ScreenTitle text="Post a New Job" className="h3 mb-3" />
        {subscription.data && !subscription.data.active && (
          <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">Posting jobs needs an active subscription.</span>
            <Link to={paths.companySubscribe.href()} className="btn btn-warning btn-sm">
              Subscribe now
            </Link>
          </div>
        )}
        {/* A company still under the name made from its e-mail names itself first (the API refuses the post). */}
        {company.data?.name_chosen === false ? (
          <CompanyNameFirst />
        ) : (
          <>
            {draft && (
              <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
                <span className="me-auto">Your unfinished job is back, as you left it.</span>
                <button type="button" className="btn btn-outline-secondary btn-sm" onClick={discard}>
                  Discard draft
                </button>
              </div>
            )}
            <JobForm
              key={formKey}
              jobId={null}
              initial={draft ?? newJobDefaults}
              defaultLocation={company.data?.location}
              draftOwner={userId}
            />
          </>
        )}
      </div>
    </div>
  );
}
