/** The companies module's public face: what app.ts and other modules may use. */
export { companiesRoutes } from './companies.routes';
// A company's own profile (company-profile) reads and shows it as the public page does.
export { findCompany, hasChosenName, industryExists } from './companies.repository';
export { serializeOwnCompany } from './company-serializer';
// The sitemap lists exactly the companies the public may open.
export { isPublicCompany } from './companies.repository';
