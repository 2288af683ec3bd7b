/** The feeds module's public face. */
export { feedsRoutes } from './feeds.routes';
