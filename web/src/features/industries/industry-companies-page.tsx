import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { useIndustries } from './api/get-industries';
import { useIndustryCompanies } from './api/get-industry-companies';
import { CompanyLogo } from '../../components/company-logo';

const jobCountLabel = (count: number) => (count === 1 ? '1 job' : `${count} jobs`);

export default function IndustryCompaniesPage() {
  const industryId = Number(useParams().industryId);
  const companies = useIndustryCompanies(industryId);
  // The heading names the industry when the list of industries is at hand (it usually is, from the previous page).
  const industryName = useIndustries().data?.find((industry) => industry.id === industryId)?.name;
  const title = industryName ? `${industryName} companies` : 'Companies';

  return (
    <>
      <title>{pageTitle(title)}</title>
      <p>
        <Link to={paths.industries.href()}>All industries</Link>
      </p>
      <h1 className="mb-4">{title}</h1>
      {companies.isPending ? (
        <div className="text-center py-5">
          <Spinner label="Loading companies..." />
        </div>
      ) : companies.isError ? (
        <div className="alert alert-danger" role="alert">
          Failed to load companies for this industry.
        </div>
      ) : companies.data.length === 0 ? (
        <EmptyState
          title="No companies in this industry yet."
          action={<Link to={paths.industries.href()}>See other industries</Link>}
        />
      ) : (
        <ul className="row g-3 list-unstyled">
          {companies.data.map((company) => (
            <li key={company.id} className="col-sm-6 col-lg-4">
              <Link to={paths.companyPublic.href(company.id)} className="card h-100 text-decoration-none shadow-sm">
                <div className="card-body d-flex align-items-center gap-3">
                  <CompanyLogo src={company.logo} name={company.name} />
                  <div>
                    <h2 className="h5 mb-1 text-body">{company.name}</h2>
                    <span className="badge text-bg-light border">{jobCountLabel(company.job_count)}</span>
                    {company.location && <p className="small text-body-secondary mb-0 mt-1">{company.location}</p>}
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
