import type { Company, OwnCompany } from '@lj/contract';
import { mediaUrl } from '../../lib/media-url';
import type { CompanyRow } from './companies.repository';

/** A company row as the Company shape (spec section 3); `origin` makes the logo an absolute URL. */
export function serializeCompany(row: CompanyRow, origin: string): Company {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    logo: mediaUrl(origin, row.logo),
    size: row.size,
    industry: row.industry,
    industry_name: row.industry?.name ?? null,
    founded_year: row.foundedYear,
    location: row.location,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    address: row.address,
    social_links: { linkedin: row.linkedin, twitter: row.twitter },
    job_count: row.jobCount,
    verified: row.verifiedAt !== null,
  };
}

/** The signed-in company's own profile: the public shape plus whether it chose its name and confirmed its phone. */
export function serializeOwnCompany(row: CompanyRow, origin: string): OwnCompany {
  return {
    ...serializeCompany(row, origin),
    name_chosen: row.nameChosen,
    contact_phone_confirmed: row.contactPhoneConfirmed,
  };
}
