import type { Company } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { industriesQueryOptions, industryCompaniesQueryOptions } from '../../api/industries';
import { CompanyLogo } from '../shared/company-logo';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';

const jobCountLabel = (count: number) => (count === 1 ? '1 job' : `${count} jobs`);

function CompanyCards({ companies }: { companies: Company[] }) {
  return companies.length === 0 ? (
    <EmptyState
      title="No companies in this industry yet."
      action={<Link to={paths.industries.href()}>See other industries</Link>}
    />
  ) : (
    <ul className="row g-3 list-unstyled">
      {companies.map((company) => (
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
  );
}

export default function IndustryCompaniesScreen() {
  const industryId = Number(useParams().industryId);
  const companies = useQuery(industryCompaniesQueryOptions(industryId));
  // The heading names the industry when the list of industries is at hand (it usually is, from the previous page).
  const industryName = useQuery(industriesQueryOptions()).data?.find((industry) => industry.id === industryId)?.name;
  const title = industryName ? `${industryName} companies` : 'Companies';

  return (
    <>
      <title>{pageTitle(title)}</title>
      <p>
        <Link to={paths.industries.href()}>All industries</Link>
      </p>
      <h1 className="mb-4">{title}</h1>
      <QueryState query={companies} loading="Loading companies..." error="Failed to load companies for this industry.">
        {(data) => <CompanyCards companies={data} />}
      </QueryState>
    </>
  );
}
