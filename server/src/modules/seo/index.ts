/** The seo module's public face: what app.ts and other modules may use. */
export { seoRoutes } from './seo.routes';
