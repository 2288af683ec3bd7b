/** The applications module's public face: what app.ts and other modules may use. */
export { applicationsRoutes } from './applications.routes';
// The company's view of one application (company-applications) shows it as the job's list does.
export { serializeApplicationWithApplicant } from './application-serializer';
export { type ApplicationWithApplicantRow, applicationWithApplicant } from './applications.repository';
// A phone's USSD menu (modules/ussd) applies and lists applications as the web does.
export { type ApplyDeps, applyAndTell } from './apply-and-tell';
export { listApplicationsOfUser } from './applications.repository';
