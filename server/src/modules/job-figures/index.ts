/** The job-figures module's public face: what app.ts and other modules may use. */
export { jobFiguresRoutes } from './job-figures.routes';
export { recordApplicationFigure } from './job-figures.repository';
export { applicantSource, noteVisitSource } from './source-cookie';
