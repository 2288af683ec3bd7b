/** The bookkeeping module's public face: what app.ts and other modules may use. */
export { bookkeepingRoutes } from './bookkeeping.routes';
