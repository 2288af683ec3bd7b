/**
 * The sms-phone module's public face: a seeker's one phone number (its changes and its confirmation),
 * SMS receipts, and STOP.
 */
export { smsPhoneRoutes } from './sms-phone.routes';
export { smsStopRoutes } from './stop.routes';
export { twilioInboundRoutes } from './twilio-inbound.routes';
// The operator CLI's set-sms-phone.
export { setConfirmedSmsPhone } from './operator-phone';
// Where SMS go (the confirmed number, for every module that sends one); the one way the number changes
// (the profile form in accounts, the apply step in applications); what an account that stops being a
// seeker's turns off (alerts/closed-account.ts).
export { setPhoneNumber, smsPhone, turnSmsOff } from './sms-phone.repository';
// A USSD session or an SMS comes from the number itself (modules/ussd): who it is, and an account made from it.
export { confirmNetworkNumber, firstDelivery, seekerOfNumber } from './network-phone';
