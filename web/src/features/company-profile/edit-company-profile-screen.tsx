import { useQuery } from '@tanstack/react-query';
import { ownCompanyQueryOptions } from '../../api/companies';
import { SignOutEverywhere } from '../shared/sign-out-everywhere';
import { QueryState } from '../../components/ui/query-state';
import { CompanyNameForm } from './components/company-name-form';
import { CompanyProfileForm } from './components/company-profile-form';

/**
 * The signed-in company edits its own profile (/companies/profile/, and /profile for companies), after
 * naming itself first; below the form, "Sign out everywhere" (docs/decisions/0007-sign-out-everywhere.md).
 */
export default function EditCompanyProfileScreen() {
  const company = useQuery(ownCompanyQueryOptions());
  return (
    <QueryState
      query={company}
      loading="Loading company profile..."
      error="Failed to load company profile. Please try again later."
    >
      {/* Keyed by company so a fresh answer after a save refills nothing behind the user's back. */}
      {(data) => (
        <>
          {data.name_chosen ? <CompanyProfileForm key={data.id} company={data} /> : <CompanyNameForm />}
          <div className="row mt-4">
            <div className="col-lg-4">
              <SignOutEverywhere />
            </div>
          </div>
        </>
      )}
    </QueryState>
  );
}
