/** The notifications module's public face: its routes, and the news other modules send seekers, companies and staff. */
export { notificationsRoutes } from './notifications.routes';
export { type NewsDeps, type SmsNewsDeps, sendApplicationReceipt, tellApplicantOfStatus } from './application-news';
export { type ApplicantFacts, tellCompanyOfApplication } from './company-news';
export { type JobModeration, tellCompanyOfJob, tellCompanyOfPayment, tellCompanyOfSuspension } from './company-events';
export { readNewsSettings, saveNewsSettings } from './news-settings.repository';
export { APPLICATION_SMS_COUNT_CRON, sendWaitingApplicationCounts } from './company-sms';
export { DAILY_NEWS_CRON, runApplicationSummaries, runSubscriptionNews } from './daily-news';
// Every sender of a message that must not hold its request up (a USSD screen) hands it over the same way.
export { sendLater } from './send-later';
