import { Spinner } from '../../components/ui/spinner';
import { useOwnCompany } from './api/get-own-company';
import { CompanyProfileForm } from './components/company-profile-form';

/** The signed-in company edits its own profile (/companies/profile/, and /profile for companies). */
export default function CompanyProfileScreen() {
  const company = useOwnCompany();
  if (company.isPending) {
    return (
      <div className="text-center py-5">
        <Spinner label="Loading company profile..." />
      </div>
    );
  }
  if (company.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        Failed to load company profile. Please try again later.
      </div>
    );
  }
  // Keyed by company so a fresh answer after a save refills nothing behind the user's back.
  return <CompanyProfileForm key={company.data.id} company={company.data} />;
}
