import type { Company } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { companyJobsQueryOptions } from '../../../api/companies';
import { Panel } from '../../../components/ui/panel';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { companySizeLabel } from '../company-profile-form';
import { CompanyJobsGrid } from './company-jobs-grid';
import { CompanyLogo } from './company-logo';
import { pageTitle } from '../../../config/site';
import { telHref } from '../../../lib/format';
import { VerifiedEmployerBadge } from '../../shared/verified-employer-badge';

/** Only http(s) addresses become links, so a stored "javascript:" value can never run. */
const safeHref = (value: string) => (/^https?:\/\//i.test(value) ? value : undefined);

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const safe = safeHref(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4">{label}</dt>
      <dd className="col-sm-8">{children}</dd>
    </>
  );
}

/** A way to reach the company: a mail or phone link when it has a scheme, plain text otherwise. */
function Contact({ label, value, scheme }: { label: string; value: string; scheme?: 'mailto' | 'tel' }) {
  const href = !value || !scheme ? undefined : scheme === 'tel' ? telHref(value) : `mailto:${value}`;
  return (
    <>
      <dt>{label}</dt>
      <dd>{href ? <a href={href}>{value}</a> : value || 'Not provided'}</dd>
    </>
  );
}

/** The read-only company page (spec section 2): details, contact card and the company's jobs. */
export function CompanyView({ company }: { company: Company }) {
  const jobs = useQuery(companyJobsQueryOptions(company.id));
  const industry = company.industry?.name ?? company.industry_name;
  const size = companySizeLabel(company.size);
  const { linkedin, twitter } = company.social_links;
  return (
    <article>
      <title>{pageTitle(company.name)}</title>
      <header className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <CompanyLogo src={company.logo} name={company.name} size={96} />
        <div>
          <h1 className="h3 mb-1">{company.name}</h1>
          <VerifiedEmployerBadge verified={company.verified} />
          {company.location && <p className="text-body-secondary mb-0">{company.location}</p>}
        </div>
      </header>

      <div className="row g-4 mb-4">
        <div className="col-lg-8">
          <Panel title="About Us">
            <p className="text-pre-line">{company.description}</p>
            <dl className="row mb-0">
              {industry && <Fact label="Industry">{industry}</Fact>}
              {size && <Fact label="Company size">{size}</Fact>}
              {company.founded_year !== null && <Fact label="Founded">{company.founded_year}</Fact>}
              {company.website && (
                <Fact label="Website">
                  <ExternalLink href={company.website}>{company.website}</ExternalLink>
                </Fact>
              )}
            </dl>
          </Panel>
        </div>
        <div className="col-lg-4">
          <Panel title="Contact Information">
            <dl className="mb-0">
              <Contact label="Email" value={company.contact_email} scheme="mailto" />
              <Contact label="Phone" value={company.contact_phone} scheme="tel" />
              <Contact label="Address" value={company.address} />
            </dl>
            {(linkedin || twitter) && (
              <p className="mb-0 d-flex gap-3">
                {linkedin && <ExternalLink href={linkedin}>LinkedIn</ExternalLink>}
                {twitter && <ExternalLink href={twitter}>Twitter</ExternalLink>}
              </p>
            )}
          </Panel>
        </div>
      </div>

      <section>
        <h2 className="h5 mb-3">Jobs at {company.name}</h2>
        <QueryState
          query={jobs}
          loading={<Spinner label="Loading jobs..." />}
          error={<p className="text-danger">Failed to load company or jobs.</p>}
        >
          {(data) => <CompanyJobsGrid jobs={data} />}
        </QueryState>
      </section>
    </article>
  );
}
