import type { Industry } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { industriesQueryOptions } from '../../api/industries';
import { EmptyState } from '../../components/ui/empty-state';
import { PlaceholderCards } from '../../components/ui/placeholder-cards';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { companyCountLabel, visibleIndustries } from '../../lib/industry-rules';
import { IndustryIcon } from './components/industry-icon';

function IndustriesSkeleton() {
  return (
    <PlaceholderCards label="Loading industries..." column="col-sm-6 col-lg-4">
      <span className="placeholder col-6" />
      <span className="placeholder col-4 ms-2" />
    </PlaceholderCards>
  );
}

function IndustryCards({ industries }: { industries: Industry[] }) {
  return industries.length === 0 ? (
    <EmptyState title="No industries found" />
  ) : (
    <ul className="row g-3 list-unstyled">
      {industries.map((industry) => (
        <li key={industry.id} className="col-sm-6 col-lg-4">
          <Link to={paths.industryCompanies.href(industry.id)} className="card h-100 text-decoration-none shadow-sm">
            <div className="card-body d-flex align-items-center gap-3">
              <IndustryIcon industry={industry} />
              <div>
                <h2 className="h5 mb-1 text-body">{industry.name}</h2>
                <span className={`badge ${industry.company_count === 0 ? 'text-bg-secondary' : 'text-bg-primary'}`}>
                  {companyCountLabel(industry.company_count)}
                </span>
              </div>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function IndustriesScreen() {
  const industries = useQuery(industriesQueryOptions());
  return (
    <>
      <title>{pageTitle('Industries')}</title>
      <h1 className="mb-4">Industries</h1>
      <QueryState
        query={industries}
        loading={<IndustriesSkeleton />}
        error="Failed to load industries. Please try again later."
      >
        {(data) => <IndustryCards industries={visibleIndustries(data)} />}
      </QueryState>
    </>
  );
}
