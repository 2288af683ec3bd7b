/** The alerts module's public face. */
export { alertsRoutes } from './alerts.routes';
export { unsubscribeRoutes } from './unsubscribe.routes';
export { ALERT_DIGEST_CRON, runAlertDigests } from './digest';
export { stopAccountAlerts } from './closed-account';
// A phone's USSD menu turns on a daily alert by SMS with the alerts' own rules.
export { addSmsAlert } from './sms-alert';
