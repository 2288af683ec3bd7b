import { companyPage } from '../company-page';

/** The read-only profile of a named company, /companies/profile/:id (without an id, the company's own form). */
export const { prefetch, meta } = companyPage('id');
