/** The media module's public face: what app.ts and other modules may use. */
export { mediaRoutes } from './resume-download.routes';
