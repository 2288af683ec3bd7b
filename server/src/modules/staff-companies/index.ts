/** The staff companies module's public face. */
export { staffCompaniesRoutes } from './staff-companies.routes';
