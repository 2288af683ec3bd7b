/** The cv module's public face: what app.ts and other modules may use. */
export { cvRoutes } from './cv.routes';
export { cvPagesRoutes } from './cv-pages.routes';
