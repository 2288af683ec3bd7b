/** The notifications module's public face: its routes, and the news other modules send an applicant. */
export { notificationsRoutes } from './notifications.routes';
export { sendApplicationReceipt, tellApplicantOfStatus } from './application-news';
