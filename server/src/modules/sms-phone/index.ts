/** The sms-phone module's public face: a seeker's confirmed number, SMS receipts, and STOP. */
export { smsPhoneRoutes } from './sms-phone.routes';
export { smsStopRoutes } from './stop.routes';
export { twilioInboundRoutes } from './twilio-inbound.routes';
// The operator CLI's set-sms-phone.
export { setConfirmedSmsPhone } from './operator-phone';
// What an account that stops being a seeker's turns off (alerts/closed-account.ts).
export { turnSmsOff } from './sms-phone.repository';
