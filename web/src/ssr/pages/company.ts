import { companyPage } from '../company-page';

/** The public company page, /company/:companyId. */
export const { prefetch, meta } = companyPage('companyId');
