/** The ussd module's public face: the USSD gateway's callback, a menu to find and apply for jobs from any phone. */
export { ussdRoutes } from './ussd.routes';
// SMS keywords (JOBS, MORE, APPLY, STATUS, HELP), read from the SMS gateway's webhook (app.ts hands it over).
export { answerSmsKeyword } from './sms-keywords';
